import { quoteSubject, type StoredEnquiry } from '@rms/schema';
import type { Mailer, OutgoingMail } from '../../adapters/mailer';
import type { Repositories } from '../../repositories';
import { answerDue, answerRules, isWaitingTooLong } from './answer-time';
import type { MailAddresses } from './enquiry-delivery';
import { findEnquiries, INBOX_SCAN_LIMIT } from './enquiry-inbox';

/**
 * Answer in time (decision 132): an enquiry still 'Ny' past its answer time (the site
 * settings' working hours, counted inside the office's opening hours) gets one reminder mail to the staff address.
 * The reminder is claimed on the enquiry (`reminded_at`) in a transaction before it is sent, so two
 * runs never both send it; a send that fails gives the claim back for the next run.
 */

const osloTime = (d: Date) => new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'medium', timeStyle: 'short' }).format(d);

/** The reminder: who is waiting, since when, what they asked about, and where to answer. */
export function reminderMail(m: StoredEnquiry, due: Date, to: MailAddresses, siteUrl: string): OutgoingMail {
  return {
    to: to.mailTo,
    from: to.mailFrom,
    subject: `Påminnelse: ubesvart henvendelse fra ${m.name}`,
    text: [
      `${m.name} (${m.contactEmail}${m.contactPhone ? `, ${m.contactPhone}` : ''}) har ventet på svar siden ${osloTime(new Date(m.created_at))}.`,
      `Svarfristen var ${osloTime(due)}.`,
      '',
      `Emne: ${m.product ? quoteSubject(m.product.title, m.name) : m.subject}`,
      '',
      `Svar og marker henvendelsen som kontaktet i innboksen: ${siteUrl}/admin/henvendelser`,
    ].join('\n'),
  };
}

export interface ReminderOutcome {
  reminded: number;
  failed: number;
}

/** Sends one reminder for each enquiry that is still new, not spam or archived, past its answer time and not reminded yet. */
export async function remindOverdueEnquiries(repos: Repositories, mailer: Mailer, to: MailAddresses, siteUrl: string, now = new Date()): Promise<ReminderOutcome> {
  const rules = await answerRules(repos);
  const waiting = (await findEnquiries(repos, { stage: 'new' }, INBOX_SCAN_LIMIT)).filter((m) => !m.reminded_at && isWaitingTooLong(m, rules, now));
  const outcome: ReminderOutcome = { reminded: 0, failed: 0 };
  for (const candidate of waiting) {
    const claimed = await repos.transaction(async (tx) => {
      const m = await repos.enquiries.find(candidate.id, tx);
      if (!m || m.stage !== 'new' || m.archived || m.reminded_at) return null;
      repos.enquiries.update(tx, m.id, { reminded_at: now.toISOString() });
      return m;
    });
    if (!claimed) continue;
    try {
      await mailer.send(reminderMail(claimed, answerDue(claimed, rules), to, siteUrl));
      outcome.reminded++;
    } catch (e) {
      console.warn(`[mail] reminder for messages/${claimed.id} not sent, tried again next run: ${e instanceof Error ? e.message : String(e)}`);
      await repos.enquiries.updateNow(claimed.id, { reminded_at: null });
      outcome.failed++;
    }
  }
  return outcome;
}
