import { StoredQuoteDocSchema, type StoredQuoteDoc } from '@rms/schema';
import { FieldValue } from '../adapters/firebase';
import { isAlreadyExists } from './bookings';
import type { DocumentData, Firestore, Transaction, Writer } from './writer';

export const QUOTES = 'quotes';
/**
 * `quote-numbers/{year}-{n}`: one document per quote number handed out (decision 152), created with
 * a fixed id so exactly one of several simultaneous requests gets each number. Holds no personal
 * data (the year, the sequence and the first version's id), and is kept when the quote is erased,
 * so a number is never handed out twice.
 */
export const QUOTE_NUMBERS = 'quote-numbers';

export type QuoteDoc = StoredQuoteDoc & { id: string };

function toQuote(id: string, data: DocumentData): QuoteDoc | null {
  const parsed = StoredQuoteDocSchema.safeParse(data);
  return parsed.success ? { id, ...parsed.data } : null;
}

/** `quotes/{id}` (one document per version) and `quote-numbers/{year}-{n}`. */
export class QuoteRepository {
  constructor(private readonly db: Firestore) {}

  private ref(id: string) {
    return this.db.collection('quotes').doc(id);
  }

  newId(): string {
    return this.db.collection('quotes').doc().id;
  }

  async find(id: string, tx?: Transaction): Promise<QuoteDoc | null> {
    const snap = tx ? await tx.get(this.ref(id)) : await this.ref(id).get();
    return snap.exists ? toQuote(id, snap.data() ?? {}) : null;
  }

  /** Every version of every quote on these enquiries, read 30 ids a query. */
  async byEnquiryIds(enquiryIds: readonly string[]): Promise<QuoteDoc[]> {
    const found: QuoteDoc[] = [];
    for (let i = 0; i < enquiryIds.length; i += 30) {
      const snap = await this.db.collection('quotes').where('enquiryId', 'in', enquiryIds.slice(i, i + 30)).get();
      for (const d of snap.docs) {
        const quote = toQuote(d.id, d.data());
        if (quote) found.push(quote);
      }
    }
    return found;
  }

  /** The version one of whose link tokens has this SHA-256, or null. */
  async byTokenHash(tokenHash: string): Promise<QuoteDoc | null> {
    const snap = await this.db.collection('quotes').where('tokenHashes', 'array-contains', tokenHash).limit(1).get();
    const doc = snap.docs[0];
    return doc ? toQuote(doc.id, doc.data()) : null;
  }

  /** Versions whose last valid day is from `fromDay` to `toDay` (YYYY-MM-DD, both included): the dashboard's expiring quotes. */
  async validUntilBetween(fromDay: string, toDay: string): Promise<QuoteDoc[]> {
    const snap = await this.db.collection(QUOTES).where('validUntil', '>=', fromDay).where('validUntil', '<=', toDay).get();
    return snap.docs.map((d) => toQuote(d.id, d.data())).filter((q): q is QuoteDoc => q !== null);
  }

  /** Versions sent at or after `fromIso` (the sales report). */
  async sentSince(fromIso: string): Promise<QuoteDoc[]> {
    const snap = await this.db.collection('quotes').where('sent_at', '>=', fromIso).get();
    return snap.docs.map((d) => toQuote(d.id, d.data())).filter((q): q is QuoteDoc => q !== null);
  }

  /** The highest sequence handed out in `year` so far (0 for none). */
  async lastNumber(year: number): Promise<number> {
    const snap = await this.db.collection('quote-numbers').where('year', '==', year).orderBy('n', 'desc').limit(1).get();
    const n = snap.docs[0]?.get('n') as unknown;
    return typeof n === 'number' ? n : 0;
  }

  /**
   * Creates the number claim and the quote in one batch: ALREADY_EXISTS (someone took that number
   * first) fails both, and the caller tries the next number. Returns false then.
   */
  async createNumbered(year: number, n: number, quote: QuoteDoc, extra: (writer: Writer) => void): Promise<boolean> {
    const { id, ...data } = quote;
    const batch = this.db.batch();
    batch.create(this.db.collection('quote-numbers').doc(`${year}-${n}`), { year, n, quoteId: id, created_at: data.created_at });
    batch.create(this.ref(id), data);
    extra(batch);
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  }

  /** Claims number `n` of `year` for a quote brought back by a restore; held already (by it or another) is fine. */
  async holdNumber(year: number, n: number, quoteId: string, at: string): Promise<void> {
    try {
      await this.db.collection('quote-numbers').doc(`${year}-${n}`).create({ year, n, quoteId, created_at: at });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }

  create(writer: Writer, quote: QuoteDoc): void {
    const { id, ...data } = quote;
    writer.create(this.ref(id), data);
  }

  update(writer: Writer, id: string, changes: Partial<StoredQuoteDoc>): void {
    writer.update(this.ref(id), changes);
  }

  /** Adds a link token's hash to a version (a replaced version's link forwarded to it); adding it twice is no change. */
  async addTokenHash(id: string, tokenHash: string): Promise<void> {
    await this.ref(id).update({ tokenHashes: FieldValue.arrayUnion(tokenHash) });
  }

  /**
   * Takes the customer's one answer to version `id` (accept or decline), or returns false when an
   * answer was taken already. `create()` is atomic also on the local emulator, whose transactions are
   * not isolated (decision 149), so two simultaneous answers cannot both be written. No personal data.
   */
  async claimAnswer(id: string, answer: 'accept' | 'decline', at: string): Promise<boolean> {
    try {
      await this.db.collection('quote-answers').doc(id).create({ answer, created_at: at });
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  }

  /** Gives an answer's claim back when writing the answer failed. */
  async releaseAnswer(id: string): Promise<void> {
    await this.db.collection('quote-answers').doc(id).delete();
  }

  /** Deletes a version and its answer's claim in the caller's batch or transaction. */
  delete(writer: Writer, id: string): void {
    writer.delete(this.ref(id));
    writer.delete(this.db.collection('quote-answers').doc(id));
  }
}
