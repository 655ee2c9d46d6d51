import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminAccount, newSignInContext } from '../support/auth';
import { launchBrowser } from '../support/browser';

// Signing in from a guarded page returns to that page (this test signs in itself, through the popup).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in from a guarded page', () => {
  it('sign-in from a guarded page returns to that page', async () => {
    const context = await newSignInContext(browser);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/login');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Google' }).click()]);
    await popup.waitForLoadState('domcontentloaded');
    await popup.locator('#add-account-button').waitFor({ timeout: 20_000 });
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(adminAccount.email);
    await popup.locator('#display-name-input').fill(adminAccount.displayName);
    await popup.locator('#sign-in').click();
    await page.waitForURL('**/admin', { timeout: 20_000 });
    await context.close();
  });
});
