import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { inlineCssGzipBytes, phonePagesTable, pictureFit, type LargestPaint } from './phone-pages';

const photo = (url: string, cssWidth = 412, devicePixelRatio = 1.75): LargestPaint => ({ element: 'img', url, cssWidth, devicePixelRatio });

describe('pictureFit', () => {
  it('finds the smallest variant that covers the picture in device pixels', () => {
    expect(pictureFit(photo('/optimize/projects/a.jpg?w=1024&f=webp'))).toEqual({ chosen: 1024, needed: 721, best: 768 });
    expect(pictureFit(photo('/optimize/projects/a.jpg?w=1024&f=webp'), [256, 512, 1024, 1500])).toEqual({ chosen: 1024, needed: 721, best: 1024 });
  });

  it('takes the largest variant when none covers the picture, and reads an original as no variant', () => {
    expect(pictureFit(photo('/optimize/a.jpg?w=1500', 1280, 2))).toEqual({ chosen: 1500, needed: 2560, best: 1500 });
    expect(pictureFit(photo('/raw/a.jpg'))?.chosen).toBeNull();
  });

  it('has nothing to say of a text paint', () => {
    expect(pictureFit({ element: 'h1', url: '', cssWidth: 0, devicePixelRatio: 1.75 })).toBeNull();
  });
});

describe('inlineCssGzipBytes', () => {
  it('compresses the page’s inline style elements together, and nothing else of the page', () => {
    const html = '<html><head><style>.a{color:red}</style><link rel="stylesheet" href="/x.css"></head><body><p class="a">x</p><style data-x>.b{}</style></body></html>';
    expect(inlineCssGzipBytes(html)).toBe(gzipSync('.a{color:red}.b{}', { level: 9 }).length);
  });
});

describe('phonePagesTable', () => {
  it('marks a page whose HTML is over 16 kB and a picture larger than needed, and says whether the HTML fits the first window', () => {
    const tally = { within: 0, outside: 0 };
    const text = phonePagesTable(
      [
        { label: 'home', path: '/', result: { ok: true, htmlGzipBytes: 33_195, lcp: photo('/optimize/a.jpg?w=1500') } },
        { label: 'contact', path: '/kontakt', result: { ok: true, htmlGzipBytes: 12_000, inlineCssGzipBytes: 6_100, lcp: { element: 'h1', url: '', cssWidth: 0, devicePixelRatio: 1.75 } } },
        // Under 16 kB gzip, but what was sent (brotli and headers) is over the first window.
        { label: 'product', path: '/p', result: { ok: true, htmlGzipBytes: 14_000, htmlWireBytes: 14_700, lcp: null } },
        { label: 'reference', path: '/r', result: { ok: true, htmlGzipBytes: 15_000, htmlWireBytes: 13_000, lcp: null } },
      ],
      tally,
    );
    expect(text).toMatch(/home .*33\.2 kB ✗ +– +no +img +1500 w \(needs 721 px\) ✗ +768 w/);
    expect(text).toMatch(/contact .*12\.0 kB ✓ +– +yes +h1 +– +– +6\.1 kB/);
    expect(text).toMatch(/product .*14\.0 kB ✓ +14\.7 kB +no /);
    expect(text).toMatch(/reference .*15\.0 kB ✓ +13\.0 kB +yes /);
    expect(tally).toEqual({ within: 3, outside: 2 });
  });
});
