import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './image-validation';

describe('sniffImageFormat', () => {
  it('recognises the four accepted formats by their first bytes', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageFormat(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('GIF87a......'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
  });

  it('refuses text, SVG, HTML and other containers whatever the file is called', () => {
    expect(sniffImageFormat(Buffer.from('just some text'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<!doctype html><html></html>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
