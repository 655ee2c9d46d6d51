import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { LOCAL_ADMIN_EMAIL } from '../../emulators/stack-config';
import { newContext, watchErrors, type ContextOptions } from './browser';

/** The local stack makes this address an administrator (its ADMIN_EMAILS default). */
export const ADMIN_EMAIL = LOCAL_ADMIN_EMAIL;

/** What a signed-in browser keeps: cookies, local storage and (Firebase Auth's user) IndexedDB. */
export type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface TestAccount {
  email: string;
  displayName: string;
}

export const adminAccount: TestAccount = { email: ADMIN_EMAIL, displayName: 'Test Admin' };

/** A normal user, unique per call so test files never share one. */
export function userAccount(tag: string): TestAccount {
  return { email: `user-${tag}-${Date.now().toString(36)}@example.com`, displayName: `Test User ${tag}` };
}

/** A browser context ready for the Google popup (newContext serves the gapi stand-in). */
export async function newSignInContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return newContext(browser, options);
}

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** The page's uncaught errors (watchErrors); assert it is empty at the end of a test. */
  errors: string[];
}

/** A fresh context with one page signed in as `account` through the popup: for the tests of signing in itself. */
export async function signedInPage(browser: Browser, account: TestAccount, options: { width?: number; height?: number } = {}): Promise<SignedInPage> {
  const context = await newSignInContext(browser, options);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInWithGoogle(page, account);
  return { context, page, errors };
}

/**
 * Signs `account` in once through the popup and returns what the browser then keeps, for contexts
 * to start from (the global setup does this for the admin: one sign-in per run, not one per file).
 */
export async function saveSignedInSession(browser: Browser, account: TestAccount, baseURL: string): Promise<SavedSession> {
  const context = await newSignInContext(browser, { baseURL });
  try {
    await signInWithGoogle(await context.newPage(), account);
    // Firebase Auth keeps its user (with the refresh token) in IndexedDB; the app keeps `user` and `token` in local storage.
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/**
 * A fresh context signed in as the local stack's admin from the run's saved session, with one page
 * on the home page (so the stored token can be read). The saved ID token lasts an hour from the
 * start of the run; a page that starts the app's sign-in after that gets a new one from the saved
 * refresh token, as a returning admin's browser does.
 */
export async function adminPage(browser: Browser, options: ContextOptions = {}): Promise<SignedInPage> {
  const context = await newContext(browser, { ...options, storageState: inject('adminSession') as SavedSession });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/');
  return { context, page, errors };
}

/**
 * Signs in through the Auth emulator's Google popup: /login, 'Sign in with Google', then in the
 * popup either the existing account or "Add new account" with the e-mail. Resolves once the app
 * has stored the signed-in user and left /login.
 */
export async function signInWithGoogle(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await button.waitFor();
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('#add-account-button').waitFor({ timeout: 20_000 });
  const existing = popup.locator('li.js-reuse-account', { hasText: account.email });
  if ((await existing.count()) > 0) {
    await existing.first().click();
  } else {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.displayName);
    await popup.locator('#sign-in').click();
  }
  await popup.waitForEvent('close', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForFunction(
    () => {
      // The e2e workspace is type-checked without the DOM library; the page has these.
      const w = globalThis as unknown as { localStorage: { getItem(key: string): string | null }; location: { pathname: string } };
      return !!w.localStorage.getItem('user') && w.location.pathname !== '/login';
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** The stored user's role, as the app keeps it (in local storage, under `user`). */
export async function storedRole(page: Page): Promise<string | undefined> {
  const user = (await page.evaluate("localStorage.getItem('user')")) as string | null;
  return (JSON.parse(user ?? '{}') as { role?: string }).role;
}

/** The signed-in page's current ID token, for calling the API directly as that user. */
export async function storedToken(page: Page): Promise<string> {
  const token = (await page.evaluate("localStorage.getItem('token')")) as string | null;
  if (!token) throw new Error('No stored token: sign in first');
  return token;
}

/** A request to the site from outside the page (the API tests' way), optionally as a signed-in user. */
export async function apiFetch(context: BrowserContext, path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await context.request.fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    data: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as unknown };
}
