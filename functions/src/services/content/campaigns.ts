import { byLatestStart, runningCampaigns, type Campaign, type CampaignInput, type ProductTree } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import { NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { Transaction } from '../../repositories/writer';
import { buildProductTree, visibleProductTree } from '../shared/product-tree';
import { getProductTree } from './products';
import { listProjects } from './projects';
import { sanitizeDescription } from '../shared/sanitize';
import { mediaPathOfSrc } from '../shared/media-paths';
import { sitePages } from '../redirects/redirect-rules';
import { readHistory, recordDeletion, recordVersion } from '../history/versions';
import { auditEntry, type AuditActor } from '../shared/audit';
import { assertNotStale, nextModifiedAt } from '../shared/concurrency';

/**
 * Campaigns (decision 135). Every change writes a version and an audit entry and bumps
 * the content version, in one transaction, like products and projects; a delete keeps a 'slettet'
 * version, so its history stays readable.
 */

export interface CampaignDeps {
  repos: Repositories;
  blobs: BlobStore;
}

/** GET /api/campaigns for staff: every campaign, drafts and past ones too, the latest start first. */
export async function listCampaigns(repos: Repositories): Promise<Campaign[]> {
  return (await repos.campaigns.all()).sort(byLatestStart);
}

/** The product nodes and references visitors can open at a time (a content snapshot has both maps). */
export interface OpenTargets {
  productById: ReadonlyMap<string, unknown>;
  projectById: ReadonlyMap<string, unknown>;
}

/** Whether a campaign's button would lead visitors to a page they cannot open then (deleted, a draft, outside its window). */
function leadsNowhere(link: Campaign['link'], open: OpenTargets): boolean {
  if (!link || !('kind' in link)) return false;
  return link.kind === 'project' ? !open.projectById.has(link.id) : !open.productById.has(link.id);
}

/**
 * What visitors see at `now`: running campaigns only (no drafts), the one that started last first.
 * A link to a product, category or reference visitors cannot open then is left out, so the campaign
 * shows without its button rather than lead to a 404 (staff see the problem in 'Kampanjer').
 */
export function visibleCampaigns(campaigns: readonly Campaign[], now: Date, open: OpenTargets): Campaign[] {
  return runningCampaigns(campaigns, now).map((c) => (leadsNowhere(c.link, open) ? { ...c, link: null } : c));
}

/** What visitors can open at `at`, read from Firestore (staff's look ahead, or no snapshot). */
export async function openTargetsAt(repos: Repositories, at: number): Promise<OpenTargets> {
  const [tree, projects] = await Promise.all([getProductTree(repos, false, at), listProjects(repos, false, at)]);
  const productById = new Map<string, true>();
  const walk = (nodes: ProductTree['sub']) => nodes.forEach((n) => (productById.set(n.id, true), walk(n.sub)));
  walk(tree.sub);
  return { productById, projectById: new Map(projects.map((p) => [p.id, true])) };
}

const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/** A link to nothing, a placement on an unknown page, or a picture the site does not have: 400 naming the field. */
async function assertTargetsExist(deps: CampaignDeps, tx: Transaction, input: CampaignInput): Promise<void> {
  const [products, projects] = await Promise.all([deps.repos.products.all(tx), deps.repos.projects.all(tx)]);
  const nodeIds = new Set(products.map((p) => p.id));
  const { link } = input;
  if (link && 'kind' in link) {
    const exists = link.kind === 'project' ? projects.some((p) => p.id === link.id) : nodeIds.has(link.id);
    if (!exists) throw invalid('link.id', `Lenken går ikke til noe: «${link.id}» finnes ikke`);
  } else if (link) {
    const tree = buildProductTree(products);
    const pages = sitePages({ tree, projects }, { tree: visibleProductTree(tree), projects: projects.filter((p) => !p.draft) });
    if (!pages.live.has(link.path)) throw invalid('link.path', `Lenken går ikke til noe: ingen side har adressen ${link.path}`);
  }
  input.placements.forEach((p, i) => {
    if (p.kind === 'product' && !nodeIds.has(p.id)) throw invalid(`placements.${i}.id`, `Ukjent plassering: «${p.id}» finnes ikke i produkttreet`);
  });
  if (input.imageId !== null) {
    const media = mediaPathOfSrc(input.imageId);
    if (!media || !(await deps.blobs.exists(media.storagePath))) throw invalid('imageId', 'Bildet finnes ikke i bildebiblioteket');
  }
}

function campaignOf(id: string, input: CampaignInput, created_at: string, modified_at: string): Campaign {
  return {
    id,
    title: input.title,
    text: sanitizeDescription(input.text),
    imageId: input.imageId,
    link: input.link,
    startsAt: new Date(input.startsAt).toISOString(),
    endsAt: new Date(input.endsAt).toISOString(),
    placements: input.placements,
    draft: input.draft,
    created_at,
    modified_at,
  };
}

/** POST /api/campaigns. */
export async function createCampaign(deps: CampaignDeps, actor: AuditActor, input: CampaignInput): Promise<Campaign> {
  const { repos } = deps;
  return repos.transaction(async (tx) => {
    await assertTargetsExist(deps, tx, input);
    const at = new Date().toISOString();
    const campaign = campaignOf(repos.campaigns.newId(), input, at, at);
    repos.campaigns.set(tx, campaign);
    recordVersion(repos, tx, { item: { kind: 'campaign', id: campaign.id }, actor, after: campaign, kind: 'opprettet' });
    repos.audit.add(tx, auditEntry(actor, 'campaign.create', campaign.id, { title: campaign.title, startsAt: campaign.startsAt, endsAt: campaign.endsAt }));
    repos.contentVersion.bump(tx);
    return campaign;
  });
}

/** PUT /api/campaigns/{id}: the whole campaign; 409 when it changed since the screen read it. */
export async function updateCampaign(deps: CampaignDeps, actor: AuditActor, id: string, input: CampaignInput): Promise<Campaign> {
  const { repos } = deps;
  return repos.transaction(async (tx) => {
    const stored = await repos.campaigns.stored(id, tx);
    if (!stored) throw new NotFoundError(`Campaign "${id}" not found`);
    const before = { id, ...stored } as Campaign;
    assertNotStale(`Campaign "${id}"`, typeof stored.modified_at === 'string' ? stored.modified_at : undefined, input.modified_at);
    await assertTargetsExist(deps, tx, input);
    const history = await readHistory(repos, tx, { kind: 'campaign', id });
    const created = typeof stored.created_at === 'string' ? stored.created_at : new Date().toISOString();
    const campaign = campaignOf(id, input, created, nextModifiedAt(typeof stored.modified_at === 'string' ? stored.modified_at : undefined));
    repos.campaigns.set(tx, campaign);
    const version = recordVersion(repos, tx, { item: { kind: 'campaign', id }, actor, before, after: campaign, history });
    repos.audit.add(tx, auditEntry(actor, 'campaign.update', id, { fields: version?.changedFields ?? [] }));
    repos.contentVersion.bump(tx);
    return campaign;
  });
}

/** DELETE /api/campaigns/{id}: gone from every page at once; its history keeps a 'slettet' version. */
export async function deleteCampaign(repos: Repositories, actor: AuditActor, id: string): Promise<{ deleted: string[] }> {
  await repos.transaction(async (tx) => {
    const stored = await repos.campaigns.stored(id, tx);
    if (!stored) throw new NotFoundError(`Campaign "${id}" not found`);
    repos.campaigns.delete(tx, id);
    // A 'slettet' version and an entry in 'Slettet', from where it can be brought back.
    recordDeletion(repos, tx, 'campaign', actor, [{ ...stored, id }]);
    repos.audit.add(tx, auditEntry(actor, 'campaign.delete', id, { title: stored.title }));
    repos.contentVersion.bump(tx);
  });
  return { deleted: [id] };
}
