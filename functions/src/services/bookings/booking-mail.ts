import { LINK_IN_NAME } from '@rms/schema';
import { DEFAULT_COMPANY_PHONE } from '@rms/schema/site-facts';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment, Mailer, OutgoingMail } from '../../adapters/mailer';
import { NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { BookingDoc } from '../../repositories/bookings';
import { getSiteSettings } from '../content/settings';
import { oneLine } from '../enquiries/enquiry-delivery';

/** Who sends the invitations when no site settings are saved yet. */
const FALLBACK_COMPANY_NAME = 'RMS Solskjerming';

export interface BookingMailDeps {
  repos: Repositories;
  mailer: Mailer;
  /** MAIL_FROM: the sender, and the invitation's ORGANIZER. */
  mailFrom: string;
  /** MAIL_TO: the company's own copy of each invitation. */
  mailTo: string;
  /** SITE_URL: its host names the invitation's UID (decision 146: links only from here). */
  siteUrl: string;
  now: () => Date;
}

/** What happened to the visit: a new invitation, an updated one, or its cancellation. */
export type BookingChange = 'booked' | 'moved' | 'cancelled' | 'reminder';

type InvitedBooking = Pick<BookingDoc, 'id' | 'start' | 'end' | 'status' | 'name' | 'email' | 'phone' | 'address' | 'postcode' | 'message' | 'sequence'>;

/** One UID per booking for its whole life, so a calendar replaces the event on a move or cancellation. */
export const invitationUid = (bookingId: string, siteUrl: string) => `booking-${bookingId}@${new URL(siteUrl).host}`;

const DAY = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' });
const TIME = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });

/** 'mandag 23. mars 2026 kl. 09.00–10.00', in Oslo time whatever the server's zone. */
export function osloWhen(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  return `${DAY.format(start)} kl. ${TIME.format(start).replace(':', '.')}–${TIME.format(new Date(endIso)).replace(':', '.')}`;
}

const placeOf = (b: Pick<BookingDoc, 'address' | 'postcode'>) => `${oneLine(b.address)}, ${b.postcode}`;

/**
 * The RFC 5545 invitation (written by `ical-generator`, which folds, escapes and stamps): instants
 * in UTC, the same UID for the booking's whole life and its `sequence` as SEQUENCE, so a calendar
 * takes a move as an update; METHOD:CANCEL with STATUS:CANCELLED once cancelled.
 */
