import clsx from 'clsx';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CONFLICT_MESSAGE } from '@/lib/conflict';
import { useInlineSave, type InlineSaveOptions } from '../hooks/use-inline-save';

interface InlineTitleEditorProps extends InlineSaveOptions<{ title: string }> {
  title: string;
  as?: 'h1' | 'h2' | 'p';
  className?: string;
}

/** A heading with an edit button for admins: Enter saves, Escape cancels. */
export function InlineTitleEditor({ title, version, save, reload, messages, as: Tag = 'h1', className }: InlineTitleEditorProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const { saving, conflict, begin, submit } = useInlineSave({ version, save, reload, messages });

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <Tag className={className}>{title}</Tag>
        <button
          type="button"
          onClick={() => {
            setValue(title);
            begin();
            setEditing(true);
          }}
          className="mt-1 shrink-0 rounded px-2 py-1 text-sm text-navy-900 ring-1 ring-sand-200 hover:bg-sand-100"
          aria-label="Rediger tittel"
        >
          ✎ <span className="sr-only">Rediger tittel</span>
        </button>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = value.trim();
    if (!next || next === title || (await submit({ title: next }))) setEditing(false);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setEditing(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-wrap items-center gap-2">
      {conflict && (
        <p role="alert" className="w-full rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {CONFLICT_MESSAGE} Lagret tittel nå: «{title}».
        </p>
      )}
      <label htmlFor={id} className="sr-only">
        Tittel
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={200}
        autoFocus
        className={clsx('field-input min-w-0 flex-1 text-2xl font-semibold', saving && 'opacity-70')}
        disabled={saving}
      />
      <button type="submit" className="btn-primary" disabled={saving}>
        Lagre tittel
      </button>
      <button type="button" className="btn-secondary" onClick={() => setEditing(false)} disabled={saving}>
        Avbryt
      </button>
    </form>
  );
}
