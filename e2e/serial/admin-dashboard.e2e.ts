import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';
import { formToken } from '../support/contact';

// The admin dashboard: system health, statistics, delete by title pattern, backups, the inbox
// and the debug header, as the local stack's administrator. Each test starts on /admin and makes
// the projects it needs itself.

const { context, page, content } = await useAdminSession();

const stamp = Date.now().toString(36);
const pattern = `E2E Mønster ${stamp}`;

beforeEach(async () => {
  await page.goto('/admin');
  await page.getByRole('region', { name: 'System Status' }).waitFor();
});

describe('the admin dashboard', () => {
  it('shows the system healthy, with every service and the statistics', async () => {
    // Arrives from the user menu of a public page.
    await page.goto('/');
    await page.getByRole('button', { name: /brukermeny/ }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    const status = page.getByRole('region', { name: 'System Status' });
    await status.getByText('All Systems Operational').waitFor({ timeout: 20_000 });
    const services = status.getByRole('list', { name: 'Services' }).getByRole('listitem');
    expect(await services.count()).toBeGreaterThanOrEqual(5);
    expect(await status.getByText('unhealthy', { exact: true }).count()).toBe(0);
    // Auto-refresh is off until switched on; then a 10 s countdown runs.
    const auto = status.getByRole('checkbox', { name: 'Auto-refresh' });
    expect(await auto.isChecked()).toBe(false);
    await auto.check();
    await status.getByText(/Next refresh in \d+s/).waitFor();
    await auto.uncheck();

    const products = page.getByRole('region', { name: 'Product Statistics' });
    await products.getByText('Categories').waitFor();
    expect(Number(await products.locator('dd').first().textContent())).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Project Statistics' }).getByText('Drafts').waitFor();
  });

  it('deletes projects by title pattern after previewing them', async () => {
    const token = await storedToken(page);
    const created: string[] = [];
    for (const suffix of ['A', 'B']) created.push(await content.project({ title: `${pattern} ${suffix}`, description: '<p>Test</p>' }));
    const panel = page.getByRole('region', { name: 'Project Management' });
    const input = panel.getByLabel('Title pattern');
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('Please enter a title pattern to match').waitFor();
    await input.fill(`ingen-treff-${stamp}`);
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('No projects match this pattern').waitFor();

    await input.fill(pattern);
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('2 projects match').waitFor();
    const list = panel.getByRole('list', { name: 'Matching projects' });
    expect(await list.getByRole('listitem').allTextContents()).toEqual(expect.arrayContaining([`${pattern} A`, `${pattern} B`]));

    await panel.getByRole('button', { name: 'Delete matching projects' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete 2 projects matching "${pattern}"?` });
    await dialog.getByRole('button', { name: 'Delete 2' }).click();
    await page.getByText('Projects deleted successfully').first().waitFor();
    for (const id of created) expect((await apiFetch(context, `/api/projects/${id}`, { token })).status).toBe(404);
  });

  it('triggers a backup and restores it with a tag: the content on the page is the backup\'s again', async () => {
    // A project as the backup will hold it, then changed after the backup.
    const token = await storedToken(page);
    const original = `E2E Før gjenoppretting ${stamp}`;
    const changed = `E2E Etter backup ${stamp}`;
    const project = { id: await content.project({ title: original, description: '<p>Innholdet i backupen.</p>' }) };

    const panel = page.getByRole('region', { name: 'Backup Management' });
    const rows = panel.getByRole('list', { name: 'Backups' }).getByRole('listitem');
    // The backups listed before this one (once the list has loaded), so the new one is known by name.
    await panel.getByRole('list', { name: 'Backups' }).or(panel.getByText('No backups yet.')).waitFor();
    const listed = () => rows.locator(':scope > div > p:first-child').allTextContents();
    const before = await listed();
    await panel.getByRole('button', { name: 'Trigger backup' }).click();
    await page.getByText('Backup created successfully').first().waitFor();
    await expect.poll(async () => (await listed()).filter((n) => !before.includes(n)), { timeout: 20_000 }).toHaveLength(1);
    const name = (await listed()).find((n) => !before.includes(n))!;

    const stored = (await apiFetch(context, `/api/projects/${project.id}`, { token })).body as { data: { modified_at: string } };
    const renamed = await apiFetch(context, `/api/projects/${project.id}`, { method: 'PUT', token, body: { title: changed, description: '<p>Endret etter backupen.</p>', modified_at: stored.data.modified_at } });
    expect(renamed.status).toBe(200);

    const newest = rows.filter({ hasText: name });
    expect(name).toMatch(/\.json$/);
    await newest.getByRole('button', { name: `Restore ${name}` }).click();
    await newest.getByLabel('Tag (optional)').fill('e2e');
    await newest.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Backup restored successfully').first().waitFor({ timeout: 30_000 });

    // The project's page shows the backed-up title and text again, not the later change.
    const view = await context.newPage();
    await view.goto(`/referanser/${project.id}`);
    await expect.poll(() => view.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(original);
    expect(await view.getByText('Innholdet i backupen.').isVisible()).toBe(true);
    expect(await view.getByText(changed).count()).toBe(0);
    await view.close();
    await page.bringToFront();
  });

  it('lists stored contact messages with their delivery status', async () => {
    const subject = `E2E melding ${stamp}`;
    const sent = await apiFetch(context, '/api/email/send', {
      method: 'POST',
      body: { name: 'Ola Test', contactEmail: 'ola@example.com', subject, message: 'Hei fra testen', formToken: await formToken(context) },
    });
    expect(sent.status).toBe(200);
    await page.reload();
    const inbox = page.getByRole('region', { name: 'Henvendelser' });
    const item = inbox.getByRole('listitem').filter({ hasText: subject });
    await item.waitFor();
    // The local stack mails through the outbox folder, which cannot fail: anything but 'Sendt' is a bug.
    await expect.poll(() => item.getByText(/^(Sendt|Venter|Ikke sendt|Spam|Holdt tilbake)$/).first().textContent(), { timeout: 20_000 }).toBe('Sendt');
    const outbox = join(inject('dataDir'), 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')));
    expect(mails.filter((m) => m.includes(subject))).toHaveLength(1);
  });

  it('switches the debug header on from the user menu', async () => {
    await page.getByRole('button', { name: /brukermeny/ }).click();
    await page.getByRole('menuitemcheckbox', { name: /Debug header/ }).click();
    const debug = page.getByRole('status', { name: 'Debug header' });
    await debug.waitFor();
    expect(await debug.getByTestId('debug-breakpoint').textContent()).toBe('xl');
    await debug.getByText(/Backend: development/).waitFor();
    expect(await debug.textContent()).toMatch(/Frontend: production \d+\.\d+\.\d+/);
    // Off again, so other tests of this browser see no debug header.
    await page.getByRole('menuitemcheckbox', { name: /Debug header/ }).click();
  });
});
