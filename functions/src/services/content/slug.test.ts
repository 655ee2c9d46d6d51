import { describe, expect, it } from 'vitest';
import { slugCandidate, uniqueSlug } from './slug';

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
