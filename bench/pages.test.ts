import { describe, expect, it } from 'vitest';
import { pickProductPath, pickProjectPath, type TreeNode } from './pages';

const node = (id: string, path: string, isProduct: boolean, images: string[] = [], sub: TreeNode[] = []): TreeNode => ({ id, images, metadata: { path, isProduct }, sub });

describe('pickProductPath', () => {
  it('picks the first product (level 1) that has images, by its tree path', () => {
    const tree = {
      sub: [
        node('markiser', 'produkter/markiser', false, ['c.jpg'], [node('kassett', 'produkter/markiser/kassett', true), node('terrasse', 'produkter/markiser/terrasse', true, ['t.jpg'])]),
      ],
    };
    expect(pickProductPath(tree)).toBe('/produkter/markiser/terrasse');
  });

  it('falls back to the first product without images, and to null when there is none', () => {
    expect(pickProductPath({ sub: [node('m', 'produkter/m', false, [], [node('k', 'produkter/m/k', true)])] })).toBe('/produkter/m/k');
    expect(pickProductPath({ sub: [node('m', 'produkter/m', false)] })).toBeNull();
    expect(pickProductPath(null)).toBeNull();
  });
});

describe('pickProjectPath', () => {
  it('picks a published project with images, never a draft', () => {
    const projects = [
      { id: 'utkast', draft: true, images: ['a.jpg'] },
      { id: 'uten-bilder', draft: false, images: [] },
      { id: 'hytte i nes', draft: false, images: ['b.jpg'] },
    ];
    expect(pickProjectPath(projects)).toBe('/referanser/hytte%20i%20nes');
  });

  it('falls back to a published project without images, and to null when all are drafts', () => {
    expect(pickProjectPath([{ id: 'a', draft: false }])).toBe('/referanser/a');
    expect(pickProjectPath([{ id: 'a', draft: true }])).toBeNull();
    expect(pickProjectPath(undefined)).toBeNull();
  });
});
