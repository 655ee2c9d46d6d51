import type { Project, ProductNode, ProductTree, SiteSettingsDoc } from '@rms/schema';
import { NotFoundError } from '../errors';
import type { Repositories } from '../repositories';
import { buildProductTree, visibleProductTree } from './product-tree';
import { listProjects } from './projects';
import { getMapsKey, getSiteSettings } from './settings';

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
}

export function buildSnapshot(version: string, tree: ProductTree, projects: Project[], mapsKey = '', siteSettings: SiteSettingsDoc | null = null): ContentSnapshot {
  const productById = new Map<string, ProductNode>();
  const walk = (nodes: ProductNode[]) => {
    for (const n of nodes) {
      productById.set(n.id, n);
      walk(n.sub);
    }
  };
  walk(tree.sub);
  return { version, tree, projects, productById, projectById: new Map(projects.map((p) => [p.id, p])), mapsKey, siteSettings, builtAt: new Date().toISOString() };
}

export interface ContentCacheOptions {
  /** How long a checked version is trusted before the version document is read again (ms). */
  checkEveryMs?: number;
  now?: () => number;
  /** MAPS_API_KEY, used when settings/maps has no key. */
  mapsKeyFallback?: string;
}

/**
 * One in-memory snapshot per instance: reading it costs one small document read at most every
 * `checkEveryMs`, and the whole collections are read again only when the version changed.
 * Concurrent callers share one check and one rebuild.
 */
export class ContentCache {
  private snapshot: ContentSnapshot | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<ContentSnapshot> | undefined;
  private readonly checkEveryMs: number;
  private readonly now: () => number;
  private readonly mapsKeyFallback: string;

  constructor(
    private readonly repos: Repositories,
    options: ContentCacheOptions = {},
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 1000;
    this.now = options.now ?? Date.now;
    this.mapsKeyFallback = options.mapsKeyFallback ?? '';
    repos.contentVersion.onChange(() => this.markStale());
  }

  /** The next read checks the version document again (this instance just changed content). */
  markStale(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  async current(): Promise<ContentSnapshot> {
    if (this.snapshot && this.now() - this.checkedAt < this.checkEveryMs) return this.snapshot;
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<ContentSnapshot> {
    const started = this.now();
    const version = await this.repos.contentVersion.current();
    if (!this.snapshot || this.snapshot.version !== version) {
      const [products, projects, mapsKey, siteSettings] = await Promise.all([
        this.repos.products.all(),
        listProjects(this.repos, false),
        getMapsKey(this.repos, this.mapsKeyFallback),
        getSiteSettings(this.repos).catch((e: unknown) => {
          if (e instanceof NotFoundError) return null;
          throw e;
        }),
      ]);
      const tree = visibleProductTree(buildProductTree(products));
      this.snapshot = buildSnapshot(version, tree, projects, mapsKey, siteSettings);
    }
    this.checkedAt = started;
    return this.snapshot;
  }
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
