import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, signedInPage, storedRole, storedToken, type SignedInPage, type TestAccount } from '../support/auth';

// The company runs its own staff. An administrator invites a seasonal helper as an editor
// on /admin/brukere; the helper signs in with Google, edits a product, and finds backups and
// Innstillinger closed; the administrator then removes the helper, whose next save is refused.
// The steps build on each other, in this order.

const { browser, context, page } = await useAdminSession();

const stamp = Date.now().toString(36);
const editorAccount: TestAccount = { email: `redaktor-${stamp}@example.com`, displayName: `Test Redaktør ${stamp}` };
let editor: SignedInPage | undefined;
let productId = '';
let productTitle = `E2E Redaktørmarkise ${stamp}`;

/**
 * How long a removed editor's unexpired ID token may still be accepted: the server refuses it within
 * 30 s on every instance; the margin is the test machine's, not the server's.
 */
const REFUSED_WITHIN_MS = 45_000;

const adminToken = () => storedToken(page);
const productFromApi = async () => ((await apiFetch(context, `/api/products/${productId}`)).body as { data: { title: string } }).data;

/** The editor's row on 'Brukere' (named by the Google account's name once signed in, by the address while invited). */
const staffRow = (name: string) => page.getByRole('list', { name: 'Brukere' }).getByRole('listitem', { name });

