import { quoteSubject, visitTimeLabel, type DeliveryStatus, type EnquiryBooking, type ProductNode, type SpamReason, type StoredEnquiry } from '@rms/schema';

/** A moment as the inbox shows it: '12. mars 2026, 10:00'. */
export const when = (iso: string) => new Date(iso).toLocaleString('nb-NO', { dateStyle: 'medium', timeStyle: 'short' });

/** The delivery status of a message (its e-mail to the company), in the inbox's words. */
export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  sent: 'Sendt',
  pending: 'Venter',
  failed: 'Ikke sendt',
  spam: 'Spam',
  held: 'Holdt tilbake',
};

/** Why a message was taken for spam. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'Det skjulte feltet for roboter var fylt ut',
  'time-trap': 'Sendt for fort, uten eller med ugyldig skjemanøkkel',
  links: 'Mange lenker i meldingen',
};

/** The subject of the mail the company got: a quote's 'Tilbud: {product} – {name}', else the stored subject. */
export function mailSubject(m: StoredEnquiry): string {
  return m.product ? quoteSubject(m.product.title, m.name) : m.subject;
}

/** 'Svar': the mail program with the visitor's address and 'Re: ' the subject of the mail the company got. */
export function replyHref(m: StoredEnquiry): string {
  const to = encodeURIComponent(m.contactEmail).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${mailSubject(m)}`)}`;
}

/** Every product of the tree with its trail ('Markiser › Terrassemarkiser'), for the inbox's product filter. */
export function productOptions(nodes: ProductNode[], trail: string[] = []): { id: string; label: string }[] {
  return nodes.flatMap((node) => {
    const path = [...trail, node.title];
    return [{ id: node.id, label: path.join(' › ') }, ...productOptions(node.sub, path)];
  });
}

/** A booked site visit as the inbox names it, in Oslo time: 'Befaring tirsdag 8. desember kl. 09:00', '… (avlyst)' once cancelled. */
export function bookingLine(booking: EnquiryBooking): string {
  const line = `Befaring ${visitTimeLabel(booking.start)}`;
  return booking.status === 'cancelled' ? `${line} (avlyst)` : line;
}

/** The id of an enquiry's item in the inbox: the Befaring screen links to it (href.adminEnquiry). */
export const enquiryAnchor = (id: string) => `henvendelse-${id}`;
