import { withYearsOfExperience } from '@rms/schema';
import { useState } from 'react';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { CONFLICT_MESSAGE, isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { LazyRichTextEditor as RichTextEditor } from './lazy-rich-text-editor';

interface InlineDescriptionEditorProps {
  html: string;
  /** The item's modified_at as shown; the save sends the one editing started from. */
  version?: string | undefined;
  /** Saves the new description (PUT of the product or project), started from `startedFrom`; throws on failure. */
  onSave: (html: string, startedFrom: string | undefined) => Promise<unknown>;
  /** Reloads the item after a 409, so the current version shows. */
  onConflict?: () => Promise<unknown>;
  className?: string;
}

/** The description as visitors see it, with 'Rediger beskrivelse' for admins (spec §2, §8 toasts). */
export default function InlineDescriptionEditor({ html, version, onSave, onConflict, className }: InlineDescriptionEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(html);
  const [saving, setSaving] = useState(false);
  const [startedFrom, setStartedFrom] = useState<string | undefined>(undefined);
  // The description as it was when editing began: the editor keeps showing the admin's text after a conflict.
  const [opened, setOpened] = useState(html);
  const [conflict, setConflict] = useState(false);

  if (!editing) {
    return (
      <div className={className}>
        {html && <div className="rich-text max-w-3xl" dangerouslySetInnerHTML={{ __html: withYearsOfExperience(html) }} />}
        <button
          type="button"
          className="btn-secondary mt-4 px-3 py-1.5"
          onClick={() => {
            setDraft(html);
            setOpened(html);
            setStartedFrom(version);
            setConflict(false);
            setEditing(true);
          }}
        >
          Rediger beskrivelse
        </button>
      </div>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft, conflict ? version : startedFrom);
      toast.success('Description updated successfully');
      setEditing(false);
      setConflict(false);
    } catch (e) {
      console.warn('Description update failed', e);
      if (isConflict(e)) {
        setConflict(true);
        toast.error(CONFLICT_MESSAGE);
        await onConflict?.();
      } else toast.error('Failed to update description');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={className}>
      {conflict && (
        <div className="mb-3">
          <ConflictNotice html={html} />
        </div>
      )}
      <RichTextEditor label="Beskrivelse" value={opened} onChange={setDraft} />
      <div className="mt-3 flex gap-3">
        <button type="button" className="btn-primary" onClick={save} disabled={saving}>
          {saving ? 'Lagrer…' : 'Lagre beskrivelse'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setEditing(false)} disabled={saving}>
          Avbryt
        </button>
      </div>
    </div>
  );
}