beforeAll(async () => {
  const { status, body } = await apiFetch(context, '/api/products', {
    method: 'POST',
    token: await adminToken(),
    body: { title: productTitle, category: 'markiser', description: `<p>${productTitle}</p>` },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  productId = (body as { data: { created: { id: string } } }).data.created.id;
});

afterAll(async () => {
  await editor?.context.close();
  // Whatever a failed step left behind: the editor's access or invitation, and the product.
  const token = await adminToken().catch(() => '');
  const list = (await apiFetch(context, '/api/users', { token })).body as { data?: { users: { uid: string; email: string | null; role: string }[]; invites: { id: string; email: string }[] } };
  for (const invite of list.data?.invites.filter((i) => i.email.toLowerCase() === editorAccount.email) ?? []) {
    await apiFetch(context, `/api/users/invites/${invite.id}`, { method: 'DELETE', token });
  }
  for (const user of list.data?.users.filter((u) => u.email === editorAccount.email && u.role !== 'user') ?? []) {
    await apiFetch(context, `/api/users/${user.uid}`, { method: 'DELETE', token });
  }
  if (productId) await apiFetch(context, `/api/products/${productId}?recursive=true`, { method: 'DELETE', token });
});

describe('staff accounts', () => {
  it('an administrator invites an editor on /admin/brukere', async () => {
    await page.goto('/admin/brukere');
    await page.getByRole('heading', { level: 1, name: 'Brukere' }).waitFor();
    const form = page.getByRole('form', { name: 'Inviter' });
    await form.getByLabel('E-postadresse').fill(editorAccount.email);
    await form.getByRole('radio', { name: /Redaktør/ }).check();
    await form.getByRole('button', { name: 'Send invitasjon' }).click();
    const invited = staffRow(editorAccount.email);
    await invited.getByText(/ikke logget inn ennå/).waitFor();
    expect(await invited.textContent()).toContain('Redaktør');
  });

  it('the invited editor signs in with Google and is an editor: content tools, no Innstillinger', async () => {
    editor = await signedInPage(browser, editorAccount);
    expect(await storedRole(editor.page)).toBe('editor');
    await editor.page.goto('/om');
    await editor.page.getByRole('button', { name: /brukermeny/ }).click();
    const menu = editor.page.getByRole('menu', { name: 'Brukermeny' });
    // 'Admin' carries the count of new enquiries when there are any (the other admin lane sends some).
    const items = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.replace(/\d+ (ny henvendelse|nye henvendelser)$/, ''));
    expect(items).toEqual(['Admin', 'Legg til nytt prosjekt', 'Legg til nytt produkt', 'Profile', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await editor.page.waitForURL('**/profile');
    expect(await editor.page.locator('dt:has-text("Account type") + dd').textContent()).toBe('Redaktør');
  });

  it('the editor edits a product', async () => {
    const { page: editorPage } = editor!;
    await editorPage.goto(`/produkter/markiser/${productId}`);
    await editorPage.getByRole('heading', { level: 1, name: productTitle }).waitFor();
    await editorPage.getByRole('toolbar', { name: 'Produktadministrasjon' }).getByRole('link', { name: 'Rediger' }).click();
    await editorPage.waitForURL(`**/produkter/endre/${productId}`);
    productTitle = `${productTitle} (redigert)`;
    await editorPage.getByLabel('Tittel', { exact: true }).fill(productTitle);
    await editorPage.getByRole('button', { name: 'Lagre og vis', exact: true }).click();
    await editorPage.getByText('Produkt oppdatert').first().waitFor();
    await editorPage.getByRole('heading', { level: 1, name: productTitle }).waitFor();
    // Visitors read the content snapshot, which follows a save within a second or so.
    await expect.poll(async () => (await productFromApi()).title, { timeout: 20_000 }).toBe(productTitle);
  });

  it("the editor sees 'Ingen tilgang' on backups and Innstillinger, and the API refuses them", async () => {
    const { context: editorContext, page: editorPage } = editor!;
    for (const path of ['/admin/sikkerhetskopier', '/admin/innstillinger']) {
      await editorPage.goto(path);
      await editorPage.getByRole('heading', { name: 'Ingen tilgang' }).waitFor();
    }
    const token = await storedToken(editorPage);
    expect((await apiFetch(editorContext, '/api/backups/list', { token })).status).toBe(403);
    expect((await apiFetch(editorContext, '/api/users', { token })).status).toBe(403);
  });

  it("the administrator removes the editor, and the editor's next save is refused", async () => {
    const { context: editorContext, page: editorPage, errors } = editor!;
    const token = await storedToken(editorPage);
    // The editor has the product open with a change not yet saved.
    await editorPage.goto(`/produkter/endre/${productId}`);
    await editorPage.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
    await editorPage.getByLabel('Tittel', { exact: true }).fill(`${productTitle} etter fjerning`);
    expect((await apiFetch(editorContext, '/api/messages/count', { token })).status).toBe(200);

    await page.goto('/admin/brukere');
    const row = staffRow(editorAccount.displayName);
    // The row's log: the invitation the editor took into use by signing in, which made them Redaktør.
    await row.getByRole('button', { name: `Logg for ${editorAccount.displayName}` }).click();
    const log = row.getByRole('list', { name: `Logg for ${editorAccount.displayName}` });
    await log.getByRole('listitem').filter({ hasText: 'Invitasjon tatt i bruk' }).filter({ hasText: '→ Redaktør' }).waitFor();
    await row.getByRole('button', { name: `Fjern tilgang for ${editorAccount.displayName}` }).click();
    await page.getByRole('alertdialog', { name: `Fjerne tilgangen til ${editorAccount.displayName}?` }).getByRole('button', { name: 'Fjern tilgang' }).click();
    await row.waitFor({ state: 'detached' });

    // The editor's ID token has not expired; the server stops honouring it on its own.
    await expect.poll(async () => (await apiFetch(editorContext, '/api/messages/count', { token })).status, { timeout: REFUSED_WITHIN_MS, interval: 1_000 }).toBeOneOf([401, 403]);

    await editorPage.getByRole('button', { name: 'Lagre', exact: true }).click();
    // A 403 leaves the editor on the form with the refusal; a 401 (revoked) signs out to /login.
    await Promise.race([editorPage.getByText('Kunne ikke lagre produktet').first().waitFor(), editorPage.waitForURL('**/login')]);
    expect((await productFromApi()).title).toBe(productTitle);
    expect(errors).toEqual([]);
  });
});