export function invitationIcs(booking: InvitedBooking, organizer: { name: string; email: string }, siteUrl: string, now: Date): string {
  const cancelled = booking.status === 'cancelled';
  const calendar = ical({ prodId: { company: organizer.name, product: 'befaring', language: 'NO' }, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: invitationUid(booking.id, siteUrl),
    sequence: booking.sequence,
    stamp: now,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: `Befaring – ${organizer.name}`,
    location: placeOf(booking),
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [{ name: oneLine(booking.name), email: booking.email, role: ICalAttendeeRole.REQ, rsvp: false }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

function attachment(ics: string, cancelled: boolean): MailAttachment {
  return { filename: 'befaring.ics', contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`, content: Buffer.from(ics, 'utf8').toString('base64') };
}

interface Facts {
  companyName: string;
  phone: string;
}

async function companyFacts(repos: Repositories): Promise<Facts> {
  try {
    const s = await getSiteSettings(repos);
    return { companyName: s.companyName || FALLBACK_COMPANY_NAME, phone: s.phone || DEFAULT_COMPANY_PHONE };
  } catch (e) {
    if (e instanceof NotFoundError) return { companyName: FALLBACK_COMPANY_NAME, phone: DEFAULT_COMPANY_PHONE };
    throw e;
  }
}

const VISITOR_SUBJECT: Record<BookingChange, string> = {
  booked: 'Befaring bestilt',
  moved: 'Befaringen er flyttet',
  cancelled: 'Befaringen er avlyst',
  reminder: 'Påminnelse: befaring i morgen',
};

const VISITOR_LEAD: Record<BookingChange, string> = {
  booked: 'Takk for bestillingen! Vi kommer på befaring:',
  moved: 'Befaringen er flyttet. Ny tid:',
  cancelled: 'Befaringen er avlyst:',
  reminder: 'Vi minner om befaringen i morgen:',
};

/**
 * The visitor's mail. Of their own words only the name (checked for links at input) and the
 * address where we come, on one line each: the message they wrote is never mailed back, so no one
 * can use the form to send chosen text to a stranger (as the enquiry receipt, decision 146).
 */
export function visitorMail(booking: InvitedBooking, change: BookingChange, facts: Facts & { mailFrom: string; manageUrl?: string; reason?: string }): Omit<OutgoingMail, 'attachments'> {
  const name = LINK_IN_NAME.test(booking.name) ? '' : oneLine(booking.name);
  const when = osloWhen(booking.start, booking.end);
  const text = [
    `Hei${name ? ` ${name}` : ''},`,
    '',
    VISITOR_LEAD[change],
    '',
    `Tid: ${when}`,
    `Adresse: ${placeOf(booking)}`,
    ...(change === 'cancelled' && facts.reason ? ['', `Grunn: ${oneLine(facts.reason)}`] : []),
    '',
    ...(change !== 'cancelled' && facts.manageUrl ? ['Vil du flytte eller avlyse befaringen, kan du gjøre det her fram til 24 timer før:', facts.manageUrl, ''] : []),
    change === 'cancelled' ? `Vil du ha en ny tid, ring oss på ${facts.phone}.` : `Spørsmål, eller trenger du å endre noe? Ring oss på ${facts.phone}.`,
    '',
    'Hilsen',
    facts.companyName,
  ].join('\n');
  return { to: oneLine(booking.email), from: facts.mailFrom, subject: `${VISITOR_SUBJECT[change]}: ${when}`, text };
}

/** The company's copy: the same invitation, with the visitor's details to prepare the visit. */
export function companyMail(booking: InvitedBooking, change: Exclude<BookingChange, 'reminder'>, facts: { mailFrom: string; mailTo: string; reason?: string }): Omit<OutgoingMail, 'attachments'> {
  const when = osloWhen(booking.start, booking.end);
  const text = [
    `${VISITOR_SUBJECT[change]}: ${when}`,
    '',
    `Navn: ${oneLine(booking.name)}`,
    `Telefon: ${oneLine(booking.phone)}`,
    `E-post: ${oneLine(booking.email)}`,
    `Adresse: ${placeOf(booking)}`,
    ...(booking.message ? ['', booking.message] : []),
    ...(change === 'cancelled' && facts.reason ? ['', `Grunn: ${oneLine(facts.reason)}`] : []),
  ].join('\n');
  return { to: facts.mailTo, from: facts.mailFrom, replyTo: oneLine(booking.email), subject: `${VISITOR_SUBJECT[change]}: ${when} – ${oneLine(booking.name)}`, text };
}

/**
 * Sends the visitor and the company the invitation for a booked, moved or cancelled visit. The
 * booking is stored before this runs and stays whatever happens here: a failed mail is logged
 * (the booking's id and the mailer's reason, no personal data) and the request carries on.
 */
export async function sendBookingMails(deps: BookingMailDeps, booking: InvitedBooking, change: Exclude<BookingChange, 'reminder'>, extra: { manageUrl?: string; reason?: string } = {}): Promise<void> {
  let facts: Facts;
  try {
    facts = await companyFacts(deps.repos);
  } catch {
    facts = { companyName: FALLBACK_COMPANY_NAME, phone: DEFAULT_COMPANY_PHONE };
  }
  const files = [attachment(invitationIcs(booking, { name: facts.companyName, email: deps.mailFrom }, deps.siteUrl, deps.now()), booking.status === 'cancelled')];
  const mails: OutgoingMail[] = [
    { ...visitorMail(booking, change, { ...facts, ...extra, mailFrom: deps.mailFrom }), attachments: files },
    { ...companyMail(booking, change, { mailFrom: deps.mailFrom, mailTo: deps.mailTo, reason: extra.reason }), attachments: files },
  ];
  const results = await Promise.allSettled(mails.map((m) => deps.mailer.send(m)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') console.error(`[bookings] ${i === 0 ? 'visitor' : 'company'} mail for booking ${booking.id} (${change}) not sent: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
  });
}

/** The reminder the day before: the visitor only, with the invitation as it stands. Throws when the mail fails. */
export async function sendBookingReminder(deps: BookingMailDeps, booking: InvitedBooking): Promise<void> {
  const facts = await companyFacts(deps.repos);
  const ics = invitationIcs(booking, { name: facts.companyName, email: deps.mailFrom }, deps.siteUrl, deps.now());
  await deps.mailer.send({ ...visitorMail(booking, 'reminder', { ...facts, mailFrom: deps.mailFrom }), attachments: [attachment(ics, false)] });
}
