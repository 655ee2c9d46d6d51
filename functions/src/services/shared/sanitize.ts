import { LINK_SCHEMES } from '@rms/schema';
import sanitizeHtml from 'sanitize-html';

/** The tags the rich-text editor produces (Tiptap's subset); b and i are kept as strong and em. */
export const ALLOWED_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // The content of these is code or markup, not text the author wrote: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: {
    b: 'strong',
    i: 'em',
    // Links always open in a new tab without handing the opener or referrer over (Tiptap's defaults).
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: {
        ...(typeof attribs.href === 'string' ? { href: attribs.href.trim() } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/**
 * Rich-text HTML as it may be stored and shown: only the editor's tags, links only with the
 * schemes in LINK_SCHEMES (http, https, ftp, ftps, mailto, tel, callto, sms, cid, xmpp); scripts, event handlers, styles, `javascript:` and `data:` URLs never survive.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
