import type { Project } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { countStatuses, filterRows, productRows, projectRows, statusOf } from './content-rows';
import { productNode } from '../../../../../test/web/product-node';

const NOW = Date.parse('2026-03-29T12:00:00Z');
const node = productNode;
const project = (id: string, created_at: string, extra: Partial<Project> = {}): Project => ({ id, title: `Prosjekt ${id}`, description: '', images: [], draft: false, created_at, modified_at: created_at, ...extra }) as Project;

describe('content status', () => {
  it('is a draft whatever its window, then scheduled before the window, published inside it and ended after it', () => {
    expect(statusOf({ draft: true, publishAt: '2020-01-01T00:00:00Z' }, NOW)).toBe('draft');
    expect(statusOf({ publishAt: '2026-03-29T12:00:01Z' }, NOW)).toBe('scheduled');
    expect(statusOf({ publishAt: '2026-03-29T12:00:00Z' }, NOW)).toBe('published');
    expect(statusOf({}, NOW)).toBe('published');
    expect(statusOf({ unpublishAt: '2026-03-29T12:00:00Z' }, NOW)).toBe('ended');
  });
});

describe('content rows', () => {
  const tree = [
    node('markiser', 'Markiser', 0, {}, [node('terrasse', 'Terrassemarkiser', 1, { draft: true }, [node('fjord', 'Fjord Å', 2)]), node('vindu', 'Vindusmarkiser', 1, { publishAt: '2026-04-01T08:00:00Z' })]),
    node('screens', 'Screens', 0),
  ];

  it('lists the tree parent before children, each with the categories above it and its level', () => {
    expect(productRows(tree, NOW).map((r) => [r.title, r.place, r.level, r.status])).toEqual([
      ['Markiser', '', 0, 'published'],
      ['Terrassemarkiser', 'Markiser', 1, 'draft'],
      ['Fjord Å', 'Markiser › Terrassemarkiser', 2, 'published'],
      ['Vindusmarkiser', 'Markiser', 1, 'scheduled'],
      ['Screens', '', 0, 'published'],
    ]);
  });

  it('marks a published item that a draft above hides from visitors', () => {
    const rows = productRows(tree, NOW);
    expect(rows.filter((r) => r.hiddenByDraftAbove).map((r) => r.id)).toEqual(['fjord']);
  });

  it('finds by every word of the search in the title or the place, without case or accents, and by status', () => {
    const rows = productRows(tree, NOW);
    expect(filterRows(rows, null, 'fjord a').map((r) => r.id)).toEqual(['fjord']);
    expect(filterRows(rows, null, 'TERRASSE').map((r) => r.id)).toEqual(['terrasse', 'fjord']);
    expect(filterRows(rows, 'scheduled', '').map((r) => r.id)).toEqual(['vindu']);
    expect(filterRows(rows, 'draft', 'screens')).toEqual([]);
  });

  it('counts each status so a tile and its filtered list agree', () => {
    const projects = [project('a', '2026-01-01T00:00:00Z', { draft: true }), project('b', '2026-02-01T00:00:00Z'), project('c', '2026-03-01T00:00:00Z', { publishAt: '2026-05-01T00:00:00Z' })];
    const rows = projectRows(projects, NOW);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    const counts = countStatuses(rows);
    expect(counts).toEqual({ total: 3, draft: 1, scheduled: 1, published: 1, ended: 0 });
    for (const status of ['draft', 'scheduled', 'published', 'ended'] as const) expect(filterRows(rows, status, '')).toHaveLength(counts[status]);
  });
});
