import type { Campaign, EnquiryProduct, Project, ProductNode, ProductTree, Redirect, SiteSettingsDoc } from '@rms/schema';
import { getProductNode } from './products';
import { TimeoutError, withTimeout } from '../../deadline';
import { NotFoundError, UnavailableError } from '../../errors';
import type { Repositories } from '../../repositories';
import { buildProductTree, visibleProductTree } from '../shared/product-tree';
import { listProjects } from './projects';
import { publicImageKeys } from '../images/image-visibility';
import { getMapsKey, getSiteSettings } from './settings';
import { productTreeAt, projectsAt, quietStretch, secondsUntil, visibilityEdges } from './visibility';

/** The public content of the site, as one immutable value. */
export interface ContentSnapshot {
  /** The stored version it was built from ('' when no version document exists yet). */
  version: string;
  tree: ProductTree;
  /** Published projects, newest first. */
  projects: Project[];
  productById: ReadonlyMap<string, ProductNode>;
  projectById: ReadonlyMap<string, Project>;
  /** The maps browser key every page's footer asks for (GET /api/maps/key). */
  mapsKey: string;
  /** The company's facts (settings/site); null until an administrator has saved them. */
  siteSettings: SiteSettingsDoc | null;
  /** Latest modified_at / created_at seen, for Last-Modified and the sitemap. */
  builtAt: string;
  /**
   * Old addresses → where they lead now. Carried here so a visitor's request costs no
   * read: a redirect change bumps the content version like any other public change.
   */
  redirects: ReadonlyMap<string, string>;
  /**
   * The raw/ paths of every picture a live or draft item or the settings refer to: the uploaded
   * pictures a visitor may fetch (services/images/image-visibility.ts, decision 129).
   */
  imageKeys: ReadonlySet<string>;
  /**
   * When what visitors see next changes because a publishing window opens or closes (ms), null when
   * nothing is scheduled: no cached copy of an answer from this snapshot may outlive it (decision 134).
   */
  changesAt: number | null;
  /** Campaigns that are no drafts: which of them run is decided per request, by the clock. */
  campaigns: Campaign[];
}

export function buildSnapshot(
  version: string,
  tree: ProductTree,
  projects: Project[],
  mapsKey = '',
  siteSettings: SiteSettingsDoc | null = null,
  redirects: readonly Pick<Redirect, 'from' | 'to'>[] = [],
  imageKeys: ReadonlySet<string> = new Set(),
  campaigns: Campaign[] = [],
): ContentSnapshot {
  return {
    version,
    tree,
    projects,
    productById: nodesById(tree),
    projectById: new Map(projects.map((p) => [p.id, p])),
    mapsKey,
    siteSettings,
    builtAt: new Date().toISOString(),
    redirects: new Map(redirects.map((r) => [r.from, r.to])),
    imageKeys,
    campaigns,
    changesAt: null,
  };
}

function nodesById(tree: ProductTree): Map<string, ProductNode> {
  const productById = new Map<string, ProductNode>();
  const walk = (nodes: ProductNode[]) => {
    for (const n of nodes) {
      productById.set(n.id, n);
      walk(n.sub);
    }
  };
  walk(tree.sub);
  return productById;
}

/** What visitors see of `base` during one stretch of time in which no window opens or closes. */
interface VisibleStretch {
  base: ContentSnapshot;
  edges: readonly number[];
  from: number;
  until: number | null;
  snapshot: ContentSnapshot;
}

/**
 * The part of `base` (every published item, with its window) visitors see at `at` (ms), kept for
 * the whole stretch around it in which nothing changes: its version names the stretch, so pages
 * rendered from it are rendered again once a window opens or closes (decision 134).
 */
function visibleStretch(base: ContentSnapshot, at: number, edges: readonly number[] = visibilityEdges(base.tree, base.projects)): VisibleStretch {
  const { from, until } = quietStretch(edges, at);
  if (edges.length === 0) return { base, edges, from, until, snapshot: base };
  const tree = productTreeAt(base.tree, at);
  const projects = projectsAt(base.projects, at);
  const snapshot = { ...base, version: `${base.version}@${from}`, tree, projects, productById: nodesById(tree), projectById: new Map(projects.map((p) => [p.id, p])), changesAt: until };
  return { base, edges, from, until, snapshot };
}

export interface ContentCacheOptions {
  /** How long a checked version is trusted before the version document is read again (ms). */
  checkEveryMs?: number;
  /** How long a reader waits for a check or rebuild before it is given the last good snapshot (ms). */
  staleAfterMs?: number;
  /** How long the first reader of an instance without any snapshot waits before a 503 (ms). */
  firstLoadMs?: number;
  /** A check or rebuild that takes longer is abandoned, so the next reader starts a new one (ms). */
  refreshDeadlineMs?: number;
  now?: () => number;
  /**
   * The time visitors' view is cut at, and answers' cache lifetimes measured by (ms); `now` unless
   * given. Apart from `now` so that the browser tests' clock (test-clock.ts) can move it while the
   * checks of Firestore keep their own pace: moved back, it would hold them off for as long.
   */
  clock?: () => number;
  /** MAPS_API_KEY, used when settings/maps has no key. */
  mapsKeyFallback?: string;
}

