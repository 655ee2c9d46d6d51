import { createHash } from 'node:crypto';
import { formatOre, PRICE_TYPE_LABELS, PRICE_TYPE_WORDING, quoteLabel, type QuoteCompany, type QuotePriceType, type StoredQuoteLine } from '@rms/schema';

/** Everything a quote prints, the same for the PDF and the customer's page (decision 152). */
export interface QuotePrint {
  number: string;
  version: number;
  /** The day it was sent (a draft: today), YYYY-MM-DD in Oslo. */
  date: string;
  validUntil: string;
  company: QuoteCompany;
  customer: { name: string; email: string; phone?: string | undefined; address?: string | undefined };
  lines: StoredQuoteLine[];
  totalOre: number;
  vatOre: number;
  netOre: number;
  priceType: QuotePriceType;
  deliveryWeeks: number | null;
  note: string;
  terms: string;
  /** The instant written as the PDF's creation date: the same input gives the same bytes. */
  createdAt: string;
}

/** '02.12.2026' from '2026-12-02'. */
export const norwegianDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The company's facts as lines: name, address, organisation number (when filled in), phone and e-mail. */
export function companyLines(c: QuoteCompany): string[] {
  return [c.name, c.street, `${c.postalCode} ${c.city}`, ...(c.orgNumber ? [`Org.nr. ${c.orgNumber.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')} MVA`] : []), `Telefon ${c.phone}`, c.email];
}

export const deliveryText = (weeks: number | null) => (weeks === null ? null : `Leveringstid: ca. ${weeks} ${weeks === 1 ? 'uke' : 'uker'} etter aksept.`);

/** The three sums as the PDF and the page print them, in this order. */
export function sumRows(p: Pick<QuotePrint, 'totalOre' | 'vatOre' | 'netOre'>): [string, string][] {
  return [
    ['Sum eks. MVA', formatOre(p.netOre)],
    ['Herav MVA 25 %', formatOre(p.vatOre)],
    ['Totalt inkl. MVA', formatOre(p.totalOre)],
  ];
}

const MARGIN = 50;
const COLUMNS = { description: 50, quantity: 300, unit: 350, sum: 445, end: 545 };

/**
 * The quote as a PDF, made with pdfkit: real text in Helvetica (WinAnsi has æ, ø, å, § and the
 * no-break space), tagged with its language and title for screen readers. Deterministic: the
 * creation date is the quote's own, so the same quote gives the same bytes.
 */
export async function renderQuotePdf(p: QuotePrint): Promise<Buffer> {
  // Loaded when a PDF is made: the page renderer, which shows quotes, never needs it.
  const { default: PDFDocument } = await import('pdfkit');
  const title = `Tilbud ${quoteLabel(p.number, p.version)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'nb-NO',
    displayTitle: true,
    tagged: true,
    info: { Title: title, Author: p.company.name, Creator: p.company.name, Producer: 'pdfkit', CreationDate: new Date(p.createdAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const bottom = () => doc.page.height - MARGIN;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown(0.5);
  const top = doc.y;
  doc.font('Helvetica').fontSize(10).text(companyLines(p.company).join('\n'), MARGIN, top, { width: 240 });
  const leftEnd = doc.y;
  const customer = [p.customer.name, ...(p.customer.address ? [p.customer.address] : []), p.customer.email, ...(p.customer.phone ? [p.customer.phone] : [])];
  doc.font('Helvetica-Bold').text('Til', 320, top).font('Helvetica').text(customer.join('\n'), 320, doc.y, { width: 225 });
  doc.y = Math.max(leftEnd, doc.y) + 12;
  doc.x = MARGIN;
  doc.text(`Tilbudsnummer: ${quoteLabel(p.number, p.version)}`);
  doc.text(`Dato: ${norwegianDate(p.date)}`);
  doc.text(`Gyldig til og med: ${norwegianDate(p.validUntil)}`);
  doc.text(`Pristype: ${PRICE_TYPE_LABELS[p.priceType]}`);
  doc.moveDown();

  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10);
    doc.text('Beskrivelse', COLUMNS.description, y, { width: COLUMNS.quantity - COLUMNS.description - 10 });
    doc.text('Antall', COLUMNS.quantity, y, { width: COLUMNS.unit - COLUMNS.quantity - 5, align: 'right' });
    doc.text('Enhetspris', COLUMNS.unit, y, { width: COLUMNS.sum - COLUMNS.unit - 5, align: 'right' });
    doc.text('Sum', COLUMNS.sum, y, { width: COLUMNS.end - COLUMNS.sum, align: 'right' });
    doc.moveTo(MARGIN, doc.y + 2).lineTo(COLUMNS.end, doc.y + 2).stroke();
    doc.y += 6;
    doc.font('Helvetica');
  };
  header();
  for (const line of p.lines) {
    const width = COLUMNS.quantity - COLUMNS.description - 10;
    const height = doc.heightOfString(line.description, { width }) + 4;
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc.text(line.description, COLUMNS.description, y, { width });
    doc.text(String(line.quantity), COLUMNS.quantity, y, { width: COLUMNS.unit - COLUMNS.quantity - 5, align: 'right' });
    doc.text(formatOre(line.unitPriceOre), COLUMNS.unit, y, { width: COLUMNS.sum - COLUMNS.unit - 5, align: 'right' });
    doc.text(formatOre(line.quantity * line.unitPriceOre), COLUMNS.sum, y, { width: COLUMNS.end - COLUMNS.sum, align: 'right' });
    doc.y = y + height;
  }
  doc.moveTo(MARGIN, doc.y).lineTo(COLUMNS.end, doc.y).stroke();
  doc.y += 6;
  ensureRoom(50);
  for (const [label, value] of sumRows(p)) {
    const y = doc.y;
    const bold = label.startsWith('Totalt');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, COLUMNS.unit - 100, y, { width: COLUMNS.sum - COLUMNS.unit + 95, align: 'right' });
    doc.text(value, COLUMNS.sum, y, { width: COLUMNS.end - COLUMNS.sum, align: 'right' });
  }
  doc.font('Helvetica').moveDown();
  doc.x = MARGIN;
  const width = COLUMNS.end - MARGIN;
  ensureRoom(40);
  doc.font('Helvetica-Bold').text(PRICE_TYPE_LABELS[p.priceType], MARGIN, doc.y, { width });
  doc.font('Helvetica').text(PRICE_TYPE_WORDING[p.priceType], { width });
  const delivery = deliveryText(p.deliveryWeeks);
  if (delivery) doc.moveDown(0.5).text(delivery, { width });
  if (p.note) {
    doc.moveDown(0.5);
    ensureRoom(30);
    doc.font('Helvetica-Bold').text('Merknad', { width }).font('Helvetica').text(p.note, { width });
  }
  doc.moveDown();
  ensureRoom(30);
  doc.font('Helvetica-Bold').text('Vilkår', { width }).font('Helvetica').fontSize(9).text(p.terms, { width });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** SHA-256 of a PDF's bytes, hex: what an acceptance records. */
export const pdfSha256 = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');
