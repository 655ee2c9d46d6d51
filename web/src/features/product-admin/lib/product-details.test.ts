import { describe, expect, it } from 'vitest';
import { DETAILS_REQUIRED_MESSAGE } from '@/features/editor';
import { CATEGORY_REQUIRED_MESSAGE, hasEnoughImages, newProductId, parentIdOf, ProductDetailsSchema, type ProductDetailsInput } from './product-details';

/** The message the form shows: the first issue, in the order title, description, category. */
const firstMessage = (details: ProductDetailsInput) => ProductDetailsSchema.safeParse(details).error?.issues[0]?.message ?? null;

describe('product wizard validation', () => {
  const valid = { title: 'Terrassemarkise', description: '<p>God skygge</p>', category: 'markiser' };

  it('accepts a title, a description with text and a chosen category, and gives what the API takes', () => {
    expect(firstMessage(valid)).toBeNull();
    expect(ProductDetailsSchema.parse({ ...valid, title: '  Terrassemarkise ' })).toEqual({ ...valid, title: 'Terrassemarkise' });
    expect(ProductDetailsSchema.parse({ ...valid, category: 'root' }).category).toBeNull();
  });

  it.each([
    ['no title', { ...valid, title: '   ' }],
    ['an empty editor', { ...valid, description: '<p></p>' }],
    ['no description', { ...valid, description: '' }],
    ['no title and no category', { ...valid, title: '', category: null }],
  ])("refuses %s with 'Title and description are required'", (_case, details) => {
    expect(firstMessage(details)).toBe(DETAILS_REQUIRED_MESSAGE);
    expect(DETAILS_REQUIRED_MESSAGE).toBe('Title and description are required');
  });

  it("refuses title and description without a category with 'Velg en produktkategori'", () => {
    expect(firstMessage({ ...valid, category: null })).toBe(CATEGORY_REQUIRED_MESSAGE);
    expect(CATEGORY_REQUIRED_MESSAGE).toBe('Velg en produktkategori');
  });

  it("keeps the API's own rule for a long title (TitleSchema's message)", () => {
    expect(firstMessage({ ...valid, title: 'x'.repeat(201) })).toBe('Title is at most 200 characters');
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

describe('client-generated product ids', () => {
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
