import { describe, expect, it } from 'vitest';
import { changedFields, kindOfChange } from './versions';

const image = (id: string, extra: Record<string, unknown> = {}) => ({ id, src: `projects,p,${id}.jpg`, title: '', alt_text: '', isMain: false, ...extra });

describe('what a change changed', () => {
  const project = { title: 'Hytte', description: '<p>Tekst</p>', images: [image('a', { isMain: true })], draft: true, created_at: 'x', modified_at: 'y' };

  it('names the content fields that differ, and none for a save without changes (time stamps are not content)', () => {
    expect(changedFields('project', project, { ...project, modified_at: 'z' })).toEqual([]);
    expect(changedFields('project', project, { ...project, description: '<p>Ny</p>' })).toEqual(['description']);
    expect(changedFields('project', project, { ...project, images: [image('a', { isMain: true, alt_text: 'Fasade' })] })).toEqual(['images']);
  });

  it('reads a missing draft flag as the store does: a project is a draft, a product is not', () => {
    const { draft: _d, ...noFlag } = project;
    expect(changedFields('project', noFlag, project)).toEqual([]);
    expect(changedFields('product', { ...noFlag, category: null, index: 0 }, { ...noFlag, category: null, index: 0, draft: false })).toEqual([]);
  });

  it("ignores a product's position among its siblings, and compares maps whatever their key order", () => {
    const product = { title: 'Markise', description: '', images: [], category: 'markiser', index: 0, categoryImage: null };
    expect(changedFields('product', product, { ...product, index: 3 })).toEqual([]);
    expect(changedFields('product', product, { ...product, category: 'screens' })).toEqual(['category']);
    expect(changedFields('settings', { map: { lat: 1, lng: 2 } }, { map: { lng: 2, lat: 1 } })).toEqual([]);
  });

  it('calls a change publisert, avpublisert, bilder or endret', () => {
    expect(kindOfChange('project', { draft: false }, ['draft', 'title'])).toBe('publisert');
    expect(kindOfChange('product', { draft: true }, ['draft'])).toBe('avpublisert');
    expect(kindOfChange('product', {}, ['images', 'categoryImage'])).toBe('bilder');
    expect(kindOfChange('project', {}, ['title', 'images'])).toBe('endret');
  });
});
