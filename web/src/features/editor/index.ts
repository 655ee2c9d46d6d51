// The editor feature's public face: the pieces every product and project editor screen is built from
// (decisions 122 and 157). Tiptap itself loads lazily (lazy-rich-text-editor).
export { DetailsFields } from './components/details-fields';
export { EditScreen } from './components/edit-screen';
export { EditorActionBar, type EditorBarAction } from './components/editor-action-bar';
export { default as InlineDescriptionEditor } from './components/inline-description-editor';
export { ItemEditPage } from './components/item-edit-page';
export { InlineTitleEditor } from './components/inline-title-editor';
export { LazyRichTextEditor } from './components/lazy-rich-text-editor';
export { PublishState } from './components/publish-state';
export { WindowFields } from './components/window-fields';
export { WizardDetailsFooter, WizardImagesFooter, WizardImagesStep } from './components/wizard-parts';
export { useDestructiveAction, type DestructiveAction } from './hooks/use-destructive-action';
export { useItemEditor, type EditedItem, type ItemEditor, type ItemSave } from './hooks/use-item-editor';
export { useItemUpdate } from './hooks/use-item-update';
export { useWindowDraft, WINDOW_ORDER_MESSAGE, type WindowDraft } from './hooks/use-window-draft';
export { discardDraftQuestion } from './lib/discard-question';
export { DETAILS_REQUIRED_MESSAGE, DetailsSchema, type Details, type DetailsInput } from './lib/details-schema';
export { htmlHasText } from './lib/html-text';
