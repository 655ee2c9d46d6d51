import { stringify } from 'csv-stringify/sync';
import { HANDLING_LABELS, type DeliveryStatus, type StoredMessage } from '@rms/schema';

/**
 * GET /api/messages/export.csv (issue #23): a file Excel in Norway opens right away. UTF-8 with a
 * BOM (else Excel reads it as Windows-1252 and breaks æ, ø, å), `;` between fields (Norwegian Excel
 * uses the comma for decimals), CRLF line ends, and a Norwegian header row. csv-stringify does the
 * quoting; every cell a spreadsheet would read as a formula is neutralised here (OWASP CSV injection).
 */

const DELIVERY_LABELS: Record<DeliveryStatus, string> = { pending: 'Venter', sent: 'Sendt', failed: 'Ikke sendt', spam: 'Spam', held: 'Holdt tilbake' };

const HEADER = ['Mottatt', 'Navn', 'E-post', 'Telefon', 'Emne', 'Melding', 'Produkt', 'Produktadresse', 'Postnummer', 'Bredde (cm)', 'Utfall/høyde (cm)', 'Befaring', 'Status', 'Levering', 'Besvart', 'Notater'];

/** A cell that starts like a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so it is shown as text. */
export function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const osloTime = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)) : '';

function row(m: StoredMessage): string[] {
  return [
    osloTime(m.created_at),
    m.name,
    m.contactEmail,
    m.contactPhone,
    m.subject,
    m.message,
    m.product?.title ?? '',
    m.product?.path ?? '',
    m.quote?.postcode ?? '',
    m.quote?.widthCm != null ? String(m.quote.widthCm) : '',
    m.quote?.heightCm != null ? String(m.quote.heightCm) : '',
    m.quote ? (m.quote.siteVisit ? 'Ja' : 'Nei') : '',
    HANDLING_LABELS[m.handling],
    DELIVERY_LABELS[m.status],
    osloTime(m.answered_at),
    m.notes.map((n) => `${osloTime(n.at)} ${n.by}: ${n.text}`).join('\n'),
  ];
}

export function messagesCsv(messages: StoredMessage[]): string {
  return stringify([HEADER, ...messages.map((m) => row(m).map(neutralised))], { delimiter: ';', record_delimiter: 'windows', bom: true });
}

/** henvendelser-2026-11-25.csv: the Norwegian date of the export. */
export function exportFilename(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `henvendelser-${day}.csv`;
}
