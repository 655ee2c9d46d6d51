import { createHash } from 'node:crypto';
import type { Campaign, SiteSettingsDoc, TakedownResult } from '@rms/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { SITE_SETTINGS_ID } from '../../repositories/settings';
import type { DocumentData } from '../../repositories/writer';
import { recordAudit, type AuditActor } from '../shared/audit';
import { nextModifiedAt } from '../shared/concurrency';
import { originalsIn } from '../backups/backup-files';
import { removePictureFromBackups } from '../backups/backup-images';
import { modifiedAtOf, readHistory, recordVersion, type ItemRef } from '../history/versions';
import type { ImageServiceDeps } from './image-actions';
import { mediaPathOfSrc, type MediaPath } from '../shared/media-paths';
import { auditWithoutPicture, isSettingsLogo, pictureIdsIn, withMarker, withoutCampaignPicture, withoutPicture, withoutSettingsPicture, withSettingsMarker } from '../shared/picture-scrub';
import { variantsFor } from './image-variants';
import { UPLOAD_FOLDERS } from './image-visibility';

/**
 * 'Slett for godt' (decision 129): one picture leaves every live and draft item, every
 * campaign that shows it, every version (a marker in its place; a campaign's version without the
 * picture) and so the bin, every backup file, and storage (the original,
 * every variant, the backups' copy). The audit entry names who and when, never the picture.
 */
/** The picture a library key names (`projects,hytte,k3x9.jpg`, as in `src`); 404 for anything not uploaded through the API. */
export function pictureOfKey(key: string): MediaPath {
  const path = mediaPathOfSrc(key);
  if (!path || !UPLOAD_FOLDERS.test(path.storagePath)) throw new NotFoundError(`No picture "${key}"`);
  return path;
}

const OWNERS = [
  { collection: 'products', kind: 'product' },
  { collection: 'projects', kind: 'project' },
] as const;

/** Takes the picture out of one live or draft item, with a version of the change, in one transaction. */
async function takeOutOfItem(deps: ImageServiceDeps, actor: AuditActor, owner: (typeof OWNERS)[number], id: string, rawPath: string): Promise<boolean> {
  const { repos } = deps;
  return repos.transaction(async (tx) => {
    const stored = await repos[owner.collection].stored(id, tx);
    const next = stored ? withoutPicture(stored, rawPath) : null;
    if (!stored || !next) return false;
    const item: ItemRef = { kind: owner.kind, id };
    const history = await readHistory(repos, tx, item);
    const modified_at = nextModifiedAt(modifiedAtOf(stored));
    const changes = { images: next.images ?? [], ...('categoryImage' in next ? { categoryImage: next.categoryImage ?? null } : {}), ...(next.seo ? { seo: next.seo } : {}), modified_at };
    repos[owner.collection].update(tx, id, changes);
    recordVersion(repos, tx, { item, actor, before: stored, after: { ...stored, ...changes }, history });
    repos.contentVersion.bump(tx);
    return true;
  });
}

/** Takes a team portrait or a share image out of the site settings, with a version, in one transaction. */
async function takeOutOfSettings(deps: ImageServiceDeps, actor: AuditActor, rawPath: string): Promise<boolean> {
  const { repos } = deps;
  return repos.transaction(async (tx) => {
    const stored = await repos.settings.site(tx);
    const next = stored ? withoutSettingsPicture(stored, rawPath, stored) : null;
    if (!stored || !next) return false;
    const item: ItemRef = { kind: 'settings', id: SITE_SETTINGS_ID };
    const history = await readHistory(repos, tx, item);
    const after = { ...next, modified_at: nextModifiedAt(modifiedAtOf(stored)) };
    repos.settings.saveSite(tx, after as SiteSettingsDoc);
    recordVersion(repos, tx, { item, actor, before: stored, after, history });
    repos.contentVersion.bump(tx);
    return true;
  });
}

/** Takes the picture out of a campaign (it shows without one from now on), with a version, in one transaction. */
async function takeOutOfCampaign(deps: ImageServiceDeps, actor: AuditActor, id: string, rawPath: string): Promise<boolean> {
  const { repos } = deps;
  return repos.transaction(async (tx) => {
    const stored = await repos.campaigns.stored(id, tx);
    const next = stored ? withoutCampaignPicture(stored, rawPath) : null;
    if (!stored || !next) return false;
    const item: ItemRef = { kind: 'campaign', id };
    const history = await readHistory(repos, tx, item);
    const after = { ...next, modified_at: nextModifiedAt(modifiedAtOf(stored)) };
    repos.campaigns.set(tx, { ...(after as Omit<Campaign, 'id'>), id });
    recordVersion(repos, tx, { item, actor, before: stored, after, history });
    repos.contentVersion.bump(tx);
    return true;
  });
}

