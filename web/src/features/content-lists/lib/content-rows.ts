import { insideWindow, type ProductNode, type Project, type Window } from '@rms/schema';

/**
 * Where an item stands for visitors at a moment: a draft (never shown), scheduled (its window opens
 * later), ended (its window has closed) or published (shown now). The same words filter the content
 * lists and count the tiles, so a tile's number is the length of the list it links to.
 */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'ended'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Utkast',
  scheduled: 'Planlagt',
  published: 'Publisert',
  ended: 'Avsluttet',
};

/** The status words as the address writes them (`?status=utkast`). */
export const STATUS_PARAMS: Record<ContentStatus, string> = {
  draft: 'utkast',
  scheduled: 'planlagt',
  published: 'publisert',
  ended: 'avsluttet',
};

export function statusFromParam(value: string | null): ContentStatus | null {
  return CONTENT_STATUSES.find((s) => STATUS_PARAMS[s] === value) ?? null;
}

export function statusOf(item: Window & { draft?: boolean | undefined }, now: number): ContentStatus {
  if (item.draft) return 'draft';
  if (insideWindow(item, now)) return 'published';
  return item.publishAt && now < Date.parse(item.publishAt) ? 'scheduled' : 'ended';
}

/** One row of a content list: the item, where it sits, and what visitors see of it. */
export interface ContentRow {
  id: string;
  title: string;
  status: ContentStatus;
  /** A product's categories above it ('Markiser › Terrassemarkiser'); '' for a category and a project. */
  place: string;
  /** 0 category, 1 product, 2 sub-product; 0 for a project. */
  level: number;
  /** Set when the item itself is published but a draft above it hides it from visitors. */
  hiddenByDraftAbove: boolean;
}

/** The product tree as rows in the order of the public catalogue, each parent before its children. */
export function productRows(tree: ProductNode[], now: number): ContentRow[] {
  const rows: ContentRow[] = [];
  const visit = (nodes: ProductNode[], above: string[], draftAbove: boolean) => {
    for (const node of nodes) {
      const status = statusOf(node, now);
      rows.push({ id: node.id, title: node.title, status, place: above.join(' › '), level: above.length, hiddenByDraftAbove: draftAbove && status !== 'draft' });
      visit(node.sub, [...above, node.title], draftAbove || status === 'draft');
    }
  };
  visit(tree, [], false);
  return rows;
}

/** The projects as rows, in the order given (the projects query's: last changed first). */
export function projectRows(projects: Project[], now: number): ContentRow[] {
  return projects.map((p) => ({ id: p.id, title: p.title, status: statusOf(p, now), place: '', level: 0, hiddenByDraftAbove: false }));
}

/** How many rows each status has, and all of them. */
export function countStatuses(rows: ContentRow[]): Record<ContentStatus | 'total', number> {
  const counts = { total: rows.length, draft: 0, scheduled: 0, published: 0, ended: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
}

const fold = (text: string) => text.toLocaleLowerCase('nb-NO').normalize('NFKD').replace(/\p{M}/gu, '');

/** The rows with the status (null: every status) whose title or place holds every word of the search. */
export function filterRows(rows: ContentRow[], status: ContentStatus | null, search: string): ContentRow[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (status && row.status !== status) return false;
    const text = fold(`${row.title} ${row.place}`);
    return words.every((w) => text.includes(w));
  });
}
