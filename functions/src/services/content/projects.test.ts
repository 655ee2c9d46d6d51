import { describe, expect, it } from 'vitest';
import { toProject } from '../../repositories/projects';
import { byNewest, titleMatcher } from './projects';

describe('titleMatcher', () => {
  const titles = ['Villa Nittedal', 'Kontorbygg Jessheim', 'Hytte i Hurdal', 'Skole (Gjerdrum) 2.0'];
  const matching = (pattern: string) => titles.filter(titleMatcher(pattern));

  it('matches a case-insensitive substring', () => {
    expect(matching('jess')).toEqual(['Kontorbygg Jessheim']);
    expect(matching('DAL')).toEqual(['Villa Nittedal', 'Hytte i Hurdal']);
  });

  it('treats * as any run of characters', () => {
    expect(matching('*')).toEqual(titles);
    expect(matching('v*dal')).toEqual(['Villa Nittedal']);
    expect(matching('h*r*dal')).toEqual(['Hytte i Hurdal']);
  });

  it('treats every other character literally', () => {
    expect(matching('(Gjerdrum)')).toEqual(['Skole (Gjerdrum) 2.0']);
    expect(matching('2.0')).toEqual(['Skole (Gjerdrum) 2.0']);
    expect(matching('2?0')).toEqual([]);
    expect(matching('.+')).toEqual([]);
  });

  it('handles Norwegian letters case-insensitively', () => {
    expect(['Rekkehus på Kløfta'].filter(titleMatcher('KLØFTA'))).toHaveLength(1);
  });

  it('folds case as Unicode does: final sigma, the Kelvin sign and ß, but not the dotless i', () => {
    expect(titleMatcher('ΟΔΟΣ')('οδος')).toBe(true);
    expect(titleMatcher('σ')('ς')).toBe(true);
    expect(titleMatcher('\u212A')('k')).toBe(true);
    expect(titleMatcher('\u1E9E')('ß')).toBe(true);
    expect(titleMatcher('ı')('I')).toBe(false);
    expect(titleMatcher('İ')('i')).toBe(false);
  });

  it('lets * run over no line break, as before', () => {
    expect(titleMatcher('a*b')('a\nb')).toBe(false);
    expect(titleMatcher('a*b')('a\nab')).toBe(true);
    expect(titleMatcher('a\nb')('xa\nBx')).toBe(true);
  });

  it('answers a pattern with many stars against a long title without backtracking through every split', () => {
    // A regular expression built from this pattern took seconds on 40 characters and hours on these.
    const pathological = `${'*a'.repeat(40)}*b`;
    const long = 'a'.repeat(5000);
    expect(titleMatcher(pathological)(long)).toBe(false);
    expect(titleMatcher(pathological)(`${long}b`)).toBe(true);
    expect(titleMatcher(`${'*a'.repeat(40)}*`)(long)).toBe(true);
    expect(titleMatcher(`${'*a'.repeat(40)}*`)('a'.repeat(39))).toBe(false);
  });
});

describe('toProject / byNewest', () => {
  it('reads a stored document defensively', () => {
    expect(toProject('p', { title: 3, images: [{ id: 'a', src: 'x' }, { bad: true }] })).toEqual({
      id: 'p',
      title: 'p',
      description: '',
      images: [{ id: 'a', src: 'x', title: '', alt_text: '', isMain: false }],
      draft: true,
      created_at: '1970-01-01T00:00:00.000Z',
      modified_at: '1970-01-01T00:00:00.000Z',
    });
    expect(toProject('p', { draft: false }).draft).toBe(false);
  });

  it('orders newest modified_at first, then by id', () => {
    const p = (id: string, modified_at: string) => toProject(id, { modified_at });
    const list = [p('b', '2024-01-01T00:00:00.000Z'), p('c', '2025-01-01T00:00:00.000Z'), p('a', '2024-01-01T00:00:00.000Z')];
    expect(list.sort(byNewest).map((x) => x.id)).toEqual(['c', 'a', 'b']);
  });
});
