import { MAX_PRODUCT_LEVEL, type ProductNode } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../../repositories/products';
import { buildProductTree, closeGap, levelOf, parentProblem, placeNode, subtreeHeight, subtreeIds, visibleProductTree } from './product-tree';

const doc = (id: string, category: string | null, index: number): ProductDoc => ({ id, title: id, description: '', images: [], category, index });

// markiser: vindu(0), terrasse(1: motor, fjern) ; screens: zip
const DOCS = [
  doc('markiser', null, 0),
  doc('screens', null, 1),
  doc('vindu', 'markiser', 0),
  doc('terrasse', 'markiser', 1),
  doc('motor', 'terrasse', 0),
  doc('fjern', 'terrasse', 1),
  doc('zip', 'screens', 0),
];

/** Applies placements the way the service writes them. */
function apply(docs: ProductDoc[], placements: Map<string, { category: string | null; index: number }>, created?: string): ProductDoc[] {
  const all = created && !docs.some((d) => d.id === created) ? [...docs, doc(created, null, 0)] : docs;
  return all.map((d) => ({ ...d, ...placements.get(d.id) }));
}

const order = (docs: ProductDoc[], parent: string | null) =>
  docs
    .filter((d) => d.category === parent)
    .sort((a, b) => a.index - b.index)
    .map((d) => `${d.id}:${d.index}`);

describe('levels and sub-trees', () => {
  const byId = new Map(DOCS.map((d) => [d.id, d]));

  it('knows each node level and -1 for broken chains or loops', () => {
    expect(levelOf(byId, 'markiser')).toBe(0);
    expect(levelOf(byId, 'terrasse')).toBe(1);
    expect(levelOf(byId, 'motor')).toBe(2);
    expect(levelOf(new Map([['x', doc('x', 'gone', 0)]]), 'x')).toBe(-1);
    const loop = new Map([['a', doc('a', 'b', 0)], ['b', doc('b', 'a', 0)]]);
    expect(levelOf(loop, 'a')).toBe(-1);
  });

  it('collects sub-trees and their heights', () => {
    expect(subtreeIds(DOCS, 'markiser')).toEqual(['markiser', 'vindu', 'terrasse', 'motor', 'fjern']);
    expect(subtreeHeight(DOCS, 'markiser')).toBe(2);
    expect(subtreeHeight(DOCS, 'terrasse')).toBe(1);
    expect(subtreeHeight(DOCS, 'zip')).toBe(0);
  });
});

describe('parentProblem', () => {
  it('allows three levels and refuses a fourth, unknown parents and loops', () => {
    expect(parentProblem(DOCS, 'new', null, MAX_PRODUCT_LEVEL)).toBeNull();
    expect(parentProblem(DOCS, 'new', 'markiser', MAX_PRODUCT_LEVEL)).toBeNull();
    expect(parentProblem(DOCS, 'new', 'terrasse', MAX_PRODUCT_LEVEL)).toBeNull();
    expect(parentProblem(DOCS, 'new', 'motor', MAX_PRODUCT_LEVEL)).toMatch(/at most 3 levels/);
    expect(parentProblem(DOCS, 'new', 'nope', MAX_PRODUCT_LEVEL)).toMatch(/Unknown parent/);
    expect(parentProblem(DOCS, 'markiser', 'motor', MAX_PRODUCT_LEVEL)).toMatch(/below/);
    expect(parentProblem(DOCS, 'markiser', 'markiser', MAX_PRODUCT_LEVEL)).toMatch(/own parent/);
  });

  it('counts the levels a moved node brings along', () => {
    // terrasse has children: under a category it fits, under a product it would reach level 3.
    expect(parentProblem(DOCS, 'terrasse', 'screens', MAX_PRODUCT_LEVEL)).toBeNull();
    expect(parentProblem(DOCS, 'terrasse', 'zip', MAX_PRODUCT_LEVEL)).toMatch(/at most 3 levels/);
    expect(parentProblem(DOCS, 'zip', 'terrasse', MAX_PRODUCT_LEVEL)).toBeNull();
    // A category with grandchildren cannot sink at all.
    expect(parentProblem(DOCS, 'markiser', 'screens', MAX_PRODUCT_LEVEL)).toMatch(/at most 3 levels/);
  });
});

