import { describe, expect, it } from 'vitest';
import { formatKroner, parseKroner } from './numbers';

describe('kroner', () => {
  it('reads whole kroner as people type them, and nothing else', () => {
    expect(['48000', '48 000', '48\u00a0000', '48.000', '48 000 kr', '48000,-'].map(parseKroner)).toEqual([48000, 48000, 48000, 48000, 48000, 48000]);
    expect(['', 'kr', '48,5', '-100', '48k', '12345678901'].map(parseKroner)).toEqual([null, null, null, null, null, null]);
  });

  it('writes a sum with a space between thousands', () => {
    expect(formatKroner(48000).replace(/\s/g, ' ')).toBe('48 000 kr');
  });
});