/** How much longer a reader waits once the version check has answered that the content changed (ms). */
const REBUILD_PATIENCE_MS = 2000;

/** The instance has no content yet and Firestore does not answer: the caller answers 503 with Retry-After. */
export class ContentUnavailableError extends UnavailableError {
  constructor(reason: string) {
    super(`Innholdet kan ikke hentes akkurat nå (${reason}). Prøv igjen om litt.`, 30);
  }
}

/** Whether readers get fresh content, or the last good snapshot because Firestore is slow or failing. */
export interface ContentStatus {
  servingSaved: boolean;
  /** When the first check or rebuild failed or ran late, of the run that is still going on. */
  since: string | null;
  /** When the snapshot readers get was built. */
  snapshotBuiltAt: string | null;
  lastError: string | null;
}

/**
 * One in-memory snapshot per instance: reading it costs one small document read at most every
 * `checkEveryMs`, and the whole collections are read again only when the version changed.
 * Concurrent callers share one check and one rebuild.
 *
 * When Firestore is slow or failing, readers never wait for it longer than `staleAfterMs`: they get
 * the last good snapshot while the check goes on in the background. Only an instance
 * that has never had a snapshot makes its reader wait, for at most `firstLoadMs`.
 */
export class ContentCache {
  private snapshot: ContentSnapshot | undefined;
  private stretch: VisibleStretch | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<ContentSnapshot> | undefined;
  private troubleSince: number | null = null;
  /** The version check answered with a new version and the collections are being read. */
  private rebuilding = false;
  private lastError: string | null = null;
  private readonly checkEveryMs: number;
  private readonly staleAfterMs: number;
  private readonly firstLoadMs: number;
  private readonly refreshDeadlineMs: number;
  private readonly now: () => number;
  private readonly clock: () => number;
  private readonly mapsKeyFallback: string;

  constructor(
    private readonly repos: Repositories,
    options: ContentCacheOptions = {},
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 1000;
    this.staleAfterMs = options.staleAfterMs ?? 400;
    this.firstLoadMs = options.firstLoadMs ?? 2500;
    this.refreshDeadlineMs = options.refreshDeadlineMs ?? 5000;
    this.now = options.now ?? Date.now;
    this.clock = options.clock ?? this.now;
    this.mapsKeyFallback = options.mapsKeyFallback ?? '';
    repos.contentVersion.onChange(() => this.markStale());
  }

