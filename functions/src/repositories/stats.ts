import { randomBytes } from 'node:crypto';
import { FieldValue, type CollectionReference, type DocumentData } from '../adapters/firebase';
import type { Firestore } from './writer';

/**
 * Visit statistics (decision 095), three kinds of document:
 * - `stats-days/{YYYY-MM-DD}`: one day's totals, kept 25 months, only ever written as increments;
 * - `stats-visitors/{YYYY-MM-DD}_{shard}`: which pages each of that day's visitors (a salted hash)
 *   has seen, to count visitors once a day; deleted the next night;
 * - `meta/stats-salt`: the day's random salt, replaced at the first hit of a new day and by the
 *   nightly job, so yesterday's salt is gone.
 *
 * A day's totals are flat top-level fields (`pv_<page>`, `rf_<host>`, …): increments of top-level
 * fields are what both Firestore and the offline emulator apply (it cannot increment a field
 * inside a map), and a name is written with [A-Za-z0-9_] only (`fieldKey`).
 */

/** Visitor sets per day are split over this many documents (a document holds at most 1 MiB). */
export const VISITOR_SHARDS = 8;

/** One day's counts, or what a batch of hits adds to them. */
export interface DayTotals {
  date: string;
  pageviews: number;
  visitors: number;
  pages: Map<string, { pageviews: number; visitors: number }>;
  referrers: Map<string, number>;
  /** Entries by campaign (`utm_campaign`). */
  campaigns: Map<string, number>;
  devices: Map<string, number>;
  countries: Map<string, number>;
}

export function emptyTotals(date: string): DayTotals {
  return { date, pageviews: 0, visitors: 0, pages: new Map(), referrers: new Map(), campaigns: new Map(), devices: new Map(), countries: new Map() };
}

/** For each visitor hash, the tags of the pages they have seen that day. */
export type VisitorPages = Map<string, Set<string>>;

const PREFIX = { pagePageviews: 'pv_', pageVisitors: 'pu_', referrer: 'rf_', campaign: 'cp_', device: 'dv_', country: 'ct_', visitor: 'v_' } as const;

