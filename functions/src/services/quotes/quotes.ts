import { createHmac } from 'node:crypto';
import {
  DEFAULT_QUOTE_TERMS,
  isQuoteExpired,
  nokToOre,
  oreToNok,
  osloDay,
  PRICE_TYPE_LABELS,
  PRICE_TYPE_WORDING,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_REPLACED_MESSAGE,
  QUOTE_UNKNOWN_MESSAGE,
  quoteLabel,
  quoteSums,
  quoteValidUntil,
  type AuditAction,
  type EnquiryPatch,
  type PublicQuote,
  type Quote,
  type QuoteCompany,
  type QuoteCreate,
  type QuoteLineInput,
  type QuotePatch,
  type QuoteStatus,
  type StoredEnquiry,
  type StoredQuoteDoc,
} from '@rms/schema';
import { DEFAULT_COMPANY_PHONE } from '@rms/schema/site-facts';
import { ConflictError, GoneError, NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { QuoteDoc } from '../../repositories/quotes';
import type { Transaction } from '../../repositories/writer';
import { hashManageToken, newManageToken } from '../bookings/manage-token';
import { getSiteSettings } from '../content/settings';
import { pipelineChange } from '../enquiries/enquiry-pipeline';
import { auditEntry, type AuditActor } from '../shared/audit';
import { renderQuotePdf, pdfSha256, type QuotePrint } from './quote-pdf';

/**
 * Quotes on enquiries (decision 152): drafts staff write, numbered per Oslo year without gaps; sent
 * as a link and a PDF; accepted or declined by whoever holds the link. Every version is its own
 * document; a sent version is never changed again except for what the customer does with it.
 */

export interface QuoteDeps {
  repos: Repositories;
  /** SITE_URL: the only source of links sent to a customer. */
  siteUrl: string;
  now: () => Date;
}

/** Who the customer's own steps are written down as, on the enquiry and in the audit log. */
export const CUSTOMER_ACTOR: AuditActor = { uid: 'kunde', email: null };
const CUSTOMER_BY = 'Kunden';

/** The customer's page of a quote: on the site, never on whatever host the request named. */
export const quoteUrl = (siteUrl: string, token: string) => `${siteUrl}/tilbud/${token}`;
export const publicPdfPath = (token: string) => `/api/quotes/public/${token}/pdf`;

/** A version's id: the first one's is Firestore's; version n of it is `<first id>v<n>`, so two edits cannot both make it. */
const rootOf = (id: string) => id.slice(0, 20);
const versionId = (quote: Pick<QuoteDoc, 'id'>, version: number) => `${rootOf(quote.id)}v${version}`;

/** Lines as the API took them, in øre (the schema has checked that each price converts). */
function storedLines(lines: readonly QuoteLineInput[]): StoredQuoteDoc['lines'] {
  return lines.map((l) => ({ description: l.description.trim(), quantity: l.quantity, unitPriceOre: nokToOre(l.unitPriceNok)! }));
}

/** The enquiry's sum is whole kroner (decision 132): the quote's total, rounded half-up. */
export const wholeKroner = (ore: number) => Math.floor((ore + 50) / 100);

/** Where a version stands now: a sent or seen one past its last valid day is expired. */
export function statusOf(q: Pick<StoredQuoteDoc, 'status' | 'validUntil'>, now: Date): QuoteStatus {
  return (q.status === 'sent' || q.status === 'viewed') && isQuoteExpired(q.validUntil, now) ? 'expired' : q.status;
}

function linesAnswer(q: Pick<StoredQuoteDoc, 'lines'>) {
  return q.lines.map((l) => {
    const lineTotalOre = l.quantity * l.unitPriceOre;
    return { ...l, unitPriceNok: oreToNok(l.unitPriceOre), lineTotalOre, lineTotalNok: oreToNok(lineTotalOre) };
  });
}

const sumsAnswer = (q: Pick<StoredQuoteDoc, 'totalOre' | 'vatOre' | 'netOre'>) => ({
  totalOre: q.totalOre,
  vatOre: q.vatOre,
  netOre: q.netOre,
  totalNok: oreToNok(q.totalOre),
  vatNok: oreToNok(q.vatOre),
  netNok: oreToNok(q.netOre),
});

/** A version as staff read it. */
export function staffView(q: QuoteDoc, now: Date): Quote {
  return {
    id: q.id,
    enquiryId: q.enquiryId,
    number: q.number,
    version: q.version,
    label: quoteLabel(q.number, q.version),
    status: statusOf(q, now),
    customer: q.customer,
    lines: linesAnswer(q),
    priceType: q.priceType,
    validDays: q.validDays,
    deliveryWeeks: q.deliveryWeeks,
    note: q.note,
    ...sumsAnswer(q),
    created_at: q.created_at,
    modified_at: q.modified_at,
    sent_at: q.sent_at,
    validUntil: q.validUntil,
    viewed_at: q.viewed_at,
    accepted: q.accepted ? { at: q.accepted.at, name: q.accepted.name, pdfSha256: q.accepted.pdfSha256 } : null,
    declined: q.declined,
    replaces: q.replaces,
    replacedBy: q.replacedBy,
    pdfUrl: `/api/quotes/${q.id}/pdf`,
  };
}

/** The company's facts and terms from Innstillinger, as a quote prints them (fallbacks before the first save). */
export async function companyAndTerms(repos: Repositories): Promise<{ company: QuoteCompany; terms: string }> {
  try {
    const s = await getSiteSettings(repos);
    return {
      company: { name: s.companyName, orgNumber: s.orgNumber, street: s.street, postalCode: s.postalCode, city: s.city, phone: s.phone, email: s.email },
      terms: s.quoteTerms,
    };
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e;
    return { company: { name: 'RMS Solskjerming', orgNumber: '', street: '', postalCode: '', city: '', phone: DEFAULT_COMPANY_PHONE, email: '' }, terms: DEFAULT_QUOTE_TERMS };
  }
}

/** What a version prints: a sent one as it was sent; a draft as it would be sent now. */
export function printOf(q: QuoteDoc, facts: { company: QuoteCompany; terms: string }, now: Date): QuotePrint {
  const sentAt = q.sent_at ? new Date(q.sent_at) : now;
  return {
    number: q.number,
    version: q.version,
    date: osloDay(sentAt),
    validUntil: q.validUntil ?? quoteValidUntil(now, q.validDays),
    company: q.company ?? facts.company,
    customer: q.customer,
    lines: q.lines,
    totalOre: q.totalOre,
    vatOre: q.vatOre,
    netOre: q.netOre,
    priceType: q.priceType,
    deliveryWeeks: q.deliveryWeeks,
    note: q.note,
    terms: q.terms ?? facts.terms,
    createdAt: sentAt.toISOString(),
  };
}

async function enquiryOf(repos: Repositories, enquiryId: string, tx: Transaction): Promise<StoredEnquiry> {
  const enquiry = await repos.enquiries.find(enquiryId, tx);
  if (!enquiry) throw new NotFoundError(`Enquiry "${enquiryId}" not found`);
  return enquiry;
}

/**
 * Writes a quote event on its enquiry in `tx`: a note on its history ('Tilbud 2026-0007 sendt…'),
 * and the pipeline move when one is given, through the pipeline service like any staff change.
 */
function onEnquiry(repos: Repositories, tx: Transaction, enquiry: StoredEnquiry, by: string, at: string, note: string, move?: EnquiryPatch): void {
  const pipeline = move ? pipelineChange(enquiry, move, by, at) : null;
  repos.enquiries.update(tx, enquiry.id, { ...pipeline?.changes, notes: [...enquiry.notes, { at, by, text: note }] });
}

const actorName = (actor: AuditActor) => actor.email ?? actor.uid;

/** The fields of a draft made now by `actor`: nothing sent, seen, answered or linked yet. */
function unsentDraft(actor: AuditActor, at: string) {
  return {
    status: 'draft' as const,
    created_at: at,
    created_by: actorName(actor),
    modified_at: at,
    sent_at: null,
    validUntil: null,
    terms: null,
    company: null,
    viewed_at: null,
    accepted: null,
    declined: null,
    replacedBy: null,
    tokenHashes: [],
    pdfBase64: null,
    pdfSha256: null,
  };
}

/** POST /api/quotes: a draft with the next number of the Oslo year. */
export async function createQuote(deps: QuoteDeps, actor: AuditActor, input: QuoteCreate): Promise<Quote> {
  const { repos } = deps;
  const now = deps.now();
  const at = now.toISOString();
  const exists = await repos.transaction((tx) => repos.enquiries.findAny(input.enquiryId, tx));
  if (!exists.exists) throw new NotFoundError(`Enquiry "${input.enquiryId}" not found`);
  const lines = storedLines(input.lines);
  const sums = quoteSums(lines);
  const year = Number(osloDay(now).slice(0, 4));
  const id = repos.quotes.newId();
  let n = (await repos.quotes.lastNumber(year)) + 1;
  for (let attempt = 0; attempt < 50; attempt++) {
    const quote: QuoteDoc = {
      id,
      enquiryId: input.enquiryId,
      number: `${year}-${String(n).padStart(4, '0')}`,
      version: 1,
      customer: input.customer,
      lines,
      priceType: input.priceType,
      validDays: input.validDays,
      deliveryWeeks: input.deliveryWeeks,
      note: input.note,
      totalOre: sums.totalOre,
      vatOre: sums.vatOre,
      netOre: sums.netOre,
      ...unsentDraft(actor, at),
      replaces: null,
    };
    // The number's claim, the quote and its audit entry commit together or not at all: no gap.
    if (await repos.quotes.createNumbered(year, n, quote, (w) => repos.audit.add(w, auditEntry(actor, 'quote.create', id, { number: quote.number, enquiryId: input.enquiryId })))) {
      return staffView(quote, now);
    }
    n++;
  }
  throw new ConflictError('Fant ikke et ledig tilbudsnummer; prøv igjen');
}

export async function listQuotes(deps: QuoteDeps, enquiryId: string): Promise<Quote[]> {
  const now = deps.now();
  const quotes = await deps.repos.quotes.byEnquiryIds([enquiryId]);
  return quotes.sort((a, b) => a.number.localeCompare(b.number) || a.version - b.version).map((q) => staffView(q, now));
}

export async function findQuote(deps: QuoteDeps, id: string): Promise<QuoteDoc> {
  const quote = await deps.repos.quotes.find(id);
  if (!quote) throw new NotFoundError(`Quote "${id}" not found`);
  return quote;
}

/** The fields a patch changes, with the sums again when the lines change. */
function patched(q: QuoteDoc, patch: Omit<QuotePatch, 'modified_at'>): Partial<StoredQuoteDoc> {
  const changes: Partial<StoredQuoteDoc> = {};
  if (patch.customer) changes.customer = patch.customer;
  if (patch.priceType) changes.priceType = patch.priceType;
  if (patch.validDays !== undefined) changes.validDays = patch.validDays;
  if (patch.deliveryWeeks !== undefined) changes.deliveryWeeks = patch.deliveryWeeks;
  if (patch.note !== undefined) changes.note = patch.note;
  const lines = patch.lines ? storedLines(patch.lines) : q.lines;
  if (patch.lines) {
    const sums = quoteSums(lines);
    Object.assign(changes, { lines, totalOre: sums.totalOre, vatOre: sums.vatOre, netOre: sums.netOre });
  }
  return changes;
}

/**
 * PATCH /api/quotes/{id}: a draft is changed in place; a sent, seen, declined or expired version gets
 * a new draft version with the same number (sent later in its place); accepted or replaced is 409,
 * and so is a stale `modified_at`. Answers the version that holds the change.
 */
export async function patchQuote(deps: QuoteDeps, actor: AuditActor, id: string, patch: QuotePatch): Promise<Quote> {
  const { repos } = deps;
  const now = deps.now();
  const at = now.toISOString();
  const { modified_at: startedFrom, ...fields } = patch;
  const result = await repos.transaction(async (tx) => {
    const q = await repos.quotes.find(id, tx);
    if (!q) throw new NotFoundError(`Quote "${id}" not found`);
    if (q.status === 'accepted') throw new ConflictError('Tilbudet er akseptert og kan ikke endres');
    if (q.status === 'replaced') throw new ConflictError('En nyere versjon av tilbudet finnes; endre den');
    if (Date.parse(startedFrom) !== Date.parse(q.modified_at)) throw new ConflictError('Tilbudet er endret av noen andre siden du åpnet det. Last det på nytt.');
    const changes = patched(q, fields);
    if (q.status === 'draft') {
      repos.quotes.update(tx, id, { ...changes, modified_at: at });
      repos.audit.add(tx, auditEntry(actor, 'quote.update', id, { number: q.number, version: q.version, fields: Object.keys(changes) }));
      return { ...q, ...changes, modified_at: at };
    }
    const nextId = versionId(q, q.version + 1);
    if (await repos.quotes.find(nextId, tx)) throw new ConflictError('Det finnes allerede et utkast til en nyere versjon; endre det');
    const next: QuoteDoc = {
      ...q,
      ...changes,
      id: nextId,
      version: q.version + 1,
      ...unsentDraft(actor, at),
      replaces: q.id,
    };
    const enquiry = await enquiryOf(repos, q.enquiryId, tx);
    repos.quotes.create(tx, next);
    onEnquiry(repos, tx, enquiry, actorName(actor), at, `Ny versjon av tilbud ${quoteLabel(q.number, next.version)} påbegynt`);
    repos.audit.add(tx, auditEntry(actor, 'quote.version', nextId, { number: q.number, version: next.version, replaces: q.id }));
    return next;
  });
  return staffView(result, now);
}

/** What sending decided, for the mail after the commit. */
export interface SentQuote {
  quote: QuoteDoc;
  token: string;
  link: string;
  pdf: Buffer;
  company: QuoteCompany;
}

/**
 * POST /api/quotes/{id}/send: freezes the draft as sent (its terms, the company's facts and the PDF
 * with its SHA-256), makes its link's token (only the hash is kept), marks the version it replaces,
 * and moves the enquiry to Tilbud sendt with the total. The mail is the caller's, after this commits.
 */
export async function sendQuote(deps: QuoteDeps, actor: AuditActor, id: string): Promise<SentQuote> {
  const { repos } = deps;
  const now = deps.now();
  const at = now.toISOString();
  const draft = await findQuote(deps, id);
  if (draft.status !== 'draft') throw new ConflictError('Tilbudet er allerede sendt. Endre det for å lage en ny versjon.');
  const facts = await companyAndTerms(repos);
  const validUntil = quoteValidUntil(now, draft.validDays);
  const frozen: QuoteDoc = { ...draft, status: 'sent', sent_at: at, validUntil, terms: facts.terms, company: facts.company };
  const pdf = await renderQuotePdf(printOf(frozen, facts, now));
  const token = newManageToken();
  const sent: QuoteDoc = { ...frozen, modified_at: at, tokenHashes: [hashManageToken(token)], pdfBase64: pdf.toString('base64'), pdfSha256: pdfSha256(pdf) };
  await repos.transaction(async (tx) => {
    const current = await repos.quotes.find(id, tx);
    if (!current || current.status !== 'draft' || current.modified_at !== draft.modified_at) throw new ConflictError('Tilbudet ble endret mens det ble sendt. Last det på nytt.');
    const previous = draft.replaces ? await repos.quotes.find(draft.replaces, tx) : null;
    if (previous?.status === 'accepted') throw new ConflictError('Kunden har akseptert forrige versjon; den nye kan ikke sendes');
    const enquiry = await enquiryOf(repos, draft.enquiryId, tx);
    const { id: _id, ...data } = sent;
    repos.quotes.update(tx, id, data);
    if (previous) repos.quotes.update(tx, previous.id, { status: 'replaced', replacedBy: id, modified_at: at });
    const label = quoteLabel(sent.number, sent.version);
    onEnquiry(repos, tx, enquiry, actorName(actor), at, `Tilbud ${label} sendt (${oreToNok(sent.totalOre).toFixed(2).replace('.', ',')} kr, gyldig til ${validUntil})`, { stage: 'quoted', amountNok: wholeKroner(sent.totalOre) });
    repos.audit.add(tx, auditEntry(actor, 'quote.send', id, { number: sent.number, version: sent.version, ...(previous ? { replaces: previous.id } : {}) }));
  });
  return { quote: sent, token, link: quoteUrl(deps.siteUrl, token), pdf, company: facts.company };
}

/** The stored PDF of a sent version (its exact bytes), or a draft's PDF as it would be sent now. */
export async function pdfOf(deps: QuoteDeps, q: QuoteDoc): Promise<Buffer> {
  if (q.pdfBase64) return Buffer.from(q.pdfBase64, 'base64');
  return renderQuotePdf(printOf(q, await companyAndTerms(deps.repos), deps.now()));
}

// ---- The customer's side: whoever holds the link's token, and nothing else. ----

/**
 * A replaced version's link leads to the version that replaced it: a token made from the old one
 * (HMAC-SHA256 keyed with it, so only its holder can make it) is added, hashed, to the newer version.
 */
async function forwardLink(deps: QuoteDeps, replaced: QuoteDoc, token: string): Promise<string> {
  let newest = replaced;
  for (let hops = 0; newest.replacedBy && hops < 100; hops++) {
    const next = await deps.repos.quotes.find(newest.replacedBy);
    if (!next) break;
    newest = next;
  }
  const forwarded = createHmac('sha256', token).update(`quote-forward:${newest.id}`).digest('base64url');
  await deps.repos.quotes.addTokenHash(newest.id, hashManageToken(forwarded));
  return quoteUrl(deps.siteUrl, forwarded);
}

/** The version a token opens; 404 for an unknown one, 410 for a replaced one (pointing to the newer) or an expired one (with the phone). */
export async function quoteByToken(deps: QuoteDeps, token: string, options: { allowExpired?: boolean } = {}): Promise<QuoteDoc> {
  const q = await deps.repos.quotes.byTokenHash(hashManageToken(token));
  if (!q || q.status === 'draft') throw new NotFoundError(QUOTE_UNKNOWN_MESSAGE);
  if (q.status === 'replaced') throw new GoneError(QUOTE_REPLACED_MESSAGE, { reason: 'replaced', replacedBy: await forwardLink(deps, q, token) });
  if (!options.allowExpired && statusOf(q, deps.now()) === 'expired') {
    const phone = q.company?.phone ?? DEFAULT_COMPANY_PHONE;
    throw new GoneError(`${QUOTE_EXPIRED_MESSAGE} Telefon ${phone}.`, { reason: 'expired', phone, validUntil: q.validUntil ?? '' });
  }
  return q;
}

/** What the customer sees: the quote as the PDF prints it, and what they did with it. */
export function publicView(q: QuoteDoc, token: string, now: Date): PublicQuote {
  const print = printOf(q, { company: q.company!, terms: q.terms ?? '' }, now);
  return {
    label: quoteLabel(q.number, q.version),
    number: q.number,
    version: q.version,
    status: statusOf(q, now),
    company: print.company,
    customer: { name: q.customer.name, ...(q.customer.address ? { address: q.customer.address } : {}) },
    date: print.date,
    validUntil: print.validUntil,
    lines: linesAnswer(q),
    priceType: q.priceType,
    priceTypeLabel: PRICE_TYPE_LABELS[q.priceType],
    priceTypeWording: PRICE_TYPE_WORDING[q.priceType],
    deliveryWeeks: q.deliveryWeeks,
    note: q.note,
    terms: print.terms,
    ...sumsAnswer(q),
    accepted: q.accepted ? { at: q.accepted.at, name: q.accepted.name } : null,
    declined: q.declined ? { at: q.declined.at } : null,
    pdfUrl: publicPdfPath(token),
  };
}

/** The customer's answer: taken once by a claim (atomic), then written as a customer step; a lost claim is no change. */
async function answerStep(deps: QuoteDeps, q: QuoteDoc, answer: 'accept' | 'decline', step: Parameters<typeof customerStep>[3]): Promise<{ quote: QuoteDoc; changed: boolean }> {
  if (!(await deps.repos.quotes.claimAnswer(q.id, answer, deps.now().toISOString()))) return { quote: (await deps.repos.quotes.find(q.id)) ?? q, changed: false };
  try {
    return await customerStep(deps, q.id, answer === 'accept' ? 'quote.accept' : 'quote.decline', step);
  } catch (error) {
    await deps.repos.quotes.releaseAnswer(q.id);
    throw error;
  }
}

/** A customer step on a version in one transaction: the version, its enquiry and the audit entry. */
async function customerStep(deps: QuoteDeps, id: string, action: AuditAction, step: (q: QuoteDoc, tx: Transaction, enquiry: StoredEnquiry, at: string) => Partial<StoredQuoteDoc> | null): Promise<{ quote: QuoteDoc; changed: boolean }> {
  const { repos } = deps;
  const at = deps.now().toISOString();
  return repos.transaction(async (tx) => {
    const q = await repos.quotes.find(id, tx);
    if (!q) throw new NotFoundError(QUOTE_UNKNOWN_MESSAGE);
    const enquiry = await repos.enquiries.find(q.enquiryId, tx);
    if (!enquiry) throw new NotFoundError(QUOTE_UNKNOWN_MESSAGE);
    const changes = step(q, tx, enquiry, at);
    if (!changes) return { quote: q, changed: false };
    repos.quotes.update(tx, id, changes);
    repos.audit.add(tx, auditEntry(CUSTOMER_ACTOR, action, id, { number: q.number, version: q.version }));
    return { quote: { ...q, ...changes }, changed: true };
  });
}

/** GET by the customer: the first view of a sent version marks it seen, on the enquiry and in the audit log. */
export async function viewByCustomer(deps: QuoteDeps, token: string): Promise<QuoteDoc> {
  const q = await quoteByToken(deps, token, { allowExpired: false });
  if (q.status !== 'sent') return q;
  const { quote } = await customerStep(deps, q.id, 'quote.view', (current, tx, enquiry, at) => {
    if (current.status !== 'sent') return null;
    onEnquiry(deps.repos, tx, enquiry, CUSTOMER_BY, at, `Kunden åpnet tilbud ${quoteLabel(current.number, current.version)}`);
    return { status: 'viewed', viewed_at: at };
  });
  return quote;
}

/**
 * The customer accepts: the time, the typed name, a keyed hash of the address it came from (never the
 * address) and the SHA-256 of the exact PDF sent; the enquiry moves to Vunnet with the total. A second
 * accept changes nothing (`changed` false); a declined version is 409.
 */
export async function acceptByCustomer(deps: QuoteDeps, token: string, name: string, addressHash: string): Promise<{ quote: QuoteDoc; changed: boolean }> {
  const q = await quoteByToken(deps, token);
  if (q.status === 'accepted') return { quote: q, changed: false };
  if (q.status === 'declined') throw new ConflictError('Tilbudet er avslått. Ring oss om du har ombestemt deg.');
  return answerStep(deps, q, 'accept', (current, tx, enquiry, at) => {
    if (current.status !== 'sent' && current.status !== 'viewed') return null;
    const hash = pdfSha256(Buffer.from(current.pdfBase64 ?? '', 'base64'));
    const label = quoteLabel(current.number, current.version);
    onEnquiry(deps.repos, tx, enquiry, CUSTOMER_BY, at, `Kunden aksepterte tilbud ${label} (signert «${name}»)`, { stage: 'won', amountNok: wholeKroner(current.totalOre) });
    return { status: 'accepted', accepted: { at, name, addressHash, pdfSha256: hash }, viewed_at: current.viewed_at ?? at };
  });
}

/** The customer declines, with an optional reason: the enquiry moves to Tapt with it. Declining twice changes nothing; an accepted version is 409. */
export async function declineByCustomer(deps: QuoteDeps, token: string, reason: string | undefined): Promise<{ quote: QuoteDoc; changed: boolean }> {
  const q = await quoteByToken(deps, token);
  if (q.status === 'declined') return { quote: q, changed: false };
  if (q.status === 'accepted') throw new ConflictError('Tilbudet er allerede akseptert. Ring oss om noe skal endres.');
  const why = reason?.trim() ? reason.trim().slice(0, 200) : 'Kunden avslo tilbudet';
  return answerStep(deps, q, 'decline', (current, tx, enquiry, at) => {
    if (current.status !== 'sent' && current.status !== 'viewed') return null;
    onEnquiry(deps.repos, tx, enquiry, CUSTOMER_BY, at, `Kunden avslo tilbud ${quoteLabel(current.number, current.version)}${reason?.trim() ? `: ${reason.trim()}` : ''}`, { stage: 'lost', lostReason: why });
    return { status: 'declined', declined: { at, reason: reason?.trim() || null } };
  });
}
