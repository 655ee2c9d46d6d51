import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch } from '../support/auth';
import { baseURL, watchErrors } from '../support/browser';
import { formToken } from '../support/contact';

/**
 * A quote accepted online, on a phone (390 px; decision 152): staff write a quote on an enquiry in
 * Henvendelser and send it; the customer opens the link from the mail in the outbox and accepts it
 * (typed name and the tick); the enquiry is then 'Vunnet' with the quote's sum, nobody having typed it.
 */

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
/** An address of this run's own, so the outbox's mail to it is this test's. */
const customerEmail = `tilbud-${stamp}@example.no`;
const subject = `Markise til terrassen ${stamp}`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; type?: string }[];
}

/** The mails the offline stack's mailer wrote (as JSON, to the outbox folder) to `to`. */
async function mailsTo(to: string): Promise<OutboxMail[]> {
  const outbox = join(inject('dataDir'), 'outbox');
  const mails: OutboxMail[] = [];
  for (const file of await readdir(outbox).catch(() => [] as string[])) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as OutboxMail;
    if (mail.to === to) mails.push(mail);
  }
  return mails;
}

/** The customer's page in the quote's mail: the path of its /tilbud/{token} link. */
async function quoteLink(): Promise<string | undefined> {
  for (const mail of await mailsTo(customerEmail)) {
    const path = /\/tilbud\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (path) return path;
  }
  return undefined;
}

const { browser, context, page } = await useAdminSession(PHONE);

describe('a quote written on an enquiry and accepted online', () => {
  it('is written and sent by staff on a phone, accepted by the customer from the mailed link, and wins the enquiry with its sum', async () => {
    const sent = await apiFetch(context, '/api/email/send', {
      method: 'POST',
      body: { name: `Kari ${stamp}`, contactEmail: customerEmail, contactPhone: '912 34 567', subject, message: 'Vi vil ha tilbud på en markise.', formToken: await formToken(context) },
    });
    expect(sent.status).toBe(200);

    // The inbox, narrowed to the customer by the search a link may bring (?q=).
    await page.goto(`/admin/henvendelser?q=${encodeURIComponent(customerEmail)}`);
    const inbox = page.getByRole('region', { name: 'Henvendelser' });
    const item = inbox.getByRole('listitem').filter({ hasText: subject });
    await item.waitFor({ timeout: 20_000 });
    await item.locator('summary', { hasText: /^Tilbud$/ }).click();
    await item.getByRole('button', { name: 'Lag tilbud' }).click();

    const form = item.getByRole('form', { name: 'Nytt tilbud' });
    // The customer comes from the enquiry; the address of the work is the staff's to add.
    expect(await form.getByLabel('E-post').inputValue()).toBe(customerEmail);
    expect(await form.getByLabel('Telefon').inputValue()).toBe('912 34 567');
    await form.getByLabel('Adresse der arbeidet gjøres').fill('Storgata 1, 2050 Jessheim');
    await form.getByLabel('Beskrivelse').fill('Terrassemarkise 4 × 3 m, montert');
    await form.getByLabel('Antall').fill('2');
    await form.getByLabel('Enhetspris (kr inkl. mva)').fill('12 345,50');
    await form.getByRole('radio', { name: /^Fastpris/ }).check();
    // 2 × 12 345,50 = 24 691,00 including VAT, of which VAT 4 938,20.
    const sums = form.getByRole('group', { name: 'Summer' }).or(form.getByLabel('Summer'));
    // innerText: each term and sum on a line of its own, read with single spaces.
    await expect.poll(async () => (await sums.innerText()).replace(/\s+/g, ' ')).toContain('Sum inkl. mva kr 24 691,00');
    expect((await sums.innerText()).replace(/\s+/g, ' ')).toContain('Herav mva 25 % kr 4 938,20 Sum eks. mva kr 19 752,80');
    // The form fits the phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await form.getByRole('button', { name: 'Send tilbud' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Sende tilbudet til ${customerEmail}?` });
    await confirm.getByRole('button', { name: 'Send tilbud' }).click();
    await item.getByRole('status').filter({ hasText: `Sendt til ${customerEmail}.` }).waitFor({ timeout: 30_000 });
    const versions = item.getByRole('list', { name: 'Versjoner' });
    await expect.poll(async () => (await versions.innerText()).replace(/\s+/g, ' ')).toMatch(/^\d{4}-\d{4} · sendt · kr 24 691,00/);
    // Sending moved the enquiry to 'Tilbud sendt' with the quote's sum.
    await expect.poll(() => item.getByLabel('Fase').inputValue()).toBe('quoted');

    // The customer's mail: the link and the PDF.
    await expect.poll(quoteLink, { timeout: 20_000 }).toBeDefined();
    const mail = (await mailsTo(customerEmail)).find((m) => m.text.includes('/tilbud/'))!;
    expect(mail.attachments?.some((a) => a.filename.endsWith('.pdf'))).toBe(true);

    // The customer, on a phone of their own, not signed in. The page is plain server-rendered HTML
    // without the app (nothing to wait for but the document), so a bare context opens it.
    const customer = await browser.newContext({ baseURL: baseURL(), viewport: PHONE });
    const view = await customer.newPage();
    const errors = watchErrors(view);
    await view.goto((await quoteLink())!);
    await view.getByText('kr 24 691,00').first().waitFor();
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await view.getByLabel('Navnet ditt').fill(`Kari ${stamp}`);
    await view.getByLabel('Jeg aksepterer tilbudet').check();
    await view.getByRole('button', { name: 'Aksepter' }).click();
    await view.getByRole('status').getByText('Takk! Tilbudet er akseptert.', { exact: false }).waitFor({ timeout: 20_000 });
    await view.getByText(`av Kari ${stamp}.`, { exact: false }).waitFor();
    expect(await view.getByRole('button', { name: 'Aksepter' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await customer.close();

    // The inbox: 'Vunnet' with the quote's sum (whole kroner), and the quote read-only.
    await page.reload();
    const won = inbox.getByRole('listitem').filter({ hasText: subject });
    await won.waitFor({ timeout: 20_000 });
    await expect.poll(() => won.getByLabel('Fase').inputValue(), { timeout: 20_000 }).toBe('won');
    await won.getByText(/^Vunnet$/).first().waitFor();
    await won.getByText(/^24\s691 kr$/).waitFor();
    await won.locator('summary', { hasText: /^Tilbud$/ }).click();
    await won.getByText(`av Kari ${stamp}. Et akseptert tilbud kan ikke endres.`, { exact: false }).waitFor({ timeout: 20_000 });
    expect(await won.getByRole('button', { name: 'Send tilbud' }).count()).toBe(0);
  });
});
