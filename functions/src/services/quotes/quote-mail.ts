import { formatOre, LINK_IN_NAME, quoteLabel, type QuoteCompany } from '@rms/schema';
import type { Mailer, MailAttachment, OutgoingMail } from '../../adapters/mailer';
import { oneLine } from '../enquiries/enquiry-delivery';
import type { QuoteDoc } from '../../repositories/quotes';
import { norwegianDate } from './quote-pdf';

export interface QuoteMailDeps {
  mailer: Mailer;
  /** MAIL_FROM: the sender of every quote mail. */
  mailFrom: string;
  /** MAIL_TO: the company's own address, told of each answer. */
  mailTo: string;
  /** SITE_URL: the admin link in the company's notice. */
  siteUrl: string;
}

type Mailed = Pick<QuoteDoc, 'id' | 'enquiryId' | 'number' | 'version' | 'customer' | 'totalOre' | 'validUntil'>;

export const pdfFile = (q: Mailed, pdf: Buffer): MailAttachment => ({ filename: `tilbud-${quoteLabel(q.number, q.version).replace(' ', '-')}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') });

/** The customer's name for 'Hei …', left out when it looks like a link (no one may mail chosen text to a stranger). */
const greeting = (name: string) => {
  const clean = oneLine(name);
  return LINK_IN_NAME.test(clean) ? 'Hei,' : `Hei ${clean},`;
};

/** The mail with the link and the PDF, to the customer. */
export function sentMail(q: Mailed, link: string, company: QuoteCompany, mailFrom: string): Omit<OutgoingMail, 'attachments'> {
  const label = quoteLabel(q.number, q.version);
  const text = [
    greeting(q.customer.name),
    '',
    q.version > 1 ? `Her er en oppdatert versjon av tilbudet vårt (${label}). Den erstatter den forrige.` : `Takk for henvendelsen! Her er tilbudet vårt (${label}).`,
    '',
    `Totalt inkl. MVA: ${formatOre(q.totalOre)}`,
    `Gyldig til og med: ${q.validUntil ? norwegianDate(q.validUntil) : ''}`,
    '',
    'Se tilbudet og aksepter eller avslå det her:',
    link,
    '',
    'Tilbudet ligger også ved som PDF.',
    `Spørsmål? Ring oss på ${company.phone}.`,
    '',
    'Hilsen',
    company.name,
  ].join('\n');
  return { to: oneLine(q.customer.email), from: mailFrom, subject: `Tilbud ${label} fra ${company.name}`, text };
}

/** The customer's confirmation of an acceptance, with the very PDF accepted. */
export function acceptedMail(q: Mailed, name: string, company: QuoteCompany, mailFrom: string): Omit<OutgoingMail, 'attachments'> {
  const label = quoteLabel(q.number, q.version);
  const text = [
    greeting(q.customer.name),
    '',
    `Takk! Vi har mottatt din aksept av tilbud ${label} (${formatOre(q.totalOre)} inkl. MVA), signert «${oneLine(name)}».`,
    'Tilbudet du aksepterte ligger ved som PDF. Vi tar kontakt for å avtale levering og montering.',
    '',
    `Spørsmål? Ring oss på ${company.phone}.`,
    '',
    'Hilsen',
    company.name,
  ].join('\n');
  return { to: oneLine(q.customer.email), from: mailFrom, subject: `Bekreftelse: tilbud ${label} er akseptert`, text };
}

/** The company's notice of the customer's answer. */
export function companyNotice(q: Mailed, answer: 'accepted' | 'declined', detail: string, deps: Pick<QuoteMailDeps, 'mailFrom' | 'mailTo' | 'siteUrl'>): OutgoingMail {
  const label = quoteLabel(q.number, q.version);
  const verb = answer === 'accepted' ? 'akseptert' : 'avslått';
  const text = [
    `Tilbud ${label} er ${verb} av kunden.`,
    '',
    `Kunde: ${oneLine(q.customer.name)} <${oneLine(q.customer.email)}>`,
    `Totalt inkl. MVA: ${formatOre(q.totalOre)}`,
    ...(detail ? [answer === 'accepted' ? `Signert: ${oneLine(detail)}` : `Grunn: ${oneLine(detail)}`] : []),
    '',
    `Se henvendelsen i innboksen: ${deps.siteUrl}/admin/henvendelser`,
  ].join('\n');
  return { to: deps.mailTo, from: deps.mailFrom, replyTo: oneLine(q.customer.email), subject: `Tilbud ${label} ${verb}: ${oneLine(q.customer.name)}`, text };
}

/** Sends mails; a failure is logged with the quote's id and the mailer's reason (no personal data) and never fails the request. */
export async function sendQuoteMails(deps: QuoteMailDeps, quoteId: string, what: string, mails: OutgoingMail[]): Promise<boolean> {
  const results = await Promise.allSettled(mails.map((m) => deps.mailer.send(m)));
  let ok = true;
  results.forEach((r, i) => {
    if (r.status === 'rejected') {
      ok = false;
      console.error(`[quotes] ${what} mail ${i + 1} for quote ${quoteId} not sent: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
    }
  });
  return ok;
}

