import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize';

const SAFE_LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('sanitizeDescription keeps what the editor writes', () => {
  it('keeps paragraphs, headings 1–6, emphasis, lists and line breaks', () => {
    const html = '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6><p>Tekst <strong>fet</strong> <em>kursiv</em><br />ny linje</p><ul><li>en</li></ul><ol><li>to</li></ol>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('maps b and i to strong and em', () => {
    expect(sanitizeDescription('<b>fet</b> <i>kursiv</i>')).toBe('<strong>fet</strong> <em>kursiv</em>');
  });

  it('keeps links with every allowed scheme and forces target and rel', () => {
    for (const href of ['https://rms.no/a?b=1', 'http://rms.no', 'ftp://f.no/x', 'ftps://f.no/x', 'mailto:post@rms.no', 'tel:+4712345678', 'callto:rms', 'sms:+4712345678', 'cid:abc', 'xmpp:rms@jabber.no']) {
      expect(sanitizeDescription(`<a href="${href}" target="_self" rel="opener">x</a>`)).toBe(`<a href="${href.replace('&', '&amp;')}" ${SAFE_LINK}>x</a>`);
    }
  });

  it('keeps plain text and escapes what would be markup', () => {
    expect(sanitizeDescription('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeDescription('')).toBe('');
  });
});

describe('sanitizeDescription removes XSS payloads', () => {
  // Expected output, or null where only "nothing dangerous survives" matters (parser recovery details).
  const cases: [string, string, string | null][] = [
    ['script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script with mixed case', '<ScRiPt>alert(1)</sCrIpT>ok', 'ok'],
    ['img onerror', '<img src=x onerror="alert(1)">bilde', 'bilde'],
    ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(2)>x</p>', '<p>x</p>'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['entity-encoded javascript: href', '<a href="&#106;avascript:alert(1)">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['hex-encoded scheme with whitespace', '<a href=" &#x6A;&#x61;vascript&#x3A;alert(1)">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['protocol-relative URL', '<a href="//evil.example/x">x</a>', `<a ${SAFE_LINK}>x</a>`],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>etter', 'etter'],
    ['style attribute and tag', '<p style="background:url(javascript:alert(1))">x</p><style>p{}</style>', '<p>x</p>'],
    ['iframe', '<iframe src="javascript:alert(1)">inne</iframe>ute', 'ute'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['form and input', '<form action="https://evil.example"><input name="q" autofocus onfocus="alert(1)"></form>ok', 'ok'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['base href', '<base href="https://evil.example/">ok', 'ok'],
    ['unclosed script at the end', '<p>a<script', null],
    ['script split to survive one pass', '<p>a<scr<script>ipt>alert(1)</script></p>', null],
    ['unclosed attribute quote', '<a href="https://rms.no onclick=alert(1)>x', null],
    ['comment hiding a script', '<!--<script>alert(1)</script>-->ok', 'ok'],
    ['attribute breakout', '<a href="https://rms.no" title="x"onmouseover="alert(1)">x</a>', `<a href="https://rms.no" ${SAFE_LINK}>x</a>`],
  ];

  for (const [name, input, expected] of cases) {
    it(name, () => {
      const out = sanitizeDescription(input);
      if (expected !== null) expect(out).toBe(expected);
      expect(out.toLowerCase()).not.toMatch(/<script|javascript:|data:|onerror|onload|onclick="|<svg|<iframe|style=/);
      // Whatever survives is only the allowed tags.
      for (const tag of out.matchAll(/<\/?([a-z0-9]+)/gi)) expect(['p', 'a', 'strong', 'em', 'br']).toContain(tag[1]);
    });
  }
});
