import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, stamp, useSafetySession, type SafetySession } from '../support/safety-session';
import { apiFetch } from '../support/auth';
import { formToken } from '../support/contact';

// A restore brings a deleted project's images back and destroys nothing written after the backup.
// Serial: a restore replaces every collection, under the feet of any test running beside it.
let pageA: Page;
let visitor: BrowserContext;
let api: SafetySession['api'];
let createProject: SafetySession['createProject'];
let uploadImage: SafetySession['uploadImage'];
let status: SafetySession['status'];
useSafetySession((s) => ({ pageA, visitor, api, createProject, uploadImage, status } = s));

describe('a restore brings the images back and destroys nothing else', () => {
  it('backup, delete a project with images by pattern, restore: the images answer 200 and a later message is kept', async () => {
    const title = `E2E Gjenopprett ${stamp}`;
    const id = await createProject(title);
    const images = [await uploadImage('projects', id, 11), await uploadImage('projects', id, 12), await uploadImage('projects', id, 13)];

    await pageA.goto('/admin/sikkerhetskopier');
    const backups = pageA.getByRole('region', { name: 'Backup Management' });
    await backups.getByRole('button', { name: 'Trigger backup' }).click();
    await pageA.getByText('Backup created successfully').first().waitFor();
    const name = data<{ name: string }[]>(await api('/api/backups/list'))[0]!.name;

    // A customer writes after the backup.
    const message = `Melding etter backup ${stamp}`;
    const sent = await apiFetch(visitor, '/api/email/send', { method: 'POST', body: { name: 'Kari', contactEmail: 'kari@example.no', subject: 'Hei', message, formToken: await formToken(visitor) } });
    expect(sent.status).toBe(200);

    // Delete the project by pattern (Project Management, on the content screen).
    await pageA.goto('/admin/innhold');
    const management = pageA.getByRole('region', { name: 'Project Management' });
    await management.getByLabel('Title pattern').fill(title);
    await management.getByRole('button', { name: 'Preview' }).click();
    await management.getByRole('button', { name: 'Delete matching projects' }).click();
    await pageA.getByRole('alertdialog').getByRole('button', { name: 'Delete 1' }).click();
    await pageA.getByText('Projects deleted successfully').first().waitFor();
    expect(await status(`/api/projects/${id}`)).toBe(404);
    // Its files stay while its history refers to them (the API tests cover a backup bringing
    // them back), for staff only: no live item shows them any more.
    for (const image of images) expect(await status(image.url)).toBe(404);
    for (const image of images) expect((await api(image.url)).status).toBe(200);

    // Restore: the dialog says what is replaced, what is kept, and that a safety backup comes first.
    await pageA.goto('/admin/sikkerhetskopier');
    await backups.getByRole('button', { name: `Restore ${name}` }).click();
    const explanation = backups.getByRole('group', { name: `Gjenopprett ${name}` });
    await explanation.getByText('Først tas en sikkerhetskopi').waitFor();
    await explanation.getByText(/Erstattes:.*produkter, kategorier og prosjekter/).waitFor();
    await explanation.getByText(/Beholdes:.*kontaktmeldinger, brukere og roller/).waitFor();
    await explanation.getByRole('button', { name: 'Confirm' }).click();
    await pageA.getByText('Backup restored successfully').first().waitFor();

    expect(await status(`/api/projects/${id}`)).toBe(200);
    for (const image of images) expect(await status(image.url)).toBe(200);
    const messages = data<{ message: string }[]>(await api('/api/messages'));
    expect(messages.map((m) => m.message)).toContain(message);
  });
});
