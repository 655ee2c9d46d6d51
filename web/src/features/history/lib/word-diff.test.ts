import { describe, expect, it } from 'vitest';
import { htmlToText, wordDiff } from './word-diff';

describe('htmlToText', () => {
  it('keeps one paragraph a block, bullets for list items and line breaks, and drops markup', () => {
    expect(htmlToText('<h2>Markiser</h2><p>Solid <strong>kvalitet</strong>,<br>lang levetid.</p><ul><li>Motor</li><li>Sensor</li></ul>')).toBe(
      'Markiser\n\nSolid kvalitet,\nlang levetid.\n\n• Motor\n\n• Sensor',
    );
  });

  it('reads text, never runs it', () => {
    expect(htmlToText('<p>Hei</p><script>alert(1)</script><img src=x onerror="alert(1)">')).toBe('Hei\n\nalert(1)');
  });
});

describe('wordDiff', () => {
  it('marks whole words added and removed, keeping the rest', () => {
    const parts = wordDiff('Markiser til hytta, god pris.', 'Screens til hytta, god pris og rask montering.');
    expect(parts.filter((p) => p.change === 'removed').map((p) => p.text)).toEqual(['Markiser']);
    expect(parts.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['Screens', 'og rask montering']);
    expect(parts.filter((p) => p.change !== 'added').map((p) => p.text).join('')).toBe('Markiser til hytta, god pris.');
    expect(parts.filter((p) => p.change !== 'removed').map((p) => p.text).join('')).toBe('Screens til hytta, god pris og rask montering.');
  });
});