/** `s` as a field name of letters, digits and `_` only; fieldKey('/om') = '_2Fom'. */
export function fieldKey(s: string): string {
  return encodeURIComponent(s)
    .replace(/[^A-Za-z0-9%]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
    .replace(/%/g, '_');
}

/** The text fieldKey made `key` from. */
export function keyOfField(key: string): string {
  return decodeURIComponent(key.replace(/_/g, '%'));
}

/** The shard a visitor hash (hex) lives in. */
export function shardOf(visitor: string): number {
  return Number.parseInt(visitor.slice(0, 2), 16) % VISITOR_SHARDS;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A stored day as DayTotals; fields it does not know are skipped. */
export function totalsOf(date: string, data: DocumentData): DayTotals {
  const totals = emptyTotals(date);
  totals.pageviews = num(data.pageviews);
  totals.visitors = num(data.visitors);
  for (const [field, value] of Object.entries(data)) {
    const n = num(value);
    if (field.startsWith(PREFIX.pagePageviews) || field.startsWith(PREFIX.pageVisitors)) {
      const path = keyOfField(field.slice(3));
      const page = totals.pages.get(path) ?? { pageviews: 0, visitors: 0 };
      if (field.startsWith(PREFIX.pagePageviews)) page.pageviews += n;
      else page.visitors += n;
      totals.pages.set(path, page);
    } else if (field.startsWith(PREFIX.referrer)) totals.referrers.set(keyOfField(field.slice(3)), n);
    else if (field.startsWith(PREFIX.campaign)) totals.campaigns.set(keyOfField(field.slice(3)), n);
    else if (field.startsWith(PREFIX.device)) totals.devices.set(keyOfField(field.slice(3)), n);
    else if (field.startsWith(PREFIX.country)) totals.countries.set(keyOfField(field.slice(3)), n);
  }
  return totals;
}

/** What `totals` adds, as increments of the day document's fields (zeros left out). */
function increments(totals: DayTotals): DocumentData {
  const out: DocumentData = { date: totals.date };
  const add = (field: string, n: number) => {
    if (n !== 0) out[field] = FieldValue.increment(n);
  };
  add('pageviews', totals.pageviews);
  add('visitors', totals.visitors);
  for (const [path, page] of totals.pages) {
    add(`${PREFIX.pagePageviews}${fieldKey(path)}`, page.pageviews);
    add(`${PREFIX.pageVisitors}${fieldKey(path)}`, page.visitors);
  }
  for (const [host, n] of totals.referrers) add(`${PREFIX.referrer}${fieldKey(host)}`, n);
  for (const [campaign, n] of totals.campaigns) add(`${PREFIX.campaign}${fieldKey(campaign)}`, n);
  for (const [device, n] of totals.devices) add(`${PREFIX.device}${fieldKey(device)}`, n);
  for (const [country, n] of totals.countries) add(`${PREFIX.country}${fieldKey(country)}`, n);
  return out;
}

export class StatsRepository {
  constructor(private readonly db: Firestore) {}

  // Collection names written out, so the tests' list of every collection the API writes finds them.
  private days() {
    return this.db.collection('stats-days');
  }

  private visitorSets() {
    return this.db.collection('stats-visitors');
  }

  private day(date: string) {
    return this.days().doc(date);
  }

  private shard(date: string, shard: number) {
    return this.visitorSets().doc(`${date}_${shard}`);
  }

  private salt() {
    return this.db.collection('meta').doc('stats-salt');
  }

  /** The salt of `date`; the first caller of a new day replaces the stored one (so the old is gone). */
  async saltFor(date: string): Promise<string> {
    return this.db.runTransaction(async (tx) => {
      const stored = (await tx.get(this.salt())).data();
      if (stored?.date === date && typeof stored.salt === 'string') return stored.salt;
      const salt = randomBytes(32).toString('base64url');
      tx.set(this.salt(), { date, salt });
      return salt;
    });
  }

  /** Deletes the stored salt unless it is `today`'s; whether one was deleted. */
  async dropSaltUnless(today: string): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.salt());
      if (!snap.exists || snap.data()?.date === today) return false;
      tx.delete(this.salt());
      return true;
    });
  }

  /** Adds `totals` to its day without reading anything: one document written. */
  async addTotals(totals: DayTotals): Promise<number> {
    await this.day(totals.date).set(increments(totals), { merge: true });
    return 1;
  }

  /**
   * One transaction: reads the visitor sets of `visitors`' shards, lets `decide` say what the hits
   * add (knowing who was seen before on which page), and commits the day's increments with the
   * new pages of each visitor. Answers how many documents it wrote.
   */
  async addVisits(date: string, visitors: Iterable<string>, decide: (seen: VisitorPages) => { totals: DayTotals; seen: VisitorPages }): Promise<number> {
    const shards = [...new Set([...visitors].map(shardOf))].sort((a, b) => a - b);
    return this.db.runTransaction(async (tx) => {
      const snaps = await Promise.all(shards.map((s) => tx.get(this.shard(date, s))));
      const before: VisitorPages = new Map();
      for (const snap of snaps) {
        for (const [field, value] of Object.entries(snap.data() ?? {})) {
          if (field.startsWith(PREFIX.visitor) && Array.isArray(value)) before.set(field.slice(PREFIX.visitor.length), new Set(value.filter((t): t is string => typeof t === 'string')));
        }
      }
      const { totals, seen } = decide(before);
      tx.set(this.day(date), increments(totals), { merge: true });
      let writes = 1;
      const changed = new Map<number, DocumentData>();
      for (const [visitor, tags] of seen) {
        const had = before.get(visitor);
        if (had && had.size === tags.size) continue;
        const shard = shardOf(visitor);
        const doc = changed.get(shard) ?? { date };
        doc[`${PREFIX.visitor}${visitor}`] = [...tags];
        changed.set(shard, doc);
      }
      for (const [shard, doc] of changed) {
        tx.set(this.shard(date, shard), doc, { merge: true });
        writes++;
      }
      return writes;
    });
  }

  /** Every stored day from `from` to `to` (both included), in date order. */
  async daysBetween(from: string, to: string): Promise<DayTotals[]> {
    const snap = await this.days().where('date', '>=', from).where('date', '<=', to).orderBy('date').get();
    return snap.docs.map((d) => totalsOf(d.id, d.data()));
  }

  /** Deletes up to `limit` day totals dated before `date`; how many. */
  async deleteDaysBefore(date: string, limit: number): Promise<number> {
    return this.deleteBefore(this.days(), date, limit);
  }

  /** Deletes up to `limit` visitor-set documents of days before `date`; how many. */
  async deleteVisitorSetsBefore(date: string, limit: number): Promise<number> {
    return this.deleteBefore(this.visitorSets(), date, limit);
  }

  private async deleteBefore(collection: CollectionReference, date: string, limit: number): Promise<number> {
    const snap = await collection.where('date', '<', date).limit(limit).get();
    if (snap.empty) return 0;
    const batch = this.db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    return snap.size;
  }
}
