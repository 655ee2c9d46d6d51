import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../test/image-fixtures';
import { newContext, useBrowser, watchErrors } from './support/browser';
import { apiFetch, signedInPage, storedRole, storedToken, userAccount } from './support/auth';

// Who may do what: anonymous visitors download no admin code and are sent to /login
// by guarded routes; a signed-in non-admin sees 'Ingen tilgang' and every mutation is refused.

const browser = await useBrowser();

/** Marks of the admin-only libraries in the built chunks. */
const ADMIN_CODE = [/identitytoolkit/, /ProseMirror/, /File type must be/, /DndDescribedBy/];

describe('an anonymous visitor', () => {
  it('downloads neither Firebase nor any admin library on the public pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.push(response.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    for (const path of ['/', '/produkter', '/produkter/markiser', '/referanser', '/om', '/kontakt']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(scripts.length).toBeGreaterThan(3);
    for (const url of new Set(scripts)) {
      const body = await (await context.request.get(url)).text();
      for (const mark of ADMIN_CODE) expect(mark.test(body), `${url} holds ${mark}`).toBe(false);
    }
    expect(apiCalls).not.toContain('/api/firebase/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is sent to /login by the guarded routes', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ['/admin', '/profile', '/produkter/ny', '/referanser/ny']) {
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome to RMS' }).waitFor();
    }
    await context.close();
  });
});

describe('a signed-in user who is not an administrator', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const account = userAccount('plain');

  beforeAll(async () => {
    ({ context, page, errors } = await signedInPage(browser, account));
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('is a standard user, with Profile and Sign Out only in the menu', async () => {
    expect(await storedRole(page)).toBe('user');
    await page.goto('/om');
    await page.getByRole('button', { name: /brukermeny/ }).click();
    const menu = page.getByRole('menu', { name: 'Brukermeny' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: account.displayName }).waitFor();
    expect(await page.getByText(account.email).isVisible()).toBe(true);
    expect(await page.getByText('Standard User').isVisible()).toBe(true);
    expect(await page.getByText('Administrator', { exact: true }).count()).toBe(0);
    const since = await page.locator('dt:has-text("Member since") + dd').textContent();
    expect(since).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("sees 'Ingen tilgang' in the wizards and on the dashboard", async () => {
    for (const path of ['/produkter/ny', '/referanser/ny', '/admin']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Ingen tilgang' }).waitFor();
    }
  });

  it('is refused every mutation by the API, and nothing changes', async () => {
    const token = await storedToken(page);
    const projects = (await apiFetch(context, '/api/projects')).body as { data: { id: string }[] };
    const projectId = projects.data[0]!.id;
    const json: [string, string, unknown?][] = [
      ['POST', '/api/products', { title: 'Ikke lov' }],
      ['PUT', '/api/products/markiser', { title: 'Ikke lov' }],
      ['DELETE', '/api/products/markiser?recursive=true'],
      ['PUT', '/api/products/markiser/images/main', { imageId: 'x' }],
      ['PUT', '/api/products/markiser/images/order', { imageIds: ['x'] }],
      ['PATCH', '/api/products/markiser/images/x', { alt_text: 'x' }],
      ['DELETE', '/api/products/markiser/images/x'],
      ['DELETE', '/api/products/categories/markiser/image'],
      ['POST', '/api/projects', { title: 'Ikke lov' }],
      ['PUT', `/api/projects/${projectId}`, { draft: true }],
      ['DELETE', `/api/projects/${projectId}`],
      ['PUT', `/api/projects/${projectId}/images/main`, { imageId: 'x' }],
      ['PUT', `/api/projects/${projectId}/images/order`, { imageIds: ['x'] }],
      ['PATCH', `/api/projects/${projectId}/images/x`, { alt_text: 'x' }],
      ['DELETE', `/api/projects/${projectId}/images/x`],
      ['DELETE', '/api/projects/by-title/a'],
      ['GET', '/api/projects/by-title/a/preview'],
      ['POST', '/api/backups/trigger'],
      ['GET', '/api/backups/list'],
      ['POST', '/api/backups/restore', { filename: 'backup-x.json' }],
      ['GET', '/api/messages'],
      ['GET', '/api/email/test'],
      ['GET', '/api/images'],
    ];
    for (const [method, path, body] of json) {
      const { status } = await apiFetch(context, path, { method, token, body });
      expect(status, `${method} ${path}`).toBe(403);
    }
    const file = { name: 'x.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(64, 48) };
    for (const path of ['/api/products/markiser/images', `/api/projects/${projectId}/images`, '/api/products/categories/markiser/image']) {
      const response = await context.request.post(path, { headers: { Authorization: `Bearer ${token}` }, multipart: { file } });
      expect(response.status(), `POST ${path}`).toBe(403);
    }
    expect((await apiFetch(context, '/api/products/markiser')).status).toBe(200);
    expect((await apiFetch(context, `/api/projects/${projectId}`)).status).toBe(200);
  });

  it("has 'Min Konto' in the mobile menu, without Admin", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/om');
      await page.getByRole('button', { name: 'Åpne meny' }).click();
      const account = page.getByRole('dialog', { name: 'Navigasjon' }).getByRole('region', { name: 'Min Konto' });
      await account.waitFor();
      expect(await account.getByRole('link').allTextContents()).toEqual(['Min Profil']);
      expect(await account.getByRole('button', { name: 'Logg ut' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
    } finally {
      // The other tests of this group use the desktop menu, whatever happened here.
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('signs out: the stored session is gone and the page reloads', async () => {
    // Its own session: the other tests of this group stay signed in, whatever the order.
    const own = await signedInPage(browser, userAccount('signout'));
    try {
      const page = own.page;
      await page.goto('/om');
      await page.getByRole('button', { name: /brukermeny/ }).click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Sign Out' }).click()]);
      await page.getByRole('button', { name: 'Admin login' }).waitFor();
      expect(await page.evaluate("[localStorage.getItem('user'), localStorage.getItem('token')]")).toEqual([null, null]);
      expect(own.errors).toEqual([]);
    } finally {
      await own.context.close();
    }
  });
});
