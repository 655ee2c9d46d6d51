import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { photoJpeg } from '../../test/image-fixtures';
import { adminPage, apiFetch, storedToken, type SignedInPage } from './auth';
import { launchBrowser } from './browser';

type Owner = 'products' | 'projects';

/**
 * What an admin test needs to exist before it starts, made through the API as the signed-in admin
 * of `page`, so the test passes alone and in any order. `removeAll` deletes all of it again (what a
 * test deleted itself is simply gone already); useAdminSession calls it after each test.
 */
export class AdminContent {
  private readonly made: { kind: Owner; id: string }[] = [];
  private seed = 100;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  token(): Promise<string> {
    return storedToken(this.page);
  }

  /**
   * A published product (under Markiser unless `category` says otherwise, a category with `category: null`;
   * from `publishAt` on when given) with `images` photos. It goes last among its siblings unless `index` says otherwise: files run in
   * parallel, so a place among the siblings is only this test's when it asks for it.
   */
  async product(input: { title: string; category?: string | null; index?: number; description?: string; publishAt?: string; draft?: boolean }, images = 0): Promise<string> {
    const body = { category: 'markiser', description: `<p>${input.title}</p>`, ...input };
    const { status, body: answer } = await apiFetch(this.context, '/api/products', { method: 'POST', token: await this.token(), body });
    expect(status, `POST /api/products ${JSON.stringify(answer)}`).toBe(201);
    return this.withImages('products', (answer as { data: { created: { id: string } } }).data.created.id, images);
  }

  /** A project, a draft unless `draft: false` (from `publishAt` on when given), with `images` photos. */
  async project(input: { title: string; description?: string; draft?: boolean; publishAt?: string }, images = 0): Promise<string> {
    const body = { draft: true, description: `<p>${input.title}</p>`, ...input };
    const { status, body: answer } = await apiFetch(this.context, '/api/projects', { method: 'POST', token: await this.token(), body });
    expect(status, `POST /api/projects ${JSON.stringify(answer)}`).toBe(201);
    return this.withImages('projects', (answer as { data: { id: string } }).data.id, images);
  }

  /** Marks something a test made through the UI for removal as well. */
  track(kind: Owner, id: string): void {
    this.made.push({ kind, id });
  }

  /** Uploads one photo (a different picture every call) to a product or project. */
  async uploadImage(kind: Owner, id: string): Promise<{ id: string }> {
    const seed = this.seed++;
    const response = await this.context.request.post(`/api/${kind}/${id}/images`, {
      headers: { Authorization: `Bearer ${await this.token()}` },
      multipart: { file: { name: `bilde-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photoJpeg(320, 240, seed) } },
    });
    expect(response.status(), `POST /api/${kind}/${id}/images`).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data;
  }

  async removeAll(): Promise<void> {
    const token = await this.token().catch(() => '');
    for (const { kind, id } of this.made.splice(0)) {
      const path = kind === 'products' ? `/api/products/${id}?recursive=true` : `/api/projects/${id}`;
      await apiFetch(this.context, path, { method: 'DELETE', token }).catch(() => undefined);
    }
  }

  private async withImages(kind: Owner, id: string, images: number): Promise<string> {
    this.track(kind, id);
    for (let i = 0; i < images; i++) await this.uploadImage(kind, id);
    return id;
  }
}

/** Titles no other test, file or run uses: `prefix`, this file's start time and a counter. */
export function uniqueTitles(prefix: string): () => string {
  const stamp = Date.now().toString(36);
  let made = 0;
  return () => `${prefix} ${stamp}-${++made}`;
}

export interface AdminSession extends SignedInPage {
  browser: Browser;
  content: AdminContent;
}

/**
 * The session of a test file that works as the local stack's administrator, started from the run's
 * saved sign-in: one browser connection and one signed-in page for the file. After each test, its
 * uncaught page errors fail it and what it made through `content` is deleted (also when it failed
 * half-way); after the last, the page and the connection close. Await it at the top of the file:
 * `const { page, content } = await useAdminSession();`. With `startAt`, each test starts on that admin
 * screen, once its region (named by its heading) is there.
 */
export async function useAdminSession(options: { width?: number; height?: number; startAt?: { path: string; region: string } } = {}): Promise<AdminSession> {
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  const signedIn = await adminPage(browser, options);
  const session: AdminSession = { browser, ...signedIn, content: new AdminContent(signedIn.context, signedIn.page) };
  const { startAt } = options;
  if (startAt) {
    beforeEach(async () => {
      await session.page.goto(startAt.path);
      await session.page.getByRole('region', { name: startAt.region }).waitFor();
    });
  }
  afterEach(async () => {
    const seen = session.errors.splice(0);
    await session.content.removeAll();
    expect(seen).toEqual([]);
  });
  afterAll(() => session.context.close());
  return session;
}
