import clsx from 'clsx';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast';

interface InlineTitleEditorProps {
  title: string;
  /** Saves the new title; throws on failure. */
  onSave: (title: string) => Promise<unknown>;
  /** The toasts of spec §8 for this kind of title. */
  messages: { success: string; failure: string };
  as?: 'h1' | 'h2' | 'p';
  className?: string;
}

/** A heading with an edit button for admins: Enter saves, Escape cancels. */
export function InlineTitleEditor({ title, onSave, messages, as: Tag = 'h1', className }: InlineTitleEditorProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const [saving, setSaving] = useState(false);

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <Tag className={className}>{title}</Tag>
        <button
          type="button"
          onClick={() => {
            setValue(title);
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

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    const next = value.trim();
    if (!next || next === title) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      toast.success(messages.success);
      setEditing(false);
    } catch (err) {
      console.warn('Title update failed', err);
      toast.error(messages.failure);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setEditing(false);
    }
  };

  return (
    <form onSubmit={save} className="flex flex-wrap items-center gap-2">
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