describe('placeNode', () => {
  it('appends a new node without an index and inserts with one', () => {
    expect(order(apply(DOCS, placeNode(DOCS, 'ny', 'markiser'), 'ny'), 'markiser')).toEqual(['vindu:0', 'terrasse:1', 'ny:2']);
    expect(order(apply(DOCS, placeNode(DOCS, 'ny', 'markiser', 0), 'ny'), 'markiser')).toEqual(['ny:0', 'vindu:1', 'terrasse:2']);
    expect(order(apply(DOCS, placeNode(DOCS, 'ny', 'markiser', 500), 'ny'), 'markiser')).toEqual(['vindu:0', 'terrasse:1', 'ny:2']);
  });

  it('reorders within a parent, touching only the nodes whose index changes', () => {
    const placements = placeNode(DOCS, 'fjern', 'terrasse', 0);
    expect([...placements.keys()].sort()).toEqual(['fjern', 'motor']);
    expect(order(apply(DOCS, placements), 'terrasse')).toEqual(['fjern:0', 'motor:1']);
    // Same place: nothing to write.
    expect(placeNode(DOCS, 'fjern', 'terrasse').size).toBe(0);
    expect(placeNode(DOCS, 'fjern', 'terrasse', 1).size).toBe(0);
  });

  it('moves a node to another parent and closes the gap it leaves', () => {
    const after = apply(DOCS, placeNode(DOCS, 'vindu', 'screens', 0));
    expect(order(after, 'screens')).toEqual(['vindu:0', 'zip:1']);
    expect(order(after, 'markiser')).toEqual(['terrasse:0']);
    // Its sub-tree moves with it: the tree still holds every node.
    const moved = apply(DOCS, placeNode(DOCS, 'terrasse', 'screens'));
    const tree = buildProductTree(moved);
    expect(tree.sub[1]?.sub.map((n) => n.id)).toEqual(['zip', 'terrasse']);
    expect(tree.sub[1]?.sub[1]?.sub.map((n) => n.metadata.path)).toEqual(['produkter/screens/terrasse/motor', 'produkter/screens/terrasse/fjern']);
  });

  it('repairs gaps and duplicate indexes among siblings it touches', () => {
    const messy = [doc('a', null, 5), doc('b', null, 5), doc('c', null, 9)];
    expect(order(apply(messy, placeNode(messy, 'n', null, 1), 'n'), null)).toEqual(['a:0', 'n:1', 'b:2', 'c:3']);
  });
});

describe('closeGap', () => {
  it('re-numbers the siblings left after a delete', () => {
    const placements = closeGap(DOCS, 'markiser', new Set(['vindu']));
    expect(placements).toEqual(new Map([['terrasse', { category: 'markiser', index: 0 }]]));
    expect(closeGap(DOCS, 'markiser', new Set(['terrasse'])).size).toBe(0);
  });
});

describe('visibleProductTree: what visitors see', () => {
  const ids = (nodes: { id: string; sub: unknown[] }[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.sub as { id: string; sub: unknown[] }[])]);

  it('leaves out every draft and everything under it, keeps the rest as it is', () => {
    const docs = DOCS.map((d) => (d.id === 'terrasse' || d.id === 'screens' ? { ...d, draft: true } : d));
    const full = buildProductTree(docs);
    expect(full.sub[0]?.sub.find((n) => n.id === 'terrasse')).toMatchObject({ draft: true });
    const visible = visibleProductTree(full);
    expect(ids(visible.sub)).toEqual(['markiser', 'vindu']);
    // Pure: the full tree is not changed.
    expect(ids(full.sub)).toContain('motor');
  });

  it('leaves out a draft below a visible node, with everything under it', () => {
    const node = (id: string, extra: Record<string, unknown> = {}, sub: ProductNode[] = []): ProductNode =>
      ({ id, title: id, description: '', images: [], category: null, index: 0, categoryImage: null, metadata: { path: `produkter/${id}`, level: 0, isCategory: true, isProduct: false, isSubProduct: false }, sub, ...extra }) as ProductNode;
    const tree = { id: 'root' as const, sub: [node('a', {}, [node('a1', { draft: true }, [node('a1x')]), node('a2')]), node('b', { draft: true }, [node('b1')])] };
    expect(ids(visibleProductTree(tree).sub)).toEqual(['a', 'a2']);
  });

  it('marks every node with draft and modified_at (published and the epoch when never set)', () => {
    const tree = buildProductTree([{ ...doc('a', null, 0), modified_at: '2026-01-01T00:00:00.000Z' }, doc('b', null, 1)]);
    expect(tree.sub.map((n) => [n.draft, n.modified_at])).toEqual([
      [false, '2026-01-01T00:00:00.000Z'],
      [false, new Date(0).toISOString()],
    ]);
  });
});
