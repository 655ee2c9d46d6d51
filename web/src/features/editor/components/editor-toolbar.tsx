import { useEditorState, type Editor } from '@tiptap/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * `label` is the button's name for a screen reader and its tooltip; it begins with the visible text
 * ('1. List'), so what a sighted user reads and what speech input says is what is announced.
 */
function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      // Keep the editor's selection: a mousedown on the button would blur it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={clsx('min-w-9 rounded px-2 py-1 text-sm font-medium', active ? 'bg-navy-900 text-white' : 'text-slate-800 hover:bg-sand-200')}
    >
      {children}
    </button>
  );
}

/** The formatting buttons, in this order: Text, H1, H2, H5, Bold, Italic, bullet list, numbered list, Clear. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h5: e.isActive('heading', { level: 5 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formatering" className="flex flex-wrap gap-1 border-b border-slate-300 bg-sand-50 p-1.5">
      <ToolButton label="Text" active={s.paragraph} onClick={() => chain().setParagraph().run()}>
        Text
      </ToolButton>
      <ToolButton label="H1" active={s.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        H1
      </ToolButton>
      <ToolButton label="H2" active={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="H5" active={s.h5} onClick={() => chain().toggleHeading({ level: 5 }).run()}>
        H5
      </ToolButton>
      <ToolButton label="B (bold)" active={s.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="I (italic)" active={s.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton label="• List (bullet list)" active={s.bulletList} onClick={() => chain().toggleBulletList().run()}>
        • List
      </ToolButton>
      <ToolButton label="1. List (numbered list)" active={s.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        1. List
      </ToolButton>
      <ToolButton label="Clear" onClick={() => chain().clearNodes().unsetAllMarks().run()}>
        Clear
      </ToolButton>
    </div>
  );
}
