import type { ProductNode } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { visibleProductTree } from './product-tree';

const node = (id: string, extra: Record<string, unknown> = {}, sub: ProductNode[] = []): ProductNode =>
  ({ id, title: id, description: '', images: [], category: null, index: 0, categoryImage: null, metadata: { path: `produkter/${id}`, level: 0, isCategory: true, isProduct: false, isSubProduct: false }, sub, ...extra }) as ProductNode;

describe('visibleProductTree', () => {
  it('leaves out draft nodes and everything under them', () => {
    const tree = { id: 'root' as const, sub: [node('a', {}, [node('a1', { draft: true }, [node('a1x')]), node('a2')]), node('b', { draft: true }, [node('b1')])] };
    const ids = (nodes: ProductNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.sub)]);
    expect(ids(visibleProductTree(tree).sub)).toEqual(['a', 'a2']);
  });
});
