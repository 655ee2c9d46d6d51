import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { photoJpeg } from '../../test/image-fixtures';
import { adminPage, apiFetch, storedToken } from './auth';
import { launchBrowser, newContext } from './browser';

/**
 * The setting of the admin data-safety tests (a restore, a delete by pattern, a stale edit screen,
 * a half-finished wizard lose nothing): admin A signed in (from the run's saved sign-in) (and admin B, a second tab or person, when
 * asked for), an anonymous visitor, and API helpers as admin A. What the helpers create is deleted
 * after the file.
 */
export interface SafetySession {
  browser: Browser;
  contextA: BrowserContext;
  pageA: Page;
  /** Only with `secondAdmin`. */
  contextB: BrowserContext;
  pageB: Page;
  visitor: BrowserContext;
  /** Admin A's uncaught page errors. */
  errors: string[];
  /** What the file made: deleted after it. */
  created: { products: string[]; projects: string[] };
  token: () => Promise<string>;
  api: (path: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; body: unknown }>;
  createProduct: (title: string, extra?: Record<string, unknown>) => Promise<ApiNode>;
  createProject: (title: string) => Promise<string>;
  uploadImage: (kind: 'products' | 'projects', id: string, seed: number) => Promise<{ id: string; url: string }>;
  /** The status a visitor gets for `path`. */
  status: (path: string) => Promise<number>;
}

export interface ApiNode {
  id: string;
  title: string;
  description: string;
  draft?: boolean;
  modified_at?: string;
  images: { id: string; src: string }[];
  sub: ApiNode[];
}

export const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

/** Unique per file run: titles and patterns the tests make carry it. */
export const stamp = Date.now().toString(36);

/** The file's hooks; `ready` gets the session once signed in, to set the file's variables. */
export function useSafetySession(ready: (session: SafetySession) => void, options: { secondAdmin?: boolean } = {}): void {
  const s = { created: { products: [], projects: [] } } as unknown as SafetySession;
  s.token = () => storedToken(s.pageA);
  // A longer timeout than apiFetch's, since the shared machine can be slow.
  s.api = async (path, init = {}) => {
    const response = await s.contextA.request.fetch(path, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${await s.token()}`, ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      data: init.body === undefined ? undefined : JSON.stringify(init.body),
      timeout: 80_000,
    });
    return { status: response.status(), body: (await response.json().catch(() => null)) as unknown };
  };
  s.createProduct = async (title, extra = {}) => {
    const res = await s.api('/api/products', { method: 'POST', body: { title, description: `<p>${title}</p>`, category: 'markiser', ...extra } });
    expect(res.status).toBe(201);
    const node = data<{ created: ApiNode }>(res).created;
    s.created.products.push(node.id);
    return node;
  };
  s.createProject = async (title) => {
    const res = await s.api('/api/projects', { method: 'POST', body: { title, description: `<p>${title}</p>`, draft: false } });
    expect(res.status).toBe(201);
    const id = data<{ id: string }>(res).id;
    s.created.projects.push(id);
    return id;
  };
  s.uploadImage = async (kind, id, seed) => {
    const res = await s.contextA.request.post(`/api/${kind}/${id}/images`, {
      timeout: 80_000,
      headers: { Authorization: `Bearer ${await s.token()}` },
      multipart: { file: { name: `bilde-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photoJpeg(160, 120, seed) } },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: string; url: string } }).data;
  };
  s.status = async (path) => (await s.visitor.request.get(path)).status();

  beforeAll(async () => {
    s.browser = await launchBrowser();
    ({ context: s.contextA, page: s.pageA, errors: s.errors } = await adminPage(s.browser));
    if (options.secondAdmin) ({ context: s.contextB, page: s.pageB } = await adminPage(s.browser));
    s.visitor = await newContext(s.browser);
    // Warm the API up (a cold function start must not eat the first test's time).
    await s.api('/api/products');
    ready(s);
  });

  afterAll(async () => {
    if (s.pageA) {
      const t = await storedToken(s.pageA).catch(() => '');
      for (const id of s.created.products) await apiFetch(s.contextA, `/api/products/${id}?recursive=true`, { method: 'DELETE', token: t }).catch(() => undefined);
      for (const id of s.created.projects) await apiFetch(s.contextA, `/api/projects/${id}`, { method: 'DELETE', token: t }).catch(() => undefined);
    }
    await s.contextA?.close();
    await s.contextB?.close();
    await s.visitor?.close();
    await s.browser?.close();
  });
}
