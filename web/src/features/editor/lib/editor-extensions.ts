import StarterKit from '@tiptap/starter-kit';
import { CUSTOM_LINK_PROTOCOLS, isAllowedLinkUri } from './link-policy';

/** Undo keeps 100 steps; typing within 500 ms is one step. */
export const UNDO_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;
/** Headings of levels 1 to 6 are kept (the toolbar offers 1, 2 and 5). */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The editor's schema: what the server's sanitizer keeps (p, h1–h6, strong, em, ul, ol, li, a, br)
 * and nothing more, so what an admin sees while editing is what visitors get.
 */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [...CUSTOM_LINK_PROTOCOLS],
        isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isAllowedLinkUri(url),
        shouldAutoLink: (url) => isAllowedLinkUri(url),
      },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
    }),
  ];
}
