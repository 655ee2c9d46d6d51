import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';

// Backup Management (/admin/sikkerhetskopier): trigger a backup and restore it with a tag.
// Serial: a restore replaces every collection, under the feet of any test running beside it.

const { context, page, content } = await useAdminSession({ startAt: { path: '/admin/sikkerhetskopier', region: 'Backup Management' } });

const stamp = Date.now().toString(36);

describe('Backup Management', () => {
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
});
