import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';

// Project Management on the content screen (/admin/innhold): delete every project whose title
// matches a pattern, after a preview, and only what the preview showed.

const { context, page, content } = await useAdminSession({ startAt: { path: '/admin/innhold', region: 'Project Management' } });

const stamp = Date.now().toString(36);
const pattern = `E2E Mønster ${stamp}`;

describe('Project Management', () => {
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
});

describe('delete by pattern deletes what the admin saw', () => {
  it('a matching project created after the preview survives; the dialog names the projects', async () => {
    const pattern = `kampanje-${stamp}`;
    const seen = await content.project({ title: `Vår ${pattern}`, draft: false });
    await page.goto('/admin/innhold');
    const management = page.getByRole('region', { name: 'Project Management' });
    await management.getByLabel('Title pattern').fill(pattern);
    await management.getByRole('button', { name: 'Preview' }).click();
    await management.getByText('1 project matches').waitFor();

    // Another admin creates a matching project now.
    const later = await content.project({ title: `Sommer ${pattern}`, draft: false });

    await management.getByRole('button', { name: 'Delete matching projects' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete 1 project matching "${pattern}"?` });
    await dialog.getByRole('list', { name: 'Projects to delete' }).getByText(`Vår ${pattern}`).waitFor();
    await dialog.getByRole('button', { name: 'Delete 1' }).click();
    await page.getByText('Projects deleted successfully').first().waitFor();
    const token = await storedToken(page);
    expect((await apiFetch(context, `/api/projects/${seen}`, { token })).status).toBe(404);
    expect((await apiFetch(context, `/api/projects/${later}`, { token })).status).toBe(200);
  });
});
