import { describe, expect, it } from 'vitest';
import { formatTable, kB, ms, num, pct } from './table';

describe('formatTable', () => {
  it('pads text to the left and figures to the right under a rule as wide as the header', () => {
    const text = formatTable([{ title: 'page' }, { title: 'size', align: 'right' }], [['/', '1.0 kB'], ['/kontakt', '12.5 kB ✓']]);
    expect(text.split('\n')).toEqual(['page           size', '───────────────────', '/            1.0 kB', '/kontakt  12.5 kB ✓']);
  });

  it('prints a note row as is, across the columns', () => {
    const text = formatTable([{ title: 'a' }, { title: 'b' }], [{ note: '  /x: ERROR boom' }, ['1', '2']]);
    expect(text.split('\n')[2]).toBe('  /x: ERROR boom');
    expect(text.split('\n')[3]).toBe('1  2');
  });

  it('leaves missing cells empty', () => {
    expect(formatTable([{ title: 'a' }, { title: 'b' }], [['only']]).split('\n')[2]).toBe('only');
  });
});

describe('figures', () => {
  it('formats kilobytes (1000 bytes), milliseconds, numbers and shares, with a dash for no figure', () => {
    expect(kB(161_996)).toBe('162.0 kB');
    expect(kB(456_123, 0)).toBe('456 kB');
    expect(ms(2918.6)).toBe('2919 ms');
    expect(num(0.0012, 3)).toBe('0.001');
    expect(pct(0.135)).toBe('13.5 %');
    expect([kB(null), ms(undefined), num(null), pct(Number.NaN)]).toEqual(['–', '–', '–', '–']);
  });
});
