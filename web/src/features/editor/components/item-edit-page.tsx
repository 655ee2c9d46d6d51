import type { ReactNode } from 'react';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { Seo } from '@/components/ui/seo';
import type { EditedItem, ItemEditor } from '../hooks/use-item-editor';
import { EditorActionBar, type EditorBarAction } from './editor-action-bar';
import { WindowFields } from './window-fields';

interface ItemEditPageProps {
  /** 'Endre produkt', 'Endre prosjekt'. */
  heading: string;
  /** The browser tab's title. */
  tabTitle: string;
  /** The screen's one useItemEditor. */
  editor: Pick<ItemEditor<EditedItem>, 'schedule' | 'conflict' | 'saving' | 'leaveDialog'>;
  /** Beside the details on a wide screen (the product's category picker). */
  aside?: ReactNode;
  /** The details form's fields. */
  details: ReactNode;
  images: ReactNode;
  /** 'Søk og deling'. */
  searchShare: ReactNode;
  onSave: (view: boolean) => void;
  onCancel: () => void;
  /** The delete, in the action bar's 'Mer'. */
  remove: EditorBarAction;
  /** Another action runs (a delete, an upload): saving waits for it. */
  busy: boolean;
  /** The screen's dialogs (the delete's question). */
  dialogs: ReactNode;
}

/**
 * The one-page edit screen of a product or a project (decision 157): the details with the window
 * fields and, after a 409, the version saved meanwhile; then the pictures, 'Søk og deling', and the
 * sticky action bar ('Lagre', 'Lagre og vis', 'Avbryt', the delete in 'Mer').
 */
export function ItemEditPage({ heading, tabTitle, editor, aside, details, images, searchShare, onSave, onCancel, remove, busy, dialogs }: ItemEditPageProps) {
  const { schedule, conflict } = editor;
  const fields = (
    <div className="min-w-0 space-y-5">
      {details}
      <WindowFields value={schedule.value} onChange={schedule.onChange} problem={schedule.problem} />
      {conflict && <ConflictNotice title={conflict.title} html={conflict.description} />}
    </div>
  );
  return (
    <div className="container-page pt-10">
      <Seo title={tabTitle} noindex />
      <h1 className="text-3xl font-semibold tracking-tight text-navy-950">{heading}</h1>
      {aside ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
          {aside}
          {fields}
        </div>
      ) : (
        <div className="mt-8 max-w-3xl">{fields}</div>
      )}
      <div className="mt-10">{images}</div>
      <div className="mt-10">{searchShare}</div>
      <EditorActionBar
        onSave={() => onSave(false)}
        onSaveAndView={() => onSave(true)}
        onCancel={onCancel}
        saving={editor.saving}
        busy={busy}
        more={[remove]}
      />
      {dialogs}
      {editor.leaveDialog}
    </div>
  );
}
