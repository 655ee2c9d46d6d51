import { stringify } from 'csv-stringify/sync';
import { sourceName, STAGE_LABELS, type DeliveryStatus, type StoredEnquiry } from '@rms/schema';

/**
 * GET /api/messages/export.csv and GET /api/sales/export.csv: a file Excel in Norway opens right away. UTF-8 with a
 * BOM (else Excel reads it as Windows-1252 and breaks æ, ø, å), `;` between fields (Norwegian Excel
 * uses the comma for decimals), CRLF line ends, and a Norwegian header row. csv-stringify does the
 * quoting; every cell a spreadsheet would read as a formula is neutralised here (OWASP CSV injection).
 */

const DELIVERY_LABELS: Record<DeliveryStatus, string> = { pending: 'Venter', sent: 'Sendt', failed: 'Ikke sendt', spam: 'Spam', held: 'Holdt tilbake' };

const HEADER = ['Mottatt', 'Navn', 'E-post', 'Telefon', 'Emne', 'Melding', 'Produkt', 'Produktadresse', 'Postnummer', 'Bredde (cm)', 'Utfall/høyde (cm)', 'Befaring', 'Fase', 'Levering', 'Første kontakt', 'Tilbud (kr)', 'Grunn til tap', 'Arkivert', 'Kilde', 'Kampanje', 'Medium', 'Landingsside', 'Notater'];

/** A cell that starts like a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so it is shown as text. */
export function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const osloTime = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)) : '';

function row(m: StoredEnquiry): string[] {
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
    STAGE_LABELS[m.stage],
    DELIVERY_LABELS[m.status],
    osloTime(m.answered_at),
    m.amountNok != null ? String(m.amountNok) : '',
    m.lostReason ?? '',
    m.archived ? 'Ja' : 'Nei',
    sourceName(m.source),
    m.source?.utmCampaign ?? '',
    m.source?.utmMedium ?? '',
    m.source?.landingPath ?? '',
    m.notes.map((n) => `${osloTime(n.at)} ${n.by}: ${n.text}`).join('\n'),
  ];
}

/** Rows (the header first) as a file for Norwegian Excel, every cell neutralised: the inbox's and the sales report's exports. */
export function excelCsv(rows: string[][]): string {
  return stringify(rows.map((r) => r.map(neutralised)), { delimiter: ';', record_delimiter: 'windows', bom: true });
}

export function messagesCsv(messages: StoredEnquiry[]): string {
  return excelCsv([HEADER, ...messages.map(row)]);
}

/** henvendelser-2026-11-25.csv (or another `name`): the Norwegian date of the export. */
export function exportFilename(now = new Date(), name = 'henvendelser'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${name}-${day}.csv`;
}
