import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';
import { seededSite } from '../support/seeded-site';

// An administrator on a server-rendered page (decision 016): the browser takes the page over, shows
// the admin tools, and an edit made meanwhile is on the next page at once, not the server's older
// snapshot. It renames a seeded reference, which every file may show or list, for a moment, so it
// runs alone.

const { plan } = seededSite();
const reference = plan.projects.find((p) => !p.data.draft)!;

const { context, page } = await useAdminSession();

describe('an administrator on a server-rendered page', () => {
  it('gets the admin tools after hydration and sees an edit at once', async () => {
    const token = await storedToken(page);
    const original = reference.data.title;
    const changed = `${original} (endret)`;
    try {
      await page.goto('/referanser');
      await page.getByRole('main').getByRole('link', { name: '+ Legg til nytt prosjekt' }).waitFor();

      const put = await apiFetch(context, `/api/projects/${reference.id}`, { method: 'PUT', token, body: { title: changed } });
      expect(put.status).toBe(200);
      await page.goto(`/referanser/${reference.id}`);
      await page.getByRole('heading', { level: 1, name: changed }).waitFor();
    } finally {
      await apiFetch(context, `/api/projects/${reference.id}`, { method: 'PUT', token, body: { title: original } });
    }
  });
});
