import { describe, expect, it } from 'vitest';
import { renderShell } from './shell';

describe('renderShell', () => {
  const html = renderShell();
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

  it('renders the page frame as static HTML: the six main links, an empty main and the footer', () => {
    const links = [...doc.querySelectorAll('nav[aria-label="Hovedmeny"] a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Hjem', '/'],
      ['Referanser', '/referanser'],
      ['Produkter', '/produkter'],
      ['Om', '/om'],
      ['Befaring', '/befaring'],
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
