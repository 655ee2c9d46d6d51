import { describe, expect, it } from 'vitest';
import { useBrowser, watchErrors } from './support/browser';
import { adminAccount, newSignInContext, signInWithGoogle, storedRole } from './support/auth';

const browser = await useBrowser();

describe('signing in', () => {
  it('signs the admin in through the Google popup and shows the user menu', async () => {
    const context = await newSignInContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInWithGoogle(page, adminAccount);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedRole(page)).toBe('admin');
    await page.getByRole('button', { name: /brukermeny/ }).click();
    const menu = page.getByRole('menu', { name: 'Brukermeny' });
    for (const item of ['Admin', 'Legg til nytt prosjekt', 'Legg til nytt produkt', 'Profile', 'Sign Out']) {
      expect(await menu.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');

    // The mobile menu's 'Min Konto' has Admin for an administrator.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const account = page.getByRole('dialog', { name: 'Navigasjon' }).getByRole('region', { name: 'Min Konto' });
    expect(await account.getByRole('link').allTextContents()).toEqual(['Min Profil', 'Admin', 'Innstillinger']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
