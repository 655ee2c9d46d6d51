import { describe, expect, it } from 'vitest';
import { newContext, useBrowser, watchErrors } from './support/browser';

// The platform's modal <dialog> in a real browser (docs/decisions/083): what jsdom cannot show.

const browser = await useBrowser();

describe('the mobile menu at 375 px', () => {
  it('keeps focus inside while open and gives it back to the menu button on Escape', async () => {
    const context = await newContext(browser, { width: 375, height: 812 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/om');
    const menuButton = page.getByRole('button', { name: 'Åpne meny' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Navigasjon' });
    await menu.waitFor();

    // Where focus is: in the menu, or (past its last stop) in the browser's own UI, which leaves the
    // page's body focused; never on the page behind, which the modal dialog makes inert.
    // (Scripts for the page are strings: the e2e project has no DOM types.)
    const focusIn = () =>
      page.evaluate<string>(`(() => {
        const active = document.activeElement;
        return !active || active === document.body ? 'browser' : active.closest('#mobile-menu') ? 'menu' : 'page';
      })()`);
    expect(await focusIn()).toBe('menu');
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      seen.add(await focusIn());
    }
    expect(seen.has('page')).toBe(false);
    expect(seen.has('menu')).toBe(true);
    // The page behind is inert while the menu is open: not even a script can focus its links.
    const focusBehind = () =>
      page.evaluate<boolean>(`(() => {
        const link = document.querySelector('footer a[href]');
        link?.focus();
        return link !== null && document.activeElement === link;
      })()`);
    expect(await focusBehind()).toBe(false);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate<string | undefined>('document.activeElement?.getAttribute("aria-label")')).toBe('Åpne meny');
    expect(errors).toEqual([]);
    await context.close();
  });
});
