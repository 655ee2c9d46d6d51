import { describe, expect, it } from 'vitest';
import { slugCandidate, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('turns Norwegian titles into readable ASCII ids', () => {
    expect(slugify('Åpen leddarmsmarkise')).toBe('apen-leddarmsmarkise');
    expect(slugify('Solskjerming for Ærlige Østlendinger')).toBe('solskjerming-for-aerlige-ostlendinger');
    expect(slugify('Café Ünïcode – 2024!')).toBe('cafe-unicode-2024');
    expect(slugify('  --Markiser & Screens--  ')).toBe('markiser-screens');
  });

  it('gives an empty string when nothing usable is left', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('日本')).toBe('');
  });

  it('stays within 100 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(99)} bbb`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('x'.repeat(300))).toHaveLength(100);
  });
});

describe('slugCandidate / uniqueSlug', () => {
  it('numbers candidates from 2 and keeps them within the id limit', () => {
    expect(slugCandidate('markise', 1)).toBe('markise');
    expect(slugCandidate('markise', 2)).toBe('markise-2');
    const long = slugCandidate('m'.repeat(100), 12);
    expect(long).toHaveLength(100);
    expect(long.endsWith('-12')).toBe(true);
  });

  it('returns the first free id, with a fallback for titles without letters', async () => {
    const taken = new Set(['markise', 'markise-2', 'produkt']);
    expect(await uniqueSlug('Markise', 'produkt', (c) => taken.has(c))).toBe('markise-3');
    expect(await uniqueSlug('Screen', 'produkt', (c) => taken.has(c))).toBe('screen');
    expect(await uniqueSlug('???', 'produkt', (c) => taken.has(c))).toBe('produkt-2');
    expect(await uniqueSlug('Markise', 'produkt', async (c) => taken.has(c))).toBe('markise-3');
  });
});
