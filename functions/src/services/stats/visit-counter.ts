import { MAX_CAMPAIGNS_PER_DAY, MAX_REFERRER_HOSTS_PER_DAY, osloDay, OTHER_CAMPAIGNS, OTHER_REFERRERS, type DeviceClass } from '@rms/schema';
import type { Repositories } from '../../repositories';
import { emptyTotals, type DayTotals, type VisitorPages } from '../../repositories/stats';
import { pageTag, visitorHash } from './stats-hits';

/**
 * Counts pageviews into the day's totals (decision 095). Hits are gathered for a moment
 * and written together: while one batch is being written, the next one fills, so a burst of
 * beacons costs a handful of writes instead of one each. A hit whose visitor and page this
 * instance has already stored today costs no read: the batch is one blind write of increments.
 * Otherwise one transaction reads the touched visitor sets and writes the day and those sets.
 * When Firestore fails or stalls, the hits are dropped and logged as a count; nothing is retried.
 */

/** One pageview, classified; no address or User-Agent is kept in it. */
export interface CountedHit {
  path: string;
  referrer: string | null;
  /** The entry's campaign (`utm_campaign`), only on the page a visit entered on. */
  campaign?: string;
  device: DeviceClass;
  country: string;
}

/** What identifies the browser for the day's hash; used at once and never kept. */
export interface HitSource {
  address: string;
  userAgent: string;
}

export interface VisitCounterOptions {
  /** The clock (tests move it to the next day). */
  now?: () => Date;
  /** How long the first hit of a batch waits for others to join it (ms). */
  lingerMs?: number;
  /** A batch this large is written without waiting for more. */
  maxBatch?: number;
  /** Hits waiting beyond this many are dropped (Firestore is not keeping up). */
  maxWaiting?: number;
  /** Visitor-and-page pairs remembered per day before the memory is cleared (each ~60 bytes). */
  maxRemembered?: number;
  /** Referrer hosts counted by name per day; later ones count as OTHER_REFERRERS. */
  maxReferrerHosts?: number;
  /** Campaigns counted by name per day; later ones count as OTHER_CAMPAIGNS. */
  maxCampaigns?: number;
}

/**
 * Names a day's document counts by name, up to a limit; each is a field of it, so without one a
 * flood of made-up names could grow it past Firestore's 20,000 fields. Later names count as `other`.
 */
class DailyNames {
  private day = '';
  private names = new Set<string>();

  constructor(
    private readonly max: number,
    private readonly other: string,
  ) {}

  /** The name as counted on `day`. */
  counted(day: string, name: string): string {
    if (this.day !== day) {
      this.day = day;
      this.names = new Set();
    }
    if (this.names.has(name)) return name;
    if (this.names.size >= this.max) return this.other;
    this.names.add(name);
    return name;
  }
}

/** What the counter has done since it started: for the bench and the logs. */
export interface VisitCounts {
  received: number;
  stored: number;
  dropped: number;
  /** Documents written (each day total, each visitor set). */
  writes: number;
  batches: number;
}

export interface WaitingHit {
  hit: CountedHit;
  visitor: string;
  tag: string;
  done: (stored: boolean) => void;
}

export class VisitCounter {
  private readonly now: () => Date;
  private readonly lingerMs: number;
  private readonly maxBatch: number;
  private readonly maxWaiting: number;
  private readonly maxRemembered: number;
  /** The referrer hosts and campaigns this instance has counted by name today. */
  private readonly referrerHosts: DailyNames;
  private readonly campaigns: DailyNames;
  private salt: { day: string; value: Promise<string> } | undefined;
  /** Hits waiting for their batch, per day. */
  private waiting = new Map<string, WaitingHit[]>();
  private waitingCount = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  /** The day and the `visitor:tag` pairs (and visitors) this instance has stored for it. */
  private remembered = { day: '', pairs: new Set<string>() };
  private inFlight = 0;
  private readonly idleWaiters: (() => void)[] = [];
  private readonly counts: VisitCounts = { received: 0, stored: 0, dropped: 0, writes: 0, batches: 0 };

  constructor(
    private readonly repos: Repositories,
    private readonly site: string,
    options: VisitCounterOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.lingerMs = options.lingerMs ?? 50;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxWaiting = options.maxWaiting ?? 10_000;
    this.maxRemembered = options.maxRemembered ?? 200_000;
    this.referrerHosts = new DailyNames(options.maxReferrerHosts ?? MAX_REFERRER_HOSTS_PER_DAY, OTHER_REFERRERS);
    this.campaigns = new DailyNames(options.maxCampaigns ?? MAX_CAMPAIGNS_PER_DAY, OTHER_CAMPAIGNS);
  }

  counters(): VisitCounts {
    return { ...this.counts };
  }

