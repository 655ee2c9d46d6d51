import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are the largest admin dependency: they load when an editor first shows,
// not with every admin tool (an admin browsing the site rarely edits a description).
const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="min-h-52 animate-pulse rounded-md border border-slate-300 bg-sand-50" role="status" aria-busy="true" aria-label={props.label} />}>
      <Editor {...props} />
    </Suspense>
  );
}
