import type { VersionedItemKind } from '@rms/schema';
import { COMPARED_FIELDS } from './labels';

/** A stored image entry, read defensively (a version holds the list as stored). */
export interface ComparedImage {
  id: string;
  src: string;
  alt_text: string;
  title: string;
  isMain: boolean;
  /** A picture taken down for good: the note the takedown left in its place (there is no src). */
  takenDownNote?: string;
}

/** What a takedown leaves in a version in place of the picture (decision 129). */
export const TAKEN_DOWN_NOTE = 'Bildet er slettet for godt';

function imagesOf(value: unknown): ComparedImage[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  let takenDown = 0;
  return list.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    // A marker has no id: the n-th marker of one list compares with the n-th of the other.
    if (e.takenDown === true) {
      const note = typeof e.note === 'string' && e.note ? e.note : TAKEN_DOWN_NOTE;
      return [{ id: `taken-down-${++takenDown}`, src: '', alt_text: '', title: '', isMain: false, takenDownNote: note }];
    }
    if (typeof e.id !== 'string' || typeof e.src !== 'string') return [];
    return [{ id: e.id, src: e.src, alt_text: typeof e.alt_text === 'string' ? e.alt_text : '', title: typeof e.title === 'string' ? e.title : '', isMain: e.isMain === true }];
  });
}

/** What happened to the pictures between two versions: thumbnails the screen shows. */
export interface ImageChanges {
  added: ComparedImage[];
  removed: ComparedImage[];
  /** Kept images whose place in the order changed (1-based positions). */
  moved: { image: ComparedImage; from: number; to: number }[];
  /** Kept images that became or stopped being the main image. */
  main: { image: ComparedImage; isMain: boolean }[];
  /** Kept images whose alt text changed. */
  altText: { image: ComparedImage; from: string; to: string }[];
}

export function compareImages(before: unknown, after: unknown): ImageChanges {
  const a = imagesOf(before);
  const b = imagesOf(after);
  const inA = new Map(a.map((i) => [i.id, i]));
  const inB = new Map(b.map((i) => [i.id, i]));
  const keptA = a.filter((i) => inB.has(i.id));
  const keptB = b.filter((i) => inA.has(i.id));
  const changes: ImageChanges = { added: b.filter((i) => !inA.has(i.id)), removed: a.filter((i) => !inB.has(i.id)), moved: [], main: [], altText: [] };
  keptB.forEach((image, to) => {
    const old = inA.get(image.id)!;
    const from = keptA.findIndex((i) => i.id === image.id);
    if (from !== to) changes.moved.push({ image, from: a.indexOf(old) + 1, to: b.indexOf(image) + 1 });
    if (old.isMain !== image.isMain) changes.main.push({ image, isMain: image.isMain });
    if (old.alt_text !== image.alt_text) changes.altText.push({ image, from: old.alt_text, to: image.alt_text });
  });
  return changes;
}

export function hasImageChanges(c: ImageChanges): boolean {
  return c.added.length + c.removed.length + c.moved.length + c.main.length + c.altText.length > 0;
}

/** JSON with sorted keys, so two stored maps compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))) : v,
  );
}

function isDraft(kind: VersionedItemKind, item: Record<string, unknown>): boolean {
  return kind === 'project' || kind === 'campaign' ? item.draft !== false : item.draft === true;
}

/** A field's value as the screen compares it (a project without the flag is a draft; no parent is null). */
export function fieldValue(kind: VersionedItemKind, item: Record<string, unknown>, field: string): unknown {
  if (field === 'draft') return isDraft(kind, item);
  if (field === 'category') return typeof item.category === 'string' && item.category ? item.category : null;
  return item[field] ?? null;
}

export interface FieldComparison {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Every compared field of two stored states of an item, and whether it differs. */
export function compareItems(kind: VersionedItemKind, before: Record<string, unknown>, after: Record<string, unknown>): FieldComparison[] {
  return COMPARED_FIELDS[kind].map((field) => {
    const a = fieldValue(kind, before, field);
    const b = fieldValue(kind, after, field);
    return { field, before: a, after: b, changed: canonical(a) !== canonical(b) };
  });
}