  /** The next read checks the version document again (this instance just changed content). */
  markStale(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** What visitors see now of the snapshot this instance holds, without checking or waiting (undefined before the first). */
  saved(): ContentSnapshot | undefined {
    return this.snapshot && this.visibleAt(this.snapshot, this.clock());
  }

  /** The instance's clock (ms): what is visible, and how long an answer may be cached, is measured by it. */
  time(): number {
    return this.clock();
  }

  /** What visitors see of `base` at `at` (ms), the same object for as long as no window opens or closes. */
  private visibleAt(base: ContentSnapshot, at: number): ContentSnapshot {
    const kept = this.stretch;
    if (kept?.base === base && at >= kept.from && (kept.until === null || at < kept.until)) return kept.snapshot;
    this.stretch = visibleStretch(base, at, kept?.base === base ? kept.edges : undefined);
    return this.stretch.snapshot;
  }

  status(): ContentStatus {
    return {
      servingSaved: this.troubleSince !== null && this.snapshot !== undefined,
      since: this.troubleSince === null ? null : new Date(this.troubleSince).toISOString(),
      snapshotBuiltAt: this.snapshot?.builtAt ?? null,
      lastError: this.lastError,
    };
  }

  /** What visitors see now: the latest snapshot, cut to the items whose window is open (decision 134). */
  async current(): Promise<ContentSnapshot> {
    return this.visibleAt(await this.latest(), this.clock());
  }

  private async latest(): Promise<ContentSnapshot> {
    const saved = this.snapshot;
    if (saved && this.now() - this.checkedAt < this.checkEveryMs) return saved;
    this.pending ??= withTimeout(this.refresh(), this.refreshDeadlineMs, 'content check')
      .then(
        (fresh) => {
          this.troubleSince = null;
          this.lastError = null;
          return fresh;
        },
        (e: unknown) => {
          this.noteTrouble(e);
          throw e;
        },
      )
      .finally(() => {
        this.pending = undefined;
        this.rebuilding = false;
      });
    const refresh = this.pending;
    // A reader given the saved snapshot does not await the check; its failure is noted above, not unhandled.
    refresh.catch(() => {});
    // Firestore is known to be in trouble: no reader waits for the check going on in the background.
    if (saved && this.troubleSince !== null) return saved;
    try {
      return await withTimeout(refresh, saved ? this.staleAfterMs : this.firstLoadMs, 'content');
    } catch (first) {
      let e = first;
      // Firestore answered the version check and the content changed: it is working, only busy
      // rebuilding, so the reader waits a little longer for the new content rather than the old.
      if (saved && e instanceof TimeoutError && this.rebuilding) {
        try {
          return await withTimeout(refresh, REBUILD_PATIENCE_MS, 'content rebuild');
        } catch (late) {
          e = late;
        }
      }
      if (!saved) {
        console.error(`[content] no snapshot yet and Firestore did not give one: ${errorText(e)}`);
        throw new ContentUnavailableError(e instanceof TimeoutError ? 'ingen svar fra databasen' : 'databasen svarer ikke');
      }
      // The check goes on in the background; this reader gets the last good content now.
      if (e instanceof TimeoutError) this.noteTrouble(e);
      return saved;
    }
  }

  private noteTrouble(e: unknown): void {
    if (this.troubleSince === null) console.warn(`[content] Firestore is slow or failing, serving the saved snapshot: ${errorText(e)}`);
    this.troubleSince ??= this.now();
    this.lastError = errorText(e);
  }

  private async refresh(): Promise<ContentSnapshot> {
    const started = this.now();
    const version = await this.repos.contentVersion.current();
    if (!this.snapshot || this.snapshot.version !== version) {
      this.rebuilding = true;
      // Drafts too: a draft's pictures stay public (its preview link shows them), and read here they cost no second query.
      const [products, allProjects, mapsKey, siteSettings, redirects] = await Promise.all([
        this.repos.products.all(),
        listProjects(this.repos, true),
        getMapsKey(this.repos, this.mapsKeyFallback),
        getSiteSettings(this.repos).catch((e: unknown) => {
          if (e instanceof NotFoundError) return null;
          throw e;
        }),
        this.repos.redirects.all(),
      ]);
      const campaigns = (await this.repos.campaigns.all()).filter((c) => !c.draft);
      const tree = visibleProductTree(buildProductTree(products));
      const projects = allProjects.filter((p) => !p.draft);
      this.snapshot = buildSnapshot(version, tree, projects, mapsKey, siteSettings, redirects, publicImageKeys(products, allProjects, siteSettings), campaigns);
    }
    this.rebuilding = false;
    this.checkedAt = started;
    return this.snapshot;
  }
}

function errorText(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).slice(0, 300);
}

/** A product node for visitors, from the snapshot: an unknown (or hidden) id is a 404 without reading the collection. */
export async function publicProductNode(cache: ContentCache, id: string): Promise<ProductNode> {
  const node = (await cache.current()).productById.get(id);
  if (!node) throw new NotFoundError(`Product "${id}" not found`);
  return node;
}

/** A published project for visitors, from the snapshot; a draft or unknown id is a 404. */
export async function publicProject(cache: ContentCache, id: string): Promise<Project> {
  const project = (await cache.current()).projectById.get(id);
  if (!project) throw new NotFoundError(`Project "${id}" not found`);
  return project;
}

/** The company's facts for visitors, from the snapshot; 404 until an administrator has saved them. */
export async function publicSiteSettings(cache: ContentCache): Promise<SiteSettingsDoc> {
  const settings = (await cache.current()).siteSettings;
  if (!settings) throw new NotFoundError('Site settings have not been saved yet');
  return settings;
}

/**
 * The last good content, served while Firestore is slow or failing: the CDN keeps it
 * only briefly, so visitors get the fresh content soon after Firestore is back.
 */
export const SAVED_CONTENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/**
 * sendData's options for an answer from the snapshot: brief caching while it is the saved one, and
 * never past the next opening or closing of a publishing window (decision 134).
 */
export function savedContent(cache: ContentCache): { savedContent: boolean; secondsLeft: number | null } {
  const changesAt = cache.saved()?.changesAt ?? null;
  return { savedContent: cache.status().servingSaved, secondsLeft: changesAt === null ? null : secondsUntil(changesAt, cache.time()) };
}

/**
 * The product a visitor's product enquiry names, as visitors see it now: from the snapshot when the
 * app has one, else from Firestore; null for a draft, anything under a draft, or an unknown id.
 */
export async function visibleProduct(deps: { content?: ContentCache | undefined; repos: Repositories }, id: string): Promise<EnquiryProduct | null> {
  const node = deps.content ? (await deps.content.current()).productById.get(id) : await getProductNode(deps.repos, id, false).catch((e: unknown) => {
    if (e instanceof NotFoundError) return undefined;
    throw e;
  });
  return node ? { id: node.id, title: node.title, path: `/${node.metadata.path}` } : null;
}
