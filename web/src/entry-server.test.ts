import { describe, expect, it } from 'vitest';
import { fillTemplate, splitHead } from './entry-server';

describe('the server renderer’s HTML assembly', () => {
  it('moves the leading title, meta and link tags React emits into the head', () => {
    const { head, body } = splitHead('<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/><div id="app">x</div>');
    expect(head).toBe('<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/>');
    expect(body).toBe('<div id="app">x</div>');
  });

  it('drops the template’s default title and description and embeds the data as inert JSON', () => {
    const template = '<html><head><title data-default-head>Default</title>\n<meta data-default-head name="description" content="d" /></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, { head: '<title>Own</title>', body: '<main>m</main>', data: { text: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('Default');
    expect(html).not.toContain('data-default-head');
    expect(html).toContain('<title>Own</title></head>');
    expect(html).toContain('<div id="root"><main>m</main></div><script type="application/json" id="rms-data">');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