/** Takes the picture's address and texts out of the audit entries about it (auditWithoutPicture); answers how many. */
async function scrubAudit(deps: ImageServiceDeps, rawPath: string, pictureIds: ReadonlySet<string>): Promise<number> {
  const { repos } = deps;
  const scrubbed = (await repos.audit.all()).flatMap(({ id, data }) => {
    const next = auditWithoutPicture(data, rawPath, pictureIds);
    return next ? [{ id, next }] : [];
  });
  for (let i = 0; i < scrubbed.length; i += 400) {
    const batch = repos.batch();
    for (const { id, next } of scrubbed.slice(i, i + 400)) repos.audit.replace(batch, id, next);
    await batch.commit();
  }
  return scrubbed.length;
}

/** A hash of the key: the audit entry can be matched to a takedown someone asked for, without naming the picture. */
const keyDigest = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** POST /api/images/{key}/takedown. */
export async function takeDownPicture(deps: ImageServiceDeps, actor: AuditActor, key: string): Promise<TakedownResult> {
  const path = pictureOfKey(key);
  const rawPath = path.storagePath;
  const { repos, blobs } = deps;
  const [products, projects, settings, versions, campaigns] = await Promise.all([repos.products.all(), repos.projects.all(), repos.settings.site(), repos.versions.all(), repos.campaigns.all()]);
  const holding = (docs: readonly unknown[]) => docs.filter((d) => originalsIn(d).includes(rawPath));
  if (settings && isSettingsLogo(settings, rawPath)) {
    throw new ConflictError('Bildet er logoen til en partner eller et medlemskap. Bytt logoen i Innstillinger først, så kan bildet slettes for godt.');
  }
  const inItems = { products: holding(products) as { id: string }[], projects: holding(projects) as { id: string }[] };
  const inCampaigns = campaigns.filter((c) => withoutCampaignPicture(c, rawPath) !== null);
  const inVersions = versions.filter((v) => originalsIn(v.item).includes(rawPath) || (v.itemKind === 'campaign' && withoutCampaignPicture(v.item, rawPath) !== null));
  const stored = (await blobs.list(rawPath)).some((b) => b.name === rawPath);
  const inSettings = settings ? holding([settings]).length > 0 : false;
  if (inItems.products.length + inItems.projects.length + inCampaigns.length + inVersions.length === 0 && !inSettings && !stored) throw new NotFoundError(`No picture "${key}"`);

  // The ids the picture has had, read before it leaves: audit entries name it by them.
  const pictureIds = pictureIdsIn([...products, ...projects, ...versions.map((v) => v.item)], rawPath);

  let items = 0;
  for (const owner of OWNERS) {
    for (const doc of inItems[owner.collection]) if (await takeOutOfItem(deps, actor, owner, doc.id, rawPath)) items++;
  }
  if (inSettings && (await takeOutOfSettings(deps, actor, rawPath))) items++;
  for (const campaign of inCampaigns) if (await takeOutOfCampaign(deps, actor, campaign.id, rawPath)) items++;
  // Read again: the item changes above wrote versions of their own (and a first change a baseline with the picture).
  let changedVersions = 0;
  for (const version of await repos.versions.all()) {
    const marked =
      version.itemKind === 'settings' ? withSettingsMarker(version.item, rawPath) : version.itemKind === 'campaign' ? withoutCampaignPicture(version.item, rawPath) : withMarker(version.item, rawPath);
    if (!marked) continue;
    const batch = repos.batch();
    repos.versions.replaceItem(batch, version.id, marked as DocumentData);
    await batch.commit();
    changedVersions++;
  }
  const auditEntries = await scrubAudit(deps, rawPath, pictureIds);
  const backups = await removePictureFromBackups(blobs, rawPath, (await repos.settings.site()) ?? undefined, pictureIds);
  const variants = (await blobs.list(`optimized/${path.stem}/`)).length;
  await variantsFor(blobs, deps.processor).deleteAll(path);
  const files = (stored ? 1 : 0) + variants + (backups.copyDeleted ? 1 : 0);
  const result = { items, versions: changedVersions, backups: backups.files, files };
  await recordAudit(repos, actor, 'image.takedown', keyDigest(key), { ...result, auditEntries });
  return result;
}
