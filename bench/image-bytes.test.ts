import { describe, expect, it } from 'vitest';
import type { ResponseRecord } from './chunks';
import { isImageResponse, originalPath, originalsOf, tallyImages } from './image-bytes';

const image = (url: string, bytes: number, status = 200, contentType = 'image/webp'): ResponseRecord => ({ url, type: 'image', contentType, status, bytes });

describe('originalPath', () => {
  it('names the original behind a variant and behind a raw image', () => {
    expect(originalPath('http://h/optimize/projects/p1/abc.jpg?w=512&f=webp&q=80')).toBe('/raw/projects/p1/abc.jpg');
    expect(originalPath('/raw/products/m/x.png')).toBe('/raw/products/m/x.png');
  });

  it('has no original for site assets', () => {
    expect(originalPath('http://h/favicon-32x32.png')).toBeNull();
    expect(originalPath('http://h/image/not_found.jpg')).toBeNull();
  });
});

describe('isImageResponse', () => {
  it('counts image types and anything served by /optimize or /raw', () => {
    expect(isImageResponse(image('/logos/a.svg', 1, 200, 'image/svg+xml'))).toBe(true);
    expect(isImageResponse({ url: 'http://h/optimize/a.jpg?w=256', type: 'fetch', contentType: 'application/octet-stream', status: 200, bytes: 1 })).toBe(true);
    expect(isImageResponse({ url: 'http://h/assets/a.js', type: 'script', contentType: 'text/javascript', status: 200, bytes: 1 })).toBe(false);
  });
});

describe('tallyImages', () => {
  it('sums downloaded bytes against each distinct original once, and keeps site assets apart', () => {
    const responses = [
      image('http://h/optimize/projects/p/a.jpg?w=512', 40_000),
      image('http://h/optimize/projects/p/a.jpg?w=1024', 90_000),
      image('http://h/optimize/projects/p/b.jpg?w=512', 30_000),
      image('http://h/favicon-32x32.png', 500, 200, 'image/png'),
      image('http://h/optimize/projects/p/c.jpg?w=512', 0, 404),
    ];
    const sizes = new Map([
      ['/raw/projects/p/a.jpg', 800_000],
      ['/raw/projects/p/b.jpg', 600_000],
    ]);
    expect(tallyImages(responses, sizes)).toEqual({
      count: 4,
      bytes: 160_500,
      storedCount: 3,
      storedBytes: 160_000,
      originalsBytes: 1_400_000,
      missingOriginals: 0,
      assetBytes: 500,
    });
  });

  it('counts originals it could not weigh instead of guessing their size', () => {
    expect(tallyImages([image('http://h/raw/a.jpg', 10)], new Map()).missingOriginals).toBe(1);
  });
});

describe('originalsOf', () => {
  it('lists each original once, from successful image responses only', () => {
    const responses = [image('http://h/optimize/a.jpg?w=256', 1), image('http://h/optimize/a.jpg?w=512', 1), image('http://h/raw/b.jpg', 1, 404), image('http://h/logo.svg', 1)];
    expect(originalsOf(responses)).toEqual(['/raw/a.jpg']);
  });
});
