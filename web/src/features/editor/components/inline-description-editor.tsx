import { withYearsOfExperience } from '@rms/schema';
import { useState } from 'react';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { useInlineSave, type InlineSaveOptions } from '../hooks/use-inline-save';
import { LazyRichTextEditor as RichTextEditor } from './lazy-rich-text-editor';

/** The toasts of saving a description, for products and projects alike. */
const ENQUIRY_COLLECTION = { success: 'Description updated successfully', failure: 'Failed to update description' };

interface InlineDescriptionEditorProps extends Omit<InlineSaveOptions<{ description: string }>, 'messages'> {
  html: string;
  className?: string;
}

/** The description as visitors see it, with 'Rediger beskrivelse' for admins. */
export default function InlineDescriptionEditor({ html, version, save, reload, className }: InlineDescriptionEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(html);
  // The description as it was when editing began: the editor keeps showing the admin's text after a conflict.
  const [opened, setOpened] = useState(html);
  const { saving, conflict, begin, submit } = useInlineSave({ version, save, reload, messages: ENQUIRY_COLLECTION });

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
            begin();
            setEditing(true);
          }}
        >
          Rediger beskrivelse
        </button>
      </div>
    );
  }

  return (
    <div className={className}>
      {conflict && (
        <div className="mb-3">
          <ConflictNotice html={html} />
        </div>
      )}
      <RichTextEditor label="Beskrivelse" value={opened} onChange={setDraft} />
      <div className="mt-3 flex gap-3">
        <button type="button" className="btn-primary" onClick={async () => (await submit({ description: draft })) && setEditing(false)} disabled={saving}>
          {saving ? 'Lagrer…' : 'Lagre beskrivelse'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setEditing(false)} disabled={saving}>
          Avbryt
        </button>
      </div>
    </div>
  );
}
