import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, stamp, useSafetySession, type SafetySession } from '../support/safety-session';

// A project's public gallery shows its images in the order the admin chose.
let visitor: BrowserContext;
let api: SafetySession['api'];
let createProject: SafetySession['createProject'];
let uploadImage: SafetySession['uploadImage'];
useSafetySession((s) => ({ visitor, api, createProject, uploadImage } = s));

describe('the public gallery', () => {
  it('the public gallery shows the order the admin chose', async () => {
    const id = await createProject(`E2E Rekkefølge ${stamp}`);
    const [a, b, c] = [await uploadImage('projects', id, 41), await uploadImage('projects', id, 42), await uploadImage('projects', id, 43)];
    const project = data<{ modified_at: string }>(await api(`/api/projects/${id}`));
    expect((await api(`/api/projects/${id}/images/order`, { method: 'PUT', body: { imageIds: [c!.id, a!.id, b!.id], modified_at: project.modified_at } })).status).toBe(200);
    const page = await visitor.newPage();
    const thumbs = page.getByRole('list', { name: 'Miniatyrbilder' }).locator('img');
    // The public content follows a save within seconds (each instance checks for changes), so a
    // visitor who comes too early still sees the order before it: look again until the new one shows.
    const order = async () => {
      await page.goto(`/referanser/${id}`);
      await expect.poll(() => thumbs.count()).toBe(3);
      const sources = await thumbs.evaluateAll((imgs) => imgs.map((img) => (img as unknown as { src: string }).src));
      return sources.map((src) => [c!.id, a!.id, b!.id].findIndex((imageId) => src.includes(imageId)));
    };
    await expect.poll(order, { timeout: 30_000, interval: 1000 }).toEqual([0, 1, 2]);
    await page.close();
  });
});
