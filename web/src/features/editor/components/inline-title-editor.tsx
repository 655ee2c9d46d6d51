import clsx from 'clsx';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CONFLICT_MESSAGE, isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';

interface InlineTitleEditorProps {
  title: string;
  /** The item's modified_at as shown; the save sends the one editing started from. */
  version?: string | undefined;
  /** Saves the new title, started from `startedFrom`; throws on failure (409 when it is stale). */
  onSave: (title: string, startedFrom: string | undefined) => Promise<unknown>;
  /** Reloads the item after a 409, so the current version shows. */
  onConflict?: () => Promise<unknown>;
  /** The toasts of spec §8 for this kind of title. */
  messages: { success: string; failure: string };
  as?: 'h1' | 'h2' | 'p';
  className?: string;
}

/** A heading with an edit button for admins: Enter saves, Escape cancels. */
export function InlineTitleEditor({ title, version, onSave, onConflict, messages, as: Tag = 'h1', className }: InlineTitleEditorProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const [saving, setSaving] = useState(false);
  const [startedFrom, setStartedFrom] = useState<string | undefined>(undefined);
  const [conflict, setConflict] = useState(false);

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <Tag className={className}>{title}</Tag>
        <button
          type="button"
          onClick={() => {
            setValue(title);
            setStartedFrom(version);
            setConflict(false);
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
      // After a conflict the admin has seen the current version: the next save starts from it.
      await onSave(next, conflict ? version : startedFrom);
      toast.success(messages.success);
      setEditing(false);
      setConflict(false);
    } catch (err) {
      console.warn('Title update failed', err);
      if (isConflict(err)) {
        setConflict(true);
        toast.error(CONFLICT_MESSAGE);
        await onConflict?.();
      } else toast.error(messages.failure);
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
