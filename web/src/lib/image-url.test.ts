import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, isStoredImage, optimizedUrl, shareCropUrl, variantWidth } from './image-url';

describe('imageUrl (source rules)', () => {
  it('uses http and https sources as they are', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('http://example.com/b.png')).toBe('http://example.com/b.png');
  });

  it('gives the default icon for an empty source', () => {
    expect(imageUrl('')).toBe('/favicon-32x32.png');
    expect(imageUrl('   ')).toBe('/favicon-32x32.png');
    expect(imageUrl(undefined)).toBe('/favicon-32x32.png');
  });

  it('treats commas as folders under raw/', () => {
    expect(imageUrl('products,abc,x1.jpg')).toBe('/raw/products/abc/x1.jpg');
    expect(imageUrl('site,hero-1.jpg')).toBe('/raw/site/hero-1.jpg');
  });

  it('leaves local assets and previews alone', () => {
    expect(imageUrl('/image/not_found.jpg')).toBe('/image/not_found.jpg');
    expect(imageUrl('blob:http://x/1')).toBe('blob:http://x/1');
    expect(isStoredImage('/logos/a.svg')).toBe(false);
  });
});

describe('optimizedUrl', () => {
  it('asks the optimizer for webp at quality 80', () => {
    expect(optimizedUrl('products,abc,x1.jpg', { w: 512 })).toBe('/optimize/products/abc/x1.jpg?w=512&f=webp&q=80');
  });

  it('omits the format for jpg', () => {
    expect(optimizedUrl('products,abc,x1.jpg', { w: 1024, f: 'jpg' })).toBe('/optimize/products/abc/x1.jpg?w=1024&q=80');
  });

  it('rounds widths up to the sizes the optimizer serves', () => {
    expect(variantWidth(100)).toBe(256);
    expect(variantWidth(600)).toBe(768);
    expect(variantWidth(800)).toBe(1024);
    expect(variantWidth(5000)).toBe(1500);
    expect(optimizedUrl('site,a.jpg', { w: 300 })).toBe('/optimize/site/a.jpg?w=512&f=webp&q=80');
  });

  it('returns the source itself when it has no variants', () => {
    expect(optimizedUrl('https://x.test/a.jpg', { w: 512 })).toBe('https://x.test/a.jpg');
    expect(imageSrcSet('https://x.test/a.jpg')).toBeUndefined();
  });

  it('writes a srcset over the four widths', () => {
    expect(imageSrcSet('site,a.jpg')).toBe(
      '/optimize/site/a.jpg?w=256&f=webp&q=80 256w, /optimize/site/a.jpg?w=512&f=webp&q=80 512w, /optimize/site/a.jpg?w=768&f=webp&q=80 768w, /optimize/site/a.jpg?w=1024&f=webp&q=80 1024w, /optimize/site/a.jpg?w=1500&f=webp&q=80 1500w',
    );
  });
});

describe('shareCropUrl', () => {
  it('asks the optimizer for the 1200×630 JPEG crop at the focus, rounded to its 5 % grid', () => {
    expect(shareCropUrl('products,abc,x1.jpg', { x: 0.33, y: 0.024 })).toBe('/optimize/products/abc/x1.jpg?w=1200&h=630&f=jpg&fx=35&fy=0&q=80');
    expect(shareCropUrl('projects,hytte,y.png', { x: 1, y: 0.5 })).toBe('/optimize/projects/hytte/y.png?w=1200&h=630&f=jpg&fx=100&fy=50&q=80');
  });
});
