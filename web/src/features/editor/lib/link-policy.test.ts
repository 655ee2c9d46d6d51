import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions, UNDO_DEPTH, UNDO_GROUP_DELAY_MS } from './editor-extensions';
import { CUSTOM_LINK_PROTOCOLS, isAllowedLinkUri } from './link-policy';

describe('isAllowedLinkUri', () => {
  it('allows exactly http(s), ftp(s), mailto, tel, callto, sms, cid and xmpp', () => {
    expect(CUSTOM_LINK_PROTOCOLS).toEqual(['ftps', 'tel', 'callto', 'sms', 'cid', 'xmpp']);
    for (const uri of ['http://a.no', 'https://a.no/x?y=1', 'ftp://f.no', 'ftps://f.no', 'mailto:post@rms.no', 'tel:+4712345678', 'callto:rms', 'sms:+4712345678', 'cid:part1', 'xmpp:rms@jabber.no', 'HTTPS://A.NO']) {
      expect(isAllowedLinkUri(uri), uri).toBe(true);
    }
  });

  it('refuses every other scheme, also when disguised', () => {
    for (const uri of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\nscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd', 'blob:https://a.no/x', '//evil.example/x', '']) {
      expect(isAllowedLinkUri(uri), JSON.stringify(uri)).toBe(false);
    }
  });

  it('allows relative addresses', () => {
    for (const uri of ['/kontakt', '#bestilling', '?side=2', 'produkter/markiser']) expect(isAllowedLinkUri(uri), uri).toBe(true);
  });
});

describe('the editor schema', () => {
  let editor: Editor | undefined;
  afterEach(() => editor?.destroy());

  it('keeps allowed links and drops the href of others when content is loaded', () => {
    editor = new Editor({
      extensions: editorExtensions(),
      content: '<p><a href="https://rms.no">ok</a> <a href="javascript:alert(1)">bad</a> <a href="tel:+4712345678">ring</a> <a href="data:text/html,x">data</a></p>',
    });
    const html = editor.getHTML();
    expect(html).toContain('href="https://rms.no"');
    expect(html).toContain('href="tel:+4712345678"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:');
  });

  it('refuses to set a link with a forbidden scheme', () => {
    editor = new Editor({ extensions: editorExtensions(), content: '<p>tekst</p>' });
    editor.chain().selectAll().setLink({ href: 'javascript:alert(1)' }).run();
    expect(editor.getHTML()).not.toContain('<a');
    editor.chain().selectAll().setLink({ href: 'mailto:post@rms.no' }).run();
    expect(editor.getHTML()).toContain('href="mailto:post@rms.no"');
  });

  it('has headings 1–6, undo depth 100 and a 500 ms grouping delay, and nothing the server would strip', () => {
    editor = new Editor({ extensions: editorExtensions(), content: '<h6>Seks</h6><blockquote>Sitat</blockquote><pre><code>kode</code></pre>' });
    expect(editor.getHTML()).toContain('<h6>Seks</h6>');
    expect(editor.getHTML()).not.toMatch(/<blockquote|<pre|<code/);
    const starterKit = editor.extensionManager.extensions.find((e) => e.name === 'undoRedo');
    expect(starterKit?.options).toMatchObject({ depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS });
    expect([UNDO_DEPTH, UNDO_GROUP_DELAY_MS]).toEqual([100, 500]);
    const heading = editor.extensionManager.extensions.find((e) => e.name === 'heading');
    expect(heading?.options.levels).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
