import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { OptimizeQuerySchema } from '@rms/schema';
import { cropAround } from '../../adapters/image-processor';
import { imageIdFromParam, mediaPathOfSrc, parseMediaPath, variantPath, variantSpecOf } from './media-paths';

function errorCodeOf(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

describe('OptimizeQuerySchema: a closed set', () => {
  it.each([{}, { w: '256' }, { w: '512', f: 'webp', q: '80' }, { w: '768', f: 'webp' }, { w: '1024', f: 'avif' }, { w: '1500', f: 'jpg', q: '80' }, { f: 'png' }])('accepts %o', (query) => {
    expect(OptimizeQuerySchema.safeParse(query).success).toBe(true);
  });

  it.each([{ q: '37' }, { q: '79.9' }, { w: '300' }, { w: '0256' }, { w: '4000' }, { h: '77' }, { h: '256' }, { junk: '1' }, { f: 'gif' }, { w: ['256', '512'] }])('refuses %o', (query) => {
    expect(OptimizeQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('parseMediaPath', () => {
  it('parses an original under raw/', () => {
    expect(parseMediaPath('products/markiser/k3x9a1b2c3d4.jpg')).toEqual({
      storagePath: 'raw/products/markiser/k3x9a1b2c3d4.jpg',
      relative: 'products/markiser/k3x9a1b2c3d4.jpg',
      stem: 'products/markiser/k3x9a1b2c3d4',
      kind: 'products',
      format: 'jpeg',
    });
    expect(parseMediaPath('projects/hytte/abc.WEBP').format).toBe('webp');
    expect(parseMediaPath('site/hero.png').storagePath).toBe('raw/site/hero.png');
  });

  it('reads commas as folder separators', () => {
    expect(parseMediaPath('products,markiser,k3x9.jpg').storagePath).toBe('raw/products/markiser/k3x9.jpg');
    expect(parseMediaPath('products%2Cmarkiser%2Ck3x9.gif').format).toBe('gif');
  });

  it.each([
    '../etc/passwd',
    'products/../../etc/passwd.jpg',
    'products/a/../b.jpg',
    '..%2f..%2fetc%2fpasswd.jpg',
    '%2e%2e/%2e%2e/secret.jpg',
    '%2E%2E%2Fx.jpg',
    'products/%252e%252e/x.jpg',
    'products\\..\\x.jpg',
    'products%5c..%5cx.jpg',
    '/etc/passwd.jpg',
    '%2fetc%2fpasswd.jpg',
    'C:/windows/x.jpg',
    'products/a/x.jpg%00.png',
    'products/a/%00x.jpg',
    'products//x.jpg',
    'products/./x.jpg',
    '..,..,x.jpg',
    'products/a/%zz.jpg',
    '',
  ])('refuses traversal or malformed path %j as invalid', (path) => {
    expect(errorCodeOf(() => parseMediaPath(path))).toBe('VALIDATION_FAILED');
  });

  it.each(['backups/backup-1.json', 'products/a/readme.txt', 'products/a/x', 'secrets/a/x.jpg', 'x.jpg', 'products/a/b/c/d.jpg'])(
    'finds no original for a clean path that names none %j',
    (path) => {
      expect(errorCodeOf(() => parseMediaPath(path))).toBe('NOT_FOUND');
    },
  );
});

describe('mediaPathOfSrc', () => {
  it('maps a stored src to its original', () => {
    expect(mediaPathOfSrc('products,markiser,abc.jpg')?.storagePath).toBe('raw/products/markiser/abc.jpg');
  });
  it('ignores absolute URLs, empty and foreign sources', () => {
    expect(mediaPathOfSrc('https://example.com/a.jpg')).toBeNull();
    expect(mediaPathOfSrc('')).toBeNull();
    expect(mediaPathOfSrc('products,..,..,x.jpg')).toBeNull();
  });
});

describe('variantSpecOf and variantPath', () => {
  const source = parseMediaPath('products/abc/x1.jpg');

  it('keeps the original format when f is absent and maps jpg to jpeg', () => {
    expect(variantSpecOf({ w: 512 }, source)).toEqual({ width: 512, height: null, format: 'jpeg', quality: 80 });
    expect(variantSpecOf({ w: 1500, f: 'jpg', q: '80' }, source)).toEqual({ width: 1500, height: null, format: 'jpeg', quality: 80 });
  });

  it('keeps every variant of one original in one folder under optimized/', () => {
    expect(variantPath(source, variantSpecOf({ w: 512, f: 'webp', q: '80' }, source))).toBe('optimized/products/abc/x1/w512-q80.webp');
    expect(variantPath(source, variantSpecOf({ f: 'avif' }, source))).toBe('optimized/products/abc/x1/orig-q80.avif');
    expect(variantPath(source, variantSpecOf({}, source))).toBe('optimized/products/abc/x1/orig-q80.jpg');
  });

  it('names the share crop by its size and focus, so each focal point has its own file in the same folder', () => {
    const query = OptimizeQuerySchema.parse({ w: '1200', h: '630', f: 'jpg', fx: '30', fy: '5', q: '80' });
    const spec = variantSpecOf(query, source);
    expect(spec).toEqual({ width: 1200, height: 630, format: 'jpeg', quality: 80, crop: { x: 0.3, y: 0.05 } });
    expect(variantPath(source, spec)).toBe('optimized/products/abc/x1/w1200-h630-fx30-fy5-q80.jpg');
  });
});

describe('OptimizeQuerySchema', () => {
  it.each([
    [{ w: '1200', h: '630', f: 'jpg', fx: '0', fy: '100' }, true],
    [{ w: '1200', h: '630', f: 'jpg', fx: '32', fy: '0' }, false],
    [{ w: '1200', h: '630', f: 'jpg' }, false],
    [{ w: '1200', f: 'jpg' }, false],
    [{ w: '512', fy: '50' }, false],
    [{ w: '512', h: '630', f: 'jpg', fx: '50', fy: '50' }, false],
    [{ w: '512', f: 'webp' }, true],
  ])('%o is accepted: %s', (query, ok) => {
    expect(OptimizeQuerySchema.safeParse(query).success).toBe(ok);
  });
});

describe('cropAround', () => {
  it('scales to cover the box and centres the focus as far as the edges allow', () => {
    const box = { width: 1200, height: 630 };
    expect(cropAround({ x: 0.5, y: 0 }, { width: 1000, height: 1000 }, box)).toEqual({ scaled: { width: 1200, height: 1200 }, region: { left: 0, top: 0, ...box } });
    expect(cropAround({ x: 0.5, y: 0.5 }, { width: 1000, height: 1000 }, box).region.top).toBe(285);
    expect(cropAround({ x: 0.5, y: 1 }, { width: 1000, height: 1000 }, box).region.top).toBe(570);
    // A wide picture is cut at the sides: the focus at 90 % from the left keeps the right edge.
    expect(cropAround({ x: 0.9, y: 0.5 }, { width: 4000, height: 1000 }, box)).toEqual({ scaled: { width: 2520, height: 630 }, region: { left: 1320, top: 0, ...box } });
  });
});

describe('imageIdFromParam', () => {
  it('uses the last part of a comma-separated id', () => {
    expect(imageIdFromParam('abc123')).toBe('abc123');
    expect(imageIdFromParam('projects,hytte,abc123.jpg')).toBe('abc123.jpg');
    expect(imageIdFromParam('a,b,')).toBe('b');
  });
});
