import { SiteSettingsDocSchema, type SiteSettings, type SiteSettingsDoc } from '@rms/schema';
import type { Firestore } from '../adapters/firebase';
import { NotFoundError } from '../errors';
import { AUDIT, auditEntry, type AuditActor } from './audit';
import { assertNotStale, nextModifiedAt } from './concurrency';
import { bumpContentVersion } from './content-version';

export const SETTINGS = 'settings';
/** `settings/site`: the company's facts (DESIGN "Data"). */
export const SITE_SETTINGS_ID = 'site';

/**
 * The browser key for the maps script: `settings/maps {key}` when an administrator has set one,
 * else the MAPS_API_KEY setting, else '' (the web then shows no map and no error).
 */
export async function getMapsKey(db: Firestore, fallback: string): Promise<string> {
  const snap = await db.collection(SETTINGS).doc('maps').get();
  const key: unknown = snap.get('key');
  if (typeof key === 'string' && key.trim()) return key.trim();
  return fallback.trim();
}

function siteRef(db: Firestore) {
  return db.collection(SETTINGS).doc(SITE_SETTINGS_ID);
}

/**
 * GET /api/settings/site. A stored document that no longer satisfies the schema (edited by hand,
 * restored from an old backup) is reported, not served half-valid: 404 until an admin saves again.
 */
export async function getSiteSettings(db: Firestore): Promise<SiteSettingsDoc> {
  const snap = await siteRef(db).get();
  if (!snap.exists) throw new NotFoundError('Site settings have not been saved yet');
  const parsed = SiteSettingsDocSchema.safeParse(snap.data());
  if (!parsed.success) {
    console.warn(`[settings] settings/site does not match the schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    throw new NotFoundError('Site settings are not valid; an administrator must save them again');
  }
  return parsed.data;
}

/** Stored image sources of a settings document (team photos, partner and membership logos). */
export function settingsImageSources(settings: Partial<SiteSettings> | undefined): Set<string> {
  const sources = new Set<string>();
  for (const member of settings?.team ?? []) if (member.photo?.src) sources.add(member.photo.src);
  for (const partner of settings?.partners ?? []) if (partner.logo?.src) sources.add(partner.logo.src);
  if (settings?.membership?.logo?.src) sources.add(settings.membership.logo.src);
  return sources;
}

export interface SavedSiteSettings {
  settings: SiteSettingsDoc;
  /** Sources the previous version used and this one does not (their uploaded files can go). */
  dropped: string[];
}

/**
 * PUT /api/settings/site: replaces the facts in one transaction with the audit entry. A stale
 * `modified_at` (someone saved since the form was loaded) is a 409 and nothing is written.
 */
export async function saveSiteSettings(db: Firestore, actor: AuditActor, input: SiteSettings, startedFrom: string | undefined): Promise<SavedSiteSettings> {
  const ref = siteRef(db);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const previous = snap.data() as (Partial<SiteSettings> & { modified_at?: string }) | undefined;
    assertNotStale('The site settings', previous?.modified_at, startedFrom);
    const settings: SiteSettingsDoc = { ...input, modified_at: nextModifiedAt(previous?.modified_at) };
    // Firestore refuses undefined values; the parsed input holds none that matter (optional sizes).
    tx.set(ref, JSON.parse(JSON.stringify(settings)) as SiteSettingsDoc);
    const kept = settingsImageSources(settings);
    const dropped = [...settingsImageSources(previous)].filter((src) => !kept.has(src));
    tx.create(db.collection(AUDIT).doc(), auditEntry(actor, 'settings.update', SITE_SETTINGS_ID, { modified_at: settings.modified_at, dropped }));
    // Every page's footer and the about and contact pages show these facts.
    bumpContentVersion(tx, db);
    return { settings, dropped };
  });
}
