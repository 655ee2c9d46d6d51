import type { Campaign, ProductNode, Project } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../../../../../test/campaign-fixture';
import { projectFixture } from '../../../../../test/project-fixture';
import { productNodeAt } from '../../../../../test/web/product-node';
import { PLANNED_LIMIT, plannedChanges } from './planned-changes';

const NOW = new Date('2027-02-01T12:00:00.000Z');
const node = (id: string, path: string, extra: Partial<ProductNode> = {}, sub: ProductNode[] = []) =>
  productNodeAt(id, id, path.split('/').length - 2, path.slice(0, path.lastIndexOf('/')), sub, { categoryImage: null, ...extra });
const project = (id: string, extra: Partial<Project>) => projectFixture(id, id, extra);

describe('planned changes', () => {
  it('lists windows that open or close and campaigns that start or end after now, soonest first, each with the page to look at', () => {
    const tree = {
      id: 'root' as const,
      sub: [node('markiser', 'produkter/markiser', {}, [node('vaarmarkise', 'produkter/markiser/vaarmarkise', { publishAt: '2027-03-01T06:00:00.000Z', unpublishAt: '2027-09-01T06:00:00.000Z' })])],
    };
    const campaigns: Campaign[] = [
      campaignFixture('c1', '2027-02-20T07:00:00.000Z', '2027-03-20T07:00:00.000Z', { title: 'Vår', placements: [{ kind: 'product', id: 'vaarmarkise' }] }),
      campaignFixture('c2', '2027-01-01T07:00:00.000Z', '2027-02-10T07:00:00.000Z', { title: 'Vinter', placements: [{ kind: 'home' }] }),
    ];
    const projects = [project('hytta', { unpublishAt: '2027-02-05T10:00:00.000Z' }), project('gammel', { publishAt: '2027-01-01T00:00:00.000Z' })];
    expect(plannedChanges(tree, projects, campaigns, NOW)).toEqual([
      { at: '2027-02-05T10:00:00.000Z', what: '«hytta» avpubliseres', path: '/referanser/hytta' },
      { at: '2027-02-10T07:00:00.000Z', what: 'Kampanjen «Vinter» slutter', path: '/' },
      { at: '2027-02-20T07:00:00.000Z', what: 'Kampanjen «Vår» starter', path: '/produkter/markiser/vaarmarkise' },
      { at: '2027-03-01T06:00:00.000Z', what: '«vaarmarkise» publiseres', path: '/produkter/markiser/vaarmarkise' },
      { at: '2027-03-20T07:00:00.000Z', what: 'Kampanjen «Vår» slutter', path: '/produkter/markiser/vaarmarkise' },
      { at: '2027-09-01T06:00:00.000Z', what: '«vaarmarkise» avpubliseres', path: '/produkter/markiser/vaarmarkise' },
    ]);
  });

  it('leaves drafts out (visitors see them at no time), with what is under a draft node, and keeps the list short', () => {
    const tree = { id: 'root' as const, sub: [node('utkast', 'produkter/utkast', { draft: true, publishAt: '2027-03-01T06:00:00.000Z' }, [node('under', 'produkter/utkast/under', { publishAt: '2027-03-01T06:00:00.000Z' })])] };
    const campaigns = [campaignFixture('c1', '2027-02-20T07:00:00.000Z', '2027-03-20T07:00:00.000Z', { draft: true })];
    const projects = [project('p', { draft: true, publishAt: '2027-03-01T06:00:00.000Z' })];
    expect(plannedChanges(tree, projects, campaigns, NOW)).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => project(`p${i}`, { publishAt: new Date(NOW.getTime() + (i + 1) * 60_000).toISOString() }));
    expect(plannedChanges(undefined, many, undefined, NOW)).toHaveLength(PLANNED_LIMIT);
  });
});
