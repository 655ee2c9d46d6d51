import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch } from '../support/auth';
import { formToken } from '../support/contact';

// Every admin screen works on a 390 px phone without sideways scrolling: the document is never
// wider than the window. The admin menu (a button-opened list at this width) leads to each
// address of the admin area; the editor screens and the profile are reached by address.

const { page, content } = await useAdminSession({ width: 390, height: 844 });

/** The admin menu's entries, in order (app/admin-screens.ts): a new screen is checked once it is listed here. */
const ADMIN_MENU = [
  { label: 'Oversikt', path: '/admin' },
  { label: 'Henvendelser', path: '/admin/henvendelser' },
  { label: 'Befaring', path: '/admin/befaring' },
  { label: 'Salg', path: '/admin/salg' },
  { label: 'Innhold', path: '/admin/innhold' },
  { label: 'Bilder', path: '/admin/bilder' },
  { label: 'Besøk', path: '/admin/besok' },
  { label: 'Kampanjer', path: '/admin/kampanjer' },
  { label: 'Fram i tid', path: '/admin/fram-i-tid' },
  { label: 'Omdirigeringer', path: '/admin/omdirigeringer' },
  { label: 'Slettet', path: '/admin/slettet' },
  { label: 'Sikkerhetskopier', path: '/admin/sikkerhetskopier' },
  { label: 'Systemstatus', path: '/admin/systemstatus' },
  { label: 'Innstillinger', path: '/admin/innstillinger' },
  { label: 'Brukere', path: '/admin/brukere' },
];

/** The document's width against the window's, once the screen has its heading and its data. */
async function widths(): Promise<{ document: number; window: number }> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: window.innerWidth }));
}

describe('the admin area on a 390 px phone', () => {
  it('has a menu that leads to every admin address, each no wider than the screen', async () => {
    // An enquiry with an e-mail address longer than a phone is wide, which must wrap in the inbox.
    const contactEmail = `kari.nordmann.med.en.adresse.uten.bindestreker.${Date.now().toString(36)}@eksempelfirmaetsittlangedomene.no`;
    const body = { name: 'Kari', contactEmail, subject: 'Lang adresse', message: 'Hei', formToken: await formToken(page.context()) };
    expect((await apiFetch(page.context(), '/api/email/send', { method: 'POST', body })).status).toBe(200);
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Adminmeny' });
    const toggle = menu.getByRole('button', { name: /Adminmeny/ });
    await toggle.click();
    const links = menu.getByRole('link');
    expect(await links.allTextContents()).toEqual(ADMIN_MENU.map((entry) => entry.label));
    await toggle.click();

    const tooWide: string[] = [];
    for (const entry of ADMIN_MENU) {
      await toggle.click();
      await menu.getByRole('link', { name: entry.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === entry.path);
      // Choosing an entry closes the menu again.
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const { document, window } = await widths();
      if (document > window) tooWide.push(`${entry.path}: ${document} px`);
    }
    expect(tooWide).toEqual([]);
  });

  it('fits the profile and the product and project screens for new and existing items', async () => {
    const productId = await content.product({ title: `E2E Smal skjerm ${Date.now().toString(36)}` });
    const projectId = await content.project({ title: `E2E Smal skjerm ${Date.now().toString(36)}` });
    const tooWide: string[] = [];
    for (const path of ['/profile', '/produkter/ny', '/referanser/ny', `/produkter/endre/${productId}`, `/referanser/endre/${projectId}`]) {
      await page.goto(path);
      const { document, window } = await widths();
      if (document > window) tooWide.push(`${path}: ${document} px`);
    }
    expect(tooWide).toEqual([]);
  });
});
