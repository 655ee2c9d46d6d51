import { FIXED_PAGES, SiteSettingsDocSchema, compactSeo, type PageSeo, type SiteSettings, type SiteSettingsDoc } from '@rms/schema';
import { NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import { SITE_SETTINGS_ID } from '../../repositories/settings';
import { auditEntry, type AuditActor } from '../shared/audit';
import { assertNotStale, nextModifiedAt } from '../shared/concurrency';
import { readHistory, recordVersion } from '../history/versions';

/**
 * The browser key for the maps script: `settings/maps {key}` when an administrator has set one,
 * else the MAPS_API_KEY setting, else '' (the web then shows no map and no error).
 */
export async function getMapsKey(repos: Repositories, fallback: string): Promise<string> {
  return (await repos.settings.mapsKey()).trim() || fallback.trim();
}

/**
 * GET /api/settings/site. A stored document that no longer satisfies the schema (edited by hand,
 * restored from an old backup) is reported, not served half-valid: 404 until an admin saves again.
 */
export async function getSiteSettings(repos: Repositories): Promise<SiteSettingsDoc> {
  const stored = await repos.settings.site();
  if (!stored) throw new NotFoundError('Site settings have not been saved yet');
  const parsed = SiteSettingsDocSchema.safeParse(stored);
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
  for (const image of settings?.shareImages ?? []) if (image.src) sources.add(image.src);
  return sources;
}

/** Only the pages with a field set, and only their set fields: what is stored. */
function compactPageSeo(pageSeo: PageSeo): PageSeo {
  const kept: PageSeo = {};
  for (const page of FIXED_PAGES) {
    const seo = pageSeo[page] && compactSeo(pageSeo[page]);
    if (seo && Object.keys(seo).length) kept[page] = seo;
  }
  return kept;
}

export interface SavedSiteSettings {
  settings: SiteSettingsDoc;
  /** Sources the previous version used and this one does not (their uploaded files can go once no kept version needs them). */
  dropped: string[];
}

/**
 * PUT /api/settings/site: replaces the facts in one transaction with the audit entry. A stale
 * `modified_at` (someone saved since the form was loaded) is a 409 and nothing is written.
 */
export async function saveSiteSettings(repos: Repositories, actor: AuditActor, input: SiteSettings, startedFrom: string | undefined): Promise<SavedSiteSettings> {
  return repos.transaction(async (tx) => {
    const previous: (Partial<SiteSettings> & { modified_at?: string }) | undefined = await repos.settings.site(tx);
    assertNotStale('The site settings', previous?.modified_at, startedFrom);
    const item = { kind: 'settings' as const, id: SITE_SETTINGS_ID };
    const history = await readHistory(repos, tx, item);
    const settings: SiteSettingsDoc = { ...input, pageSeo: compactPageSeo(input.pageSeo), modified_at: nextModifiedAt(previous?.modified_at) };
    repos.settings.saveSite(tx, settings);
    recordVersion(repos, tx, previous ? { item, actor, before: previous, after: settings, history } : { item, actor, after: settings, kind: 'opprettet' });
    const kept = settingsImageSources(settings);
    const dropped = [...settingsImageSources(previous)].filter((src) => !kept.has(src));
    repos.audit.add(tx, auditEntry(actor, 'settings.update', SITE_SETTINGS_ID, { modified_at: settings.modified_at, dropped }));
    // Every page's footer and the about and contact pages show these facts.
    repos.contentVersion.bump(tx);
    return { settings, dropped };
  });
}