  /** Counts one pageview; resolves true once stored, false when dropped. Never rejects. */
  async count(hit: CountedHit, source: HitSource): Promise<boolean> {
    this.counts.received++;
    this.inFlight++;
    try {
      return await this.store(hit, source);
    } finally {
      if (--this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /** Resolves once every hit received so far is stored or dropped (tests, and a shutdown that wants to lose none). */
  settled(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((wake) => this.idleWaiters.push(wake));
  }

  private async store(hit: CountedHit, source: HitSource): Promise<boolean> {
    if (this.waitingCount >= this.maxWaiting) return this.drop(1, 'too many hits waiting');
    const day = osloDay(this.now());
    let salt: string;
    try {
      salt = await this.saltOf(day);
    } catch (e) {
      return this.drop(1, `no salt for ${day}: ${errorText(e)}`);
    }
    const visitor = visitorHash(salt, source.address, source.userAgent, this.site);
    const counted: CountedHit = {
      ...hit,
      // A host by name while the day has room for it, else OTHER_REFERRERS; '' (direct) and null (inside the site) as they are.
      referrer: hit.referrer ? this.referrerHosts.counted(day, hit.referrer) : hit.referrer,
      ...(hit.campaign ? { campaign: this.campaigns.counted(day, hit.campaign) } : {}),
    };
    return new Promise<boolean>((done) => {
      const list = this.waiting.get(day) ?? [];
      list.push({ hit: counted, visitor, tag: pageTag(hit.path), done });
      this.waiting.set(day, list);
      this.waitingCount++;
      this.schedule();
    });
  }

  /** The day's salt, read (or made) once per day per instance; a failed read is asked again next time. */
  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = this.repos.stats.saltFor(day);
      this.salt = { day, value };
      value.catch(() => {
        if (this.salt?.value === value) this.salt = undefined;
      });
    }
    return this.salt.value;
  }

  private schedule(): void {
    if (this.writing || this.timer) return;
    const full = this.waitingCount >= this.maxBatch;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.writing = this.writeAll().finally(() => {
        this.writing = undefined;
        // What arrived while this batch was written goes next, at once.
        if (this.waitingCount > 0) this.schedule();
      });
    }, full ? 0 : this.lingerMs);
  }

  private async writeAll(): Promise<void> {
    const batches = this.waiting;
    this.waiting = new Map();
    this.waitingCount = 0;
    for (const [day, hits] of batches) {
      for (let i = 0; i < hits.length; i += this.maxBatch) await this.write(day, hits.slice(i, i + this.maxBatch));
    }
  }

  private async write(day: string, hits: WaitingHit[]): Promise<void> {
    if (this.remembered.day !== day || this.remembered.pairs.size > this.maxRemembered) this.remembered = { day, pairs: new Set() };
    const known = this.remembered.pairs;
    const allKnown = hits.every((h) => known.has(`${h.visitor}:${h.tag}`));
    this.counts.batches++;
    try {
      let learned: VisitorPages | undefined;
      if (allKnown) {
        this.counts.writes += await this.repos.stats.addTotals(totalsOf(day, hits, new Map(), known).totals);
      } else {
        this.counts.writes += await this.repos.stats.addVisits(
          day,
          hits.filter((h) => !known.has(`${h.visitor}:${h.tag}`)).map((h) => h.visitor),
          (before) => {
            const result = totalsOf(day, hits, before, known);
            learned = result.seen;
            return result;
          },
        );
      }
      for (const [visitor, tags] of learned ?? []) {
        known.add(visitor);
        for (const tag of tags) known.add(`${visitor}:${tag}`);
      }
      this.counts.stored += hits.length;
      for (const h of hits) h.done(true);
    } catch (e) {
      this.drop(hits.length, `${day}: ${errorText(e)}`);
      for (const h of hits) h.done(false);
    }
  }

  private drop(n: number, why: string): false {
    this.counts.dropped += n;
    console.warn(`[stats] ${n} hit(s) dropped: ${why}`);
    return false;
  }
}

/**
 * What `hits` add to their day, given who had been seen on which page before (`before`, read from
 * the visitor sets, and `known`, what this instance stored itself): a visitor counts once a day,
 * and once a day on each page. `seen` is each touched visitor's pages afterwards.
 */
export function totalsOf(day: string, hits: WaitingHit[], before: VisitorPages, known: ReadonlySet<string> = new Set()): { totals: DayTotals; seen: VisitorPages } {
  const totals = emptyTotals(day);
  const seen: VisitorPages = new Map();
  const pagesOf = (visitor: string) => {
    let pages = seen.get(visitor);
    if (!pages) {
      pages = new Set(before.get(visitor));
      seen.set(visitor, pages);
    }
    return pages;
  };
  for (const { hit, visitor, tag } of hits) {
    let newVisitor = false;
    let newOnPage = false;
    // A pair this instance stored itself needs no look at the visitor's set (which was not read).
    if (!known.has(`${visitor}:${tag}`)) {
      const pages = pagesOf(visitor);
      newVisitor = !known.has(visitor) && !before.has(visitor) && pages.size === 0;
      newOnPage = !pages.has(tag);
      pages.add(tag);
    }
    totals.pageviews++;
    if (newVisitor) totals.visitors++;
    const page = totals.pages.get(hit.path) ?? { pageviews: 0, visitors: 0 };
    page.pageviews++;
    if (newOnPage) page.visitors++;
    totals.pages.set(hit.path, page);
    if (hit.referrer !== null) totals.referrers.set(hit.referrer, (totals.referrers.get(hit.referrer) ?? 0) + 1);
    if (hit.campaign) totals.campaigns.set(hit.campaign, (totals.campaigns.get(hit.campaign) ?? 0) + 1);
    totals.devices.set(hit.device, (totals.devices.get(hit.device) ?? 0) + 1);
    totals.countries.set(hit.country, (totals.countries.get(hit.country) ?? 0) + 1);
  }
  return { totals, seen };
}

function errorText(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).slice(0, 200);
}
