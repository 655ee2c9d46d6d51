import { withYearsOfExperience } from '@rms/schema';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { LazyRichTextEditor as RichTextEditor } from './lazy-rich-text-editor';

interface InlineDescriptionEditorProps {
  html: string;
  /** Saves the new description (PUT of the product or project); throws on failure. */
  onSave: (html: string) => Promise<unknown>;
  className?: string;
}

/** The description as visitors see it, with 'Rediger beskrivelse' for admins (spec §2, §8 toasts). */
export default function InlineDescriptionEditor({ html, onSave, className }: InlineDescriptionEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(html);
  const [saving, setSaving] = useState(false);

  if (!editing) {
    return (
      <div className={className}>
        {html && <div className="rich-text max-w-3xl" dangerouslySetInnerHTML={{ __html: withYearsOfExperience(html) }} />}
        <button
          type="button"
          className="btn-secondary mt-4 px-3 py-1.5"
          onClick={() => {
            setDraft(html);
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
      await onSave(draft);
      toast.success('Description updated successfully');
      setEditing(false);
    } catch (e) {
      console.warn('Description update failed', e);
      toast.error('Failed to update description');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={className}>
      <RichTextEditor label="Beskrivelse" value={html} onChange={setDraft} />
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
