import { EditorContent, useEditor } from '@tiptap/react';
import clsx from 'clsx';
import { useEffect, useMemo, useRef } from 'react';
import { editorExtensions } from '../lib/editor-extensions';
import { EditorToolbar } from './editor-toolbar';

export interface RichTextEditorProps {
  /** The accessible name of the editing area, e.g. 'Beskrivelse'. */
  label: string;
  /** Initial HTML; later changes of this prop do not reset the editor. */
  value: string;
  /** The new HTML, or '' when the editor is empty. */
  onChange: (html: string) => void;
  id?: string;
  /** Marks the frame red; the form says what is wrong in its own alert. */
  invalid?: boolean;
  describedBy?: string | undefined;
}

/** The rich-text editor (Tiptap) for product and project descriptions. */
export function RichTextEditor({ label, value, onChange, id, invalid = false, describedBy }: RichTextEditorProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const extensions = useMemo(() => editorExtensions(), []);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-text min-h-40 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div className={clsx('overflow-hidden rounded-md border bg-white shadow-sm focus-within:border-navy-700', invalid ? 'border-red-700' : 'border-slate-400')}>
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
