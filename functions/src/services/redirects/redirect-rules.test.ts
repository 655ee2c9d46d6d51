import type { ProductTree, Redirect } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../../repositories/products';
import { buildProductTree } from '../shared/product-tree';
import { finalTarget, manualRedirectProblem, movedPaths, redirectWrites, sitePages } from './redirect-rules';

const doc = (id: string, category: string | null, draft = false): ProductDoc => ({ id, title: id, description: '', images: [], category, index: 0, ...(draft ? { draft } : {}) });
const redirect = (from: string, to: string): Redirect => ({ id: from, from, to, created_at: '2024-01-01T00:00:00.000Z', created_by: 'auto', reason: 'product.move' });
const author = { by: 'auto', reason: 'product.move', at: '2024-02-01T00:00:00.000Z' };

describe('the addresses a move changes', () => {
  it('are the node’s and every child’s, but never a draft’s (its address was never public)', () => {
    const before = buildProductTree([doc('a', null), doc('b', null), doc('p', 'a'), doc('c', 'p'), doc('d', 'p', true)]);
    const after = buildProductTree([doc('a', null), doc('b', null), doc('p', 'b'), doc('c', 'p'), doc('d', 'p', true)]);
    const visible: ProductTree = { ...before, sub: before.sub.map((n) => ({ ...n, sub: n.sub.map((p) => ({ ...p, sub: p.sub.filter((s) => !s.draft) })) })) };
    expect(movedPaths(visible, after)).toEqual([
      { from: '/produkter/a/p', to: '/produkter/b/p' },
      { from: '/produkter/a/p/c', to: '/produkter/b/p/c' },
    ]);
  });
});

describe('the redirects a change of paths writes', () => {
  it('collapse chains, retire those from a page again, and drop one that would lead to itself', () => {
    const existing = [redirect('/x', '/b'), redirect('/b-old', '/b'), redirect('/c', '/q'), redirect('/keep', '/om')];
    const writes = redirectWrites(existing, [{ from: '/b', to: '/c' }], [], author);
    expect(writes.delete).toEqual(['/c']);
    expect(writes.set.map((r) => [r.from, r.to])).toEqual([
      ['/x', '/c'],
      ['/b-old', '/c'],
      ['/b', '/c'],
    ]);
    expect(redirectWrites([redirect('/c', '/b')], [{ from: '/b', to: '/c' }], [], author).delete).toEqual(['/c']);
  });
});

describe('a hand-made redirect', () => {
  const tree = buildProductTree([doc('a', null), doc('p', 'a'), doc('utkast', 'a', true)]);
  const pages = sitePages({ tree, projects: [] }, { tree: { ...tree, sub: tree.sub.map((n) => ({ ...n, sub: n.sub.filter((s) => !s.draft) })) }, projects: [] });

  it('may lead to a page visitors can see, also through an old address', () => {
    expect(manualRedirectProblem({ from: '/produkter.html', to: '/produkter/a/p' }, [], pages)).toBeNull();
    expect(manualRedirectProblem({ from: '/produkter.html', to: '/gammel' }, [redirect('/gammel', '/produkter/a/p')], pages)).toBeNull();
  });

  it('is refused from a page (drafts and short addresses too), to a missing or draft page, and in a loop', () => {
    for (const from of ['/produkter/a/utkast', '/produkter/p', '/personvern', '/admin/innstillinger']) expect(manualRedirectProblem({ from, to: '/om' }, [], pages)?.field).toBe('from');
    expect(manualRedirectProblem({ from: '/x', to: '/produkter/a/utkast' }, [], pages)?.message).toContain('Finner ingen side');
    expect(manualRedirectProblem({ from: '/x', to: '/y' }, [redirect('/y', '/z'), redirect('/z', '/x')], pages)?.message).toContain('sløyfe');
    expect(finalTarget('/y', [redirect('/y', '/z'), redirect('/z', '/y')])).toBeNull();
  });
});
