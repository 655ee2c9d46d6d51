import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('spells the Norwegian letters in ASCII', () => {
    expect(slugify('Åpen leddarmsmarkise')).toBe('apen-leddarmsmarkise');
    expect(slugify('Mørkleggingsgardiner')).toBe('morkleggingsgardiner');
    expect(slugify('Solskjerming for Ærlige Østlendinger')).toBe('solskjerming-for-aerlige-ostlendinger');
    expect(slugify('Serviceavtale for næringsbygg')).toBe('serviceavtale-for-naeringsbygg');
  });

  it('spells letters NFKD cannot split (ß, œ, đ, ł, þ) instead of dropping them', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('STRASSE ẞ')).toBe('strasse-ss');
    expect(slugify('Œuvre Đakovo Łódź Þingvellir')).toBe('oeuvre-dakovo-lodz-thingvellir');
  });

  it('drops accents and punctuation and collapses separators', () => {
    expect(slugify('Café Ünïcode – 2024!')).toBe('cafe-unicode-2024');
    expect(slugify('Butikk- og kafémarkiser')).toBe('butikk-og-kafemarkiser');
    expect(slugify('Grüße aus Köln, Ä')).toBe('grusse-aus-koln-a');
    expect(slugify('  --Markiser & Screens--  ')).toBe('markiser-screens');
  });

  it('gives an empty string when nothing usable is left', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('日本')).toBe('');
  });

  it('stays within the length limit without a trailing dash', () => {
    expect(slugify(`${'a'.repeat(99)} bbb`)).toBe('a'.repeat(99));
    expect(slugify('x'.repeat(300))).toHaveLength(100);
    expect(slugify('Før sommeren 2026 – ny markise', 12)).toBe('for-sommeren');
    expect(slugify('abc def', 4)).toBe('abc');
  });
});
