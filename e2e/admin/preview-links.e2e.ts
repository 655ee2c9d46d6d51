import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { baseURL, watchErrors } from '../support/browser';

// An administrator shares a draft project with a customer, who opens the link
// without an account and sees the draft as visitors will, marked as a preview; revoked, it is gone.

const { browser, page, content } = await useAdminSession();

let customer: BrowserContext;

/**
 * A 404 page with what differs between any two unknown paths taken out: the path itself (og:url)
 * and the times its embedded data was rendered. What is left is the same for every unknown path.
 */
const asAnyPath = (html: string, path: string) => html.split(path).join('{path}').replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
let customerErrors: string[] = [];

beforeEach(async () => {
  // A plain browser with no session, like the customer's. (The suite's contexts wait for the app to
  // hydrate on every goto; a preview has no app script to wait for.)
  customer = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 } });
});

afterEach(async () => {
  await customer.close();
  expect(customerErrors.splice(0)).toEqual([]);
});

describe('a preview link', () => {
  it('shows a draft project to an anonymous browser with the banner, noindex and no-store; revoked, it is the ordinary 404', async () => {
    const title = `E2E Forhåndsvisning ${Date.now().toString(36)}`;
    const projectId = await content.project({ title, description: '<p>Et nytt tak over terrassen.</p>' });

    await page.goto(`/referanser/endre/${projectId}`);
    const panel = page.getByRole('region', { name: 'Forhåndsvisning' });
    await panel.getByRole('button', { name: 'Del forhåndsvisning' }).click();
    const address = panel.getByLabel('Ny forhåndsvisningslenke');
    await expect.poll(() => address.inputValue()).toMatch(/\/forhandsvisning\/[A-Za-z0-9_-]{43}$/);
    const url = await address.inputValue();
    expect(await panel.getByRole('button', { name: 'Kopier lenke' }).isVisible()).toBe(true);
    const links = panel.getByRole('list', { name: 'Forhåndsvisningslenker' });
    await links.getByText('aktiv', { exact: true }).waitFor();
    expect(await links.textContent()).toContain('admin@example.com');

    const visitor = await customer.newPage();
    customerErrors = watchErrors(visitor);
    const shown = await visitor.goto(url);
    expect(shown?.status()).toBe(200);
    expect(shown?.headers()['cache-control']).toBe('private, no-store');
    expect(shown?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText('Forhåndsvisning – denne siden er ikke publisert ennå.').waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await visitor.getByText('Et nytt tak over terrassen.').waitFor();
    // The draft is still hidden at its own address.
    expect((await customer.request.get(`/referanser/${projectId}`)).status()).toBe(404);

    await links.getByRole('button', { name: 'Trekk tilbake' }).click();
    await links.getByText('trukket tilbake', { exact: true }).waitFor();

    const unknownPath = `/finnes-ikke-${Date.now().toString(36)}`;
    const revoked = await customer.request.get(url);
    const unknown = await customer.request.get(unknownPath);
    expect(revoked.status()).toBe(404);
    expect(unknown.status()).toBe(404);
    for (const header of ['cache-control', 'x-robots-tag', 'content-type']) expect(revoked.headers()[header], header).toBe(unknown.headers()[header]);
    expect(asAnyPath(await revoked.text(), new URL(url).pathname)).toBe(asAnyPath(await unknown.text(), unknownPath));
    const gone = await visitor.goto(url);
    expect(gone?.status()).toBe(404);
    await visitor.getByRole('heading', { level: 1, name: 'Denne siden finnes ikke.' }).waitFor();
  });
});
