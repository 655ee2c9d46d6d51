// The editor feature's public face for other features. Tiptap itself loads lazily (lazy-rich-text-editor).
export { default as InlineDescriptionEditor } from './components/inline-description-editor';
export { InlineTitleEditor } from './components/inline-title-editor';
export { LazyRichTextEditor } from './components/lazy-rich-text-editor';
export { DETAILS_REQUIRED_MESSAGE, DetailsSchema, type Details, type DetailsInput } from './lib/details-schema';
export { htmlHasText } from './lib/html-text';
