import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch } from '../support/auth';
import { formToken } from '../support/contact';
import { MAIL_EVENT_SIGNATURE_HEADER, MAIL_EVENT_TIMESTAMP_HEADER } from '@rms/schema';
import { signMailEvents } from '../../functions/src/adapters/mail-event-signature';

// The admin dashboard (/admin): System Status at a glance and in full, the statistics, the links into
// each job, the inbox and the debug header, as the local stack's administrator. Each test starts on
// /admin. (Delete by title pattern and backups have files of their own.)

const { context, page } = await useAdminSession({ startAt: { path: '/admin', region: 'System Status' } });

const stamp = Date.now().toString(36);

describe('the admin dashboard', () => {
  it('shows the system healthy, with every service and the statistics', async () => {
    // Arrives from the user menu of a public page.
    await page.goto('/');
    await page.getByRole('button', { name: /brukermeny/ }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    // The dashboard shows System Status at a glance; the admin menu leads to every service's row.
    await page.getByRole('region', { name: 'System Status' }).getByText('All Systems Operational').waitFor({ timeout: 20_000 });
    const products = page.getByRole('region', { name: 'Product Statistics' });
    // Each figure is a link to the list it counts (/admin/innhold's content lists).
    const categories = products.getByRole('link', { name: /^Categories/ });
    await categories.waitFor();
    expect(Number((await categories.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Project Statistics' }).getByText('Drafts').waitFor();

    await page.getByRole('navigation', { name: 'Adminmeny' }).getByRole('link', { name: 'Systemstatus' }).click();
    await page.waitForURL('**/admin/systemstatus');
    const status = page.getByRole('region', { name: 'System Status' });
    await status.getByText('All Systems Operational').waitFor({ timeout: 20_000 });
    const services = status.getByRole('list', { name: 'Services' }).getByRole('listitem');
    // The dashboard's compact System Status (same name) stays up until the full screen has loaded.
    await expect.poll(() => services.count()).toBeGreaterThanOrEqual(5);
    expect(await status.getByText('unhealthy', { exact: true }).count()).toBe(0);
    // Auto-refresh is off until switched on; then a 10 s countdown runs.
    const auto = status.getByRole('checkbox', { name: 'Auto-refresh' });
    expect(await auto.isChecked()).toBe(false);
    await auto.check();
    await status.getByText(/Next refresh in \d+s/).waitFor();
    await auto.uncheck();
  });

  it('links into every job: Project Management on Innhold, Backup Management on Sikkerhetskopier', async () => {
    const jobs = page.getByRole('region', { name: 'Arbeidsoppgaver' });
    for (const label of ['Henvendelser', 'Salg', 'Innhold', 'Besøk', 'Kampanjer', 'Omdirigeringer', 'Slettet', 'Sikkerhetskopier', 'Systemstatus', 'Innstillinger', 'Brukere']) {
      await jobs.getByRole('link', { name: new RegExp(`^${label}`) }).waitFor();
    }
    await jobs.getByRole('link', { name: /Project Management/ }).click();
    await page.waitForURL('**/admin/innhold');
    await page.getByRole('region', { name: 'Project Management' }).waitFor();
    await page.goBack();
    await jobs.getByRole('link', { name: /Backup Management/ }).click();
    await page.waitForURL('**/admin/sikkerhetskopier');
    await page.getByRole('region', { name: 'Backup Management' }).waitFor();
  });

  it('lists stored contact messages with their delivery status', async () => {
    const subject = `E2E melding ${stamp}`;
    const sent = await apiFetch(context, '/api/email/send', {
      method: 'POST',
      body: { name: 'Ola Test', contactEmail: 'ola@example.com', subject, message: 'Hei fra testen', formToken: await formToken(context) },
    });
    expect(sent.status).toBe(200);
    await page.goto('/admin/henvendelser');
    const inbox = page.getByRole('region', { name: 'Henvendelser' });
    const item = inbox.getByRole('listitem').filter({ hasText: subject });
    await item.waitFor();
    // The local stack mails through the outbox folder, which cannot fail: anything but 'Sendt' is a bug.
    await expect.poll(() => item.getByText(/^(Sendt|Venter|Ikke sendt|Spam|Holdt tilbake)$/).first().textContent(), { timeout: 20_000 }).toBe('Sendt');
    const outbox = join(inject('dataDir'), 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')));
    // One notification to the company (the visitor's receipt carries no subject).
    expect(mails.filter((m) => m.includes(subject) && (JSON.parse(m) as { customArgs?: { mail?: string } }).customArgs?.mail === 'notification')).toHaveLength(1);
  });

  it("shows 'Ikke levert' and Mail degraded after a signed bounce, until a later notification is delivered", async () => {
    const outbox = join(inject('dataDir'), 'outbox');
    /** Sends an enquiry and returns its id, read from the notification's custom args in the outbox. */
    const sendEnquiry = async (subject: string) => {
      const sent = await apiFetch(context, '/api/email/send', {
        method: 'POST',
        body: { name: 'Ola Test', contactEmail: `ola.${stamp}@example.com`, subject, message: 'Hei', formToken: await formToken(context) },
      });
      expect(sent.status).toBe(200);
      const enquiryId = async () => {
        for (const file of await readdir(outbox)) {
          const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { subject: string; customArgs?: { enquiryId: string; mail: string } };
          if (mail.subject.includes(subject) && mail.customArgs?.mail === 'notification') return mail.customArgs.enquiryId;
        }
        return undefined;
      };
      await expect.poll(enquiryId).toBeDefined();
      return (await enquiryId())!;
    };
    const bounced = `E2E avvist ${stamp}`;
    const id = await sendEnquiry(bounced);

    // Signed as SendGrid signs, with the local stack's key (the outbox's stand-in uses the same), through Hosting.
    const keys = JSON.parse(await readFile(join(inject('dataDir'), 'mail-event-keys.json'), 'utf8')) as { privateKeyPem: string };
    const events = [{ event: 'bounce', timestamp: Math.floor(Date.now() / 1000), reason: '550 Mailbox does not exist', enquiryId: id, mail: 'notification' }];
    const timestamp = String(Math.floor(Date.now() / 1000));
    const unsigned = await apiFetch(context, '/api/email/events', { method: 'POST', body: events });
    expect(unsigned.status).toBe(403);
    const signed = await apiFetch(context, '/api/email/events', {
      method: 'POST',
      body: events,
      headers: { [MAIL_EVENT_SIGNATURE_HEADER]: signMailEvents(JSON.stringify(events), timestamp, keys.privateKeyPem), [MAIL_EVENT_TIMESTAMP_HEADER]: timestamp },
    });
    expect(signed).toEqual({ status: 200, body: { data: { received: 1, undelivered: 1 } } });

    await page.goto('/admin/henvendelser');
    const item = page.getByRole('region', { name: 'Henvendelser' }).getByRole('listitem').filter({ hasText: bounced });
    await item.getByText('Ikke levert').waitFor();

    await page.goto('/admin/systemstatus');
    const status = page.getByRole('region', { name: 'System Status' });
    await status.getByText(new RegExp(`enquiry ${id} was not delivered \\(bounce`)).waitFor({ timeout: 20_000 });

    // The next enquiry's notification is delivered (the stand-in reports it): Mail is healthy again.
    await sendEnquiry(`E2E levert ${stamp}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return status
            .getByText('All Systems Operational')
            .waitFor({ timeout: 5000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
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
