import { describe, expect, it } from 'vitest';
import { CATEGORY_REQUIRED_MESSAGE, DETAILS_REQUIRED_MESSAGE, hasEnoughImages, newProductId, parentIdOf, validateProductDetails } from './product-details';

describe('product wizard validation (spec §5)', () => {
  const valid = { title: 'Terrassemarkise', description: '<p>God skygge</p>', category: 'markiser' };

  it('accepts a title, a description with text and a chosen category', () => {
    expect(validateProductDetails(valid)).toBeNull();
  });

  it.each([
    ['no title', { ...valid, title: '   ' }],
    ['an empty editor', { ...valid, description: '<p></p>' }],
    ['no description', { ...valid, description: '' }],
    ['no title and no category', { ...valid, title: '', category: null }],
  ])("refuses %s with 'Title and description are required'", (_case, details) => {
    expect(validateProductDetails(details)).toBe(DETAILS_REQUIRED_MESSAGE);
    expect(DETAILS_REQUIRED_MESSAGE).toBe('Title and description are required');
  });

  it("refuses title and description without a category with 'Velg en produktkategori' (issue 11)", () => {
    expect(validateProductDetails({ ...valid, category: null })).toBe(CATEGORY_REQUIRED_MESSAGE);
    expect(CATEGORY_REQUIRED_MESSAGE).toBe('Velg en produktkategori');
  });

  it('needs at least one image in step two', () => {
    expect(hasEnoughImages(0)).toBe(false);
    expect(hasEnoughImages(1)).toBe(true);
  });

  it('maps the top-level choice to no parent', () => {
    expect(parentIdOf('root')).toBeNull();
    expect(parentIdOf('markiser')).toBe('markiser');
  });
});

describe('client-generated product ids (spec §4)', () => {
  it('slugs Norwegian titles as the server does', () => {
    expect(newProductId('Screens & Solskjerming på Øvre Romerike – Straße!', () => 0)).toBe('screens-solskjerming-pa-ovre-romerike-strasse-aaaaa');
  });

  it('adds a short random suffix and stays a valid id', () => {
    const id = newProductId('Vindusmarkise', () => 0.5);
    expect(id).toBe('vindusmarkise-sssss');
    expect(newProductId('Vindusmarkise')).toMatch(/^vindusmarkise-[a-z0-9]{5}$/);
    expect(newProductId('!!!')).toMatch(/^produkt-[a-z0-9]{5}$/);
    expect(newProductId('x'.repeat(300)).length).toBeLessThanOrEqual(100);
  });
});
