import { osloMoment, type VersionedItemKind } from '@rms/schema';
import { useId, useState } from 'react';
import { compareImages, compareItems, hasImageChanges, type ComparedImage, type FieldComparison } from '../lib/compare';
import { fieldLabel } from '../lib/labels';
import { htmlToText, wordDiff } from '../lib/word-diff';
import { VersionThumbnail } from './version-thumbnail';

/** One side of a comparison: a label ('Nåværende', 'Endret 3. des. …') and the stored item. */
export interface ComparedSide {
  label: string;
  item: Record<string, unknown>;
}

/** A plain value as an admin reads it. */
function formatValue(field: string, value: unknown): string {
  if (field === 'draft') return value ? 'Utkast (vises ikke for besøkende)' : 'Publisert';
  if (field === 'category') return value ? `Under «${String(value)}»` : 'Øverste nivå (kategori)';
  if ((field === 'publishAt' || field === 'unpublishAt') && typeof value === 'string') return osloMoment(value);
  if (value === null || value === undefined || value === '') return '(tomt)';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(ingen)' : value.map((v) => formatValue('', v)).join('\n');
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}: ${formatValue('', v)}`)
    .join(', ');
}

/** Rich text as a word diff that reads without colour: added words underlined (<ins>), removed struck through (<del>). */
function RichTextDiff({ before, after }: { before: unknown; after: unknown }) {
  const a = htmlToText(typeof before === 'string' ? before : '');
  const b = htmlToText(typeof after === 'string' ? after : '');
  if (a === b) return <p className="text-sm text-slate-700">Teksten er den samme; bare formateringen (f.eks. fet skrift, overskrifter eller lenker) er endret.</p>;
  return (
    <div className="rounded-md border border-sand-200 bg-white p-3 leading-relaxed whitespace-pre-wrap text-slate-900" data-testid="word-diff">
      {wordDiff(a, b).map((part, i) =>
        part.change === 'added' ? (
          <ins key={i} className="bg-emerald-50 underline decoration-2 underline-offset-2">
            {part.text}
          </ins>
        ) : part.change === 'removed' ? (
          <del key={i} className="mr-0.5 bg-red-50 text-slate-600 line-through decoration-2">
            {part.text}
          </del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}

function Thumbnail({ image, caption }: { image: ComparedImage; caption: string }) {
  return (
    <figure className="w-28">
      <VersionThumbnail image={image} />
      <figcaption className="mt-1 text-xs text-slate-700">{caption}</figcaption>
    </figure>
  );
}

/** Pictures added, removed, moved, made main and given a new alt text, as thumbnails. */
function ImageDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = compareImages(before, after);
  if (!hasImageChanges(changes)) return <p className="text-sm text-slate-700">Ingen endringer i bildene.</p>;
  const groups: [string, { image: ComparedImage; caption: string }[]][] = [
    ['Lagt til', changes.added.map((image) => ({ image, caption: image.title || 'Nytt bilde' }))],
    ['Fjernet', changes.removed.map((image) => ({ image, caption: image.title || 'Fjernet bilde' }))],
    ['Ny plassering', changes.moved.map(({ image, from, to }) => ({ image, caption: `Fra plass ${from} til ${to}` }))],
    ['Hovedbilde', changes.main.map(({ image, isMain }) => ({ image, caption: isMain ? 'Ble hovedbilde' : 'Er ikke lenger hovedbilde' }))],
    ['Alt-tekst', changes.altText.map(({ image, from, to }) => ({ image, caption: `«${from || '(tom)'}» → «${to || '(tom)'}»` }))],
  ];
  return (
    <div className="space-y-3">
      {groups
        .filter(([, list]) => list.length > 0)
        .map(([title, list]) => (
          <div key={title}>
            <p className="text-sm font-medium text-slate-800">{title}</p>
            <div className="mt-1 flex flex-wrap gap-3">
              {list.map(({ image, caption }) => (
                <Thumbnail key={`${title}-${image.id}`} image={image} caption={caption} />
              ))}
            </div>
          </div>
        ))}
    </div>
  );
}

function FieldRow({ row, before, after }: { row: FieldComparison; before: ComparedSide; after: ComparedSide }) {
  let body;
  if (row.field === 'description') body = <RichTextDiff before={row.before} after={row.after} />;
  else if (row.field === 'images' || row.field === 'categoryImage') body = <ImageDiff before={row.before} after={row.after} />;
  else {
    body = (
      <div className="grid gap-3 sm:grid-cols-2">
        {[
          [before.label, row.before],
          [after.label, row.after],
        ].map(([label, value], i) => (
          <div key={i} className="rounded-md bg-sand-50 p-3">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{String(label)}</p>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{formatValue(row.field, value)}</p>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="border-t border-sand-200 pt-3">
      <dt className="font-medium text-navy-950">
        {fieldLabel(row.field)}
        {!row.changed && <span className="ml-2 text-xs font-normal text-slate-600">(uendret)</span>}
      </dt>
      <dd className="mt-2">{body}</dd>
    </div>
  );
}

/** Two versions side by side: only what changed, unless the admin asks for every field. */
export function VersionComparison({ kind, before, after, onClose }: { kind: VersionedItemKind; before: ComparedSide; after: ComparedSide; onClose: () => void }) {
  const id = useId();
  const [all, setAll] = useState(false);
  const rows = compareItems(kind, before.item, after.item);
  const shown = all ? rows : rows.filter((r) => r.changed);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4 rounded-lg bg-sand-50/60 p-4 ring-1 ring-sand-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${id}-heading`} className="font-semibold text-navy-950">
          Sammenligning: {before.label} → {after.label}
        </h3>
        <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={onClose}>
          Lukk sammenligningen
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">Understreket tekst er lagt til, gjennomstreket tekst er fjernet.</p>
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Vis alle felt
      </label>
      {shown.length === 0 ? <p className="mt-3 text-sm text-slate-700">Ingen forskjeller.</p> : <dl className="mt-3 space-y-3">{shown.map((row) => <FieldRow key={row.field} row={row} before={before} after={after} />)}</dl>}
    </section>
  );
}
