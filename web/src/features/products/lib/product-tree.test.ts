import type { ProductNode, ProductTree } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { productNodeAt } from '../../../../../test/web/product-node';
import { ancestorsOf, branchesToExpand, findNodeByPath, resolveProductRoute } from './product-tree';

// Titles from the id; a sub-node names its parent as its category.
const node = (id: string, level: number, parentPath: string, sub: ProductNode[] = []) =>
  productNodeAt(id, id.charAt(0).toUpperCase() + id.slice(1), level, parentPath, sub.map((s) => ({ ...s, category: id })));

// markiser > terrassemarkise > motorstyring ; screens > fasadescreen
const tree: ProductTree = {
  id: 'root',
  sub: [
    node('markiser', 0, 'produkter', [
      node('terrassemarkise', 1, 'produkter/markiser', [node('motorstyring', 2, 'produkter/markiser/terrassemarkise')]),
      node('vindusmarkise', 1, 'produkter/markiser'),
    ]),
    node('screens', 0, 'produkter', [node('fasadescreen', 1, 'produkter/screens')]),
  ],
};

describe('resolveProductRoute', () => {
  it('shows the landing grid without ids', () => {
    expect(resolveProductRoute(tree, {})).toEqual({ kind: 'landing' });
  });

  it('shows a category screen for a category id', () => {
    const r = resolveProductRoute(tree, { categoryId: 'markiser' });
    expect(r).toMatchObject({ kind: 'category', node: { id: 'markiser' } });
  });

  it('resolves a product id given alone (as the landing grid links it) with its parent', () => {
    const r = resolveProductRoute(tree, { categoryId: 'terrassemarkise' });
    expect(r).toMatchObject({ kind: 'product', node: { id: 'terrassemarkise' }, parent: { id: 'markiser' } });
  });

  it('resolves nested category/product/sub routes', () => {
    expect(resolveProductRoute(tree, { categoryId: 'markiser', productId: 'vindusmarkise' })).toMatchObject({ kind: 'product', node: { id: 'vindusmarkise' }, parent: { id: 'markiser' } });
    expect(resolveProductRoute(tree, { categoryId: 'markiser', productId: 'terrassemarkise', subId: 'motorstyring' })).toMatchObject({
      kind: 'product',
      node: { id: 'motorstyring' },
      parent: { id: 'terrassemarkise' },
    });
  });

  it('is not found for unknown ids', () => {
    expect(resolveProductRoute(tree, { categoryId: 'finnes-ikke' })).toEqual({ kind: 'not-found' });
    expect(resolveProductRoute(tree, { categoryId: 'markiser', productId: 'finnes-ikke' })).toEqual({ kind: 'not-found' });
  });

  it('is not found when a product sits under the wrong category', () => {
    expect(resolveProductRoute(tree, { categoryId: 'screens', productId: 'vindusmarkise' })).toEqual({ kind: 'not-found' });
  });

  it('accepts a subId only for a node flagged as sub-product', () => {
    const flagless = structuredClone(tree);
    const sub = flagless.sub[0]!.sub[0]!.sub[0]!;
    sub.metadata = { ...sub.metadata, isSubProduct: false, isProduct: true };
    expect(resolveProductRoute(flagless, { categoryId: 'markiser', productId: 'terrassemarkise', subId: 'motorstyring' })).toEqual({ kind: 'not-found' });
  });

  it('never resolves a fourth level', () => {
    expect(resolveProductRoute(tree, { categoryId: 'markiser', productId: 'terrassemarkise', subId: 'motorstyring', subSubId: 'x' })).toEqual({ kind: 'not-found' });
  });

  it('ignores nodes whose metadata has no flag set', () => {
    const broken = structuredClone(tree);
    broken.sub[1]!.metadata = { ...broken.sub[1]!.metadata, isCategory: false };
    expect(resolveProductRoute(broken, { categoryId: 'screens' })).toEqual({ kind: 'not-found' });
  });
});

describe('tree lookups', () => {
  it('finds a node by path anywhere in the tree', () => {
    expect(findNodeByPath(tree.sub, '/produkter/markiser/terrassemarkise/motorstyring')?.id).toBe('motorstyring');
  });

  it('lists ancestors from the top', () => {
    expect(ancestorsOf(tree.sub, 'motorstyring').map((n) => n.id)).toEqual(['markiser', 'terrassemarkise']);
  });

  it('opens every branch above a search match, case-insensitively', () => {
    expect([...branchesToExpand(tree.sub, 'MOTOR')].sort()).toEqual(['markiser', 'terrassemarkise']);
    expect([...branchesToExpand(tree.sub, 'fasade')]).toEqual(['screens']);
    expect(branchesToExpand(tree.sub, '  ').size).toBe(0);
  });
});
