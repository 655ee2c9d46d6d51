import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, outboxMails, type TestStack } from '../../../../test/api-helpers';
import { enquiryDoc } from '../../../../test/enquiry-fixture';
import { siteSettingsDoc } from '../../../../test/site-settings-fixture';
import type { Mailer } from '../../adapters/mailer';
import { repositoriesFor } from '../../repositories';
import { remindOverdueEnquiries } from './enquiry-reminder';
import { countNew } from './enquiry-inbox';

/** Answer in time: an enquiry still 'Ny' past 4 working hours gets exactly one reminder to the staff address. */

let stack: TestStack;
const to = { mailFrom: 'nettside@firma.example', mailTo: 'post@firma.example' };
// Tuesday 24 November 2026 at 15:00 in Oslo; the seed's office is open weekdays 09:00–16:00.
const NOW = new Date('2026-11-24T15:00:00+01:00');

const outbox = () => outboxMails(stack.dataDir);

const remind = (now = NOW, mailer: Mailer = stack.deps.mailer) => remindOverdueEnquiries(repositoriesFor(stack.db), mailer, to, 'https://firma.example', now);

beforeAll(async () => {
  stack = await createTestStack();
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'messages', 'settings');
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
  await stack.db.doc('settings/site').set(siteSettingsDoc());
  const at = (iso: string) => new Date(iso).toISOString();
  const batch = stack.db.batch();
  // Monday 13:00: 3 hours that day and 1 on Tuesday morning, so due Tuesday 10:00: past.
  batch.set(stack.db.doc('messages/forsinket'), enquiryDoc({ name: 'Sen Svar', created_at: at('2026-11-23T13:00:00+01:00') }));
  // Tuesday 12:00: due 16:00 today, still inside.
  batch.set(stack.db.doc('messages/innenfor'), enquiryDoc({ name: 'Ny Kunde', created_at: at('2026-11-24T12:00:00+01:00') }));
  // Past it, but contacted, archived or spam: no reminder.
  batch.set(stack.db.doc('messages/kontaktet'), enquiryDoc({ created_at: at('2026-11-23T13:00:00+01:00'), stage: 'contacted' }));
  batch.set(stack.db.doc('messages/besvart-for'), enquiryDoc({ created_at: at('2026-11-23T13:00:00+01:00'), handling: 'answered', answered_at: at('2026-11-23T14:00:00+01:00') }));
  batch.set(stack.db.doc('messages/arkivert'), enquiryDoc({ created_at: at('2026-11-23T13:00:00+01:00'), archived: true }));
  batch.set(stack.db.doc('messages/spam'), enquiryDoc({ created_at: at('2026-11-23T13:00:00+01:00'), status: 'spam' }));
  await batch.commit();
});

describe('the answer-time reminder', () => {
  it('mails exactly one reminder for an enquiry past its answer time, none for one inside it, and none again on the next runs', async () => {
    expect(await remind()).toEqual({ reminded: 1, failed: 0 });
    expect(await remind()).toEqual({ reminded: 0, failed: 0 });
    expect(await remind(new Date(NOW.getTime() + 30 * 60_000))).toEqual({ reminded: 0, failed: 0 });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'post@firma.example', from: 'nettside@firma.example', subject: 'Påminnelse: ubesvart henvendelse fra Sen Svar' });
    expect(mails[0]?.text).toContain('https://firma.example/admin/henvendelser');
    expect((await stack.db.doc('messages/forsinket').get()).get('reminded_at')).toBe(NOW.toISOString());
    expect((await stack.db.doc('messages/innenfor').get()).get('reminded_at')).toBeUndefined();

    // The one inside its time is reminded once it has passed (Tuesday 16:00), and only then.
    expect(await remind(new Date('2026-11-24T16:01:00+01:00'))).toEqual({ reminded: 1, failed: 0 });
    expect((await outbox()).map((m) => m.subject)).toEqual(['Påminnelse: ubesvart henvendelse fra Sen Svar', 'Påminnelse: ubesvart henvendelse fra Ny Kunde']);
  });

  it('gives the claim back when the mail fails, so the next run sends it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: Mailer = { ...stack.deps.mailer, send: () => Promise.reject(new Error('SendGrid 503')) };
    expect(await remind(NOW, failing)).toEqual({ reminded: 0, failed: 1 });
    expect((await stack.db.doc('messages/forsinket').get()).get('reminded_at')).toBeNull();
    expect(await remind()).toEqual({ reminded: 1, failed: 0 });
    expect(await outbox()).toHaveLength(1);
    warn.mockRestore();
  });

  it('counts the overdue enquiries, and over the last 30 days the median time to first contact and how many went past the answer time', async () => {
    await stack.db.doc('messages/kontaktet').update({ answered_at: new Date('2026-11-24T11:00:00+01:00').toISOString() });
    await stack.db.doc('messages/besvart-for').update({ answered_at: new Date('2026-11-23T14:00:00+01:00').toISOString() });
    expect(await countNew(repositoriesFor(stack.db), NOW)).toEqual({
      new: 2,
      overdue: 1,
      answerWithinHours: 4,
      overdueIds: ['forsinket'],
      // 60 and 300 working minutes to first contact (Monday 13:00 to Tuesday 11:00 is 22 hours on the clock,
      // 3 + 2 in the opening hours); late: contacted after its time, and one still new past it.
      last30Days: { enquiries: 5, medianFirstContactMinutes: 180, late: 2 },
    });
  });

  it("counts with Innstillinger's answer time: with 12 working hours the Monday enquiry is not overdue yet", async () => {
    await stack.db.doc('settings/site').set(siteSettingsDoc({ answerWithinHours: 12 }));
    expect(await remind()).toEqual({ reminded: 0, failed: 0 });
    // Monday 13:00 + 12 working hours (3 Monday, 7 Tuesday, 2 Wednesday): due Wednesday 11:00.
    expect(await remind(new Date('2026-11-25T10:59:00+01:00'))).toEqual({ reminded: 0, failed: 0 });
    expect(await remind(new Date('2026-11-25T11:01:00+01:00'))).toEqual({ reminded: 1, failed: 0 });
    expect((await countNew(repositoriesFor(stack.db), NOW)).answerWithinHours).toBe(12);
  });
});
