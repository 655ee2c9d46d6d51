import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('spells the Norwegian letters in ASCII', () => {
    expect(slugify('Åpen leddarmsmarkise')).toBe('apen-leddarmsmarkise');
    expect(slugify('Mørkleggingsgardiner')).toBe('morkleggingsgardiner');
    expect(slugify('Serviceavtale for næringsbygg')).toBe('serviceavtale-for-naeringsbygg');
  });

  it('drops accents and punctuation and collapses separators', () => {
    expect(slugify('Butikk- og kafémarkiser')).toBe('butikk-og-kafemarkiser');
    expect(slugify('  Plisségardiner & rullegardiner!  ')).toBe('plissegardiner-rullegardiner');
    expect(slugify('Pergola 4 x 6 m')).toBe('pergola-4-x-6-m');
  });

  it('stays within the id length limit without a trailing dash', () => {
    const id = slugify(`${'a'.repeat(99)} b`);
    expect(id).toMatch(/^[a-z0-9-]{1,100}$/);
    expect(id.endsWith('-')).toBe(false);
  });
});
