import { describe, expect, it } from 'vitest';
import { heroSlides } from './content/company';
import { imageSrcSet } from './lib/image-url';
import { homePreloadTag, renderShell } from './shell';

describe('renderShell', () => {
  const html = renderShell();
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

  it('renders the page frame as static HTML: the five main links, an empty main and the footer', () => {
    const links = [...doc.querySelectorAll('nav[aria-label="Hovedmeny"] a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Hjem', '/'],
      ['Referanser', '/referanser'],
      ['Produkter', '/produkter'],
      ['Om', '/om'],
      ['Kontakt', '/kontakt'],
    ]);
    expect(doc.querySelector('main')?.childElementCount).toBe(0);
    expect(doc.querySelector('footer')?.textContent).toContain('Admin login');
  });

  it('marks no menu item as the current page and shows no account controls', () => {
    expect(doc.querySelector('[aria-current="page"]')).toBeNull();
    expect(html).not.toContain('Sign Out');
  });
});

describe('homePreloadTag', () => {
  it('preloads the first hero slide with exactly the srcset and sizes the carousel asks for', () => {
    const link = new DOMParser().parseFromString(`<head>${homePreloadTag()}</head>`, 'text/html').querySelector('link');
    expect(link?.getAttribute('rel')).toBe('preload');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('imagesrcset')).toBe(imageSrcSet(heroSlides[0]!.image.src));
    expect(link?.getAttribute('imagesizes')).toBe('100vw');
  });
});

describe('renderShell for the home page', () => {
  it('paints the first hero slide in the HTML, the same picture the preload fetches', () => {
    const doc = new DOMParser().parseFromString(renderShell({ home: true }), 'text/html');
    const first = doc.querySelector('main img');
    expect(first?.getAttribute('alt')).toBe(heroSlides[0]!.image.alt_text);
    expect(first?.getAttribute('srcset')).toBe(imageSrcSet(heroSlides[0]!.image.src));
    expect(first?.getAttribute('sizes')).toBe('100vw');
  });
});
