import type { DocumentData } from '../../repositories/writer';
import { mediaPathOfSrc } from './media-paths';

/**
 * Taking one picture out of a stored product, category or project document (decision 129): the
 * live item and every backup lose it; a version keeps a marker in its place.
 */

/** What a version holds where a picture taken down for good was: no `src`, so nothing can bring it back. */
export const TAKEN_DOWN_NOTE = 'Bildet er slettet for godt';
export const takenDownMarker = () => ({ takenDown: true, note: TAKEN_DOWN_NOTE });

/** Whether a stored image entry is the original at `rawPath` (`raw/...`). */
export function isPicture(entry: unknown, rawPath: string): boolean {
  const src = entry && typeof entry === 'object' ? (entry as { src?: unknown }).src : undefined;
  return typeof src === 'string' && mediaPathOfSrc(src)?.storagePath === rawPath;
}

/**
 * The document without the picture: gone from `images` (the next one becomes main when it was
 * main), `categoryImage` null, a share image that named it unset. Null when the document does not
 * hold it.
 */
export function withoutPicture(doc: DocumentData, rawPath: string): DocumentData | null {
  const images: unknown[] = Array.isArray(doc.images) ? (doc.images as unknown[]) : [];
  const index = images.findIndex((e) => isPicture(e, rawPath));
  const inCategory = isPicture(doc.categoryImage, rawPath);
  if (index < 0 && !inCategory) return null;
  const next: DocumentData = { ...doc };
  if (index >= 0) {
    const removed = images[index] as { id?: unknown; isMain?: unknown };
    const rest = images.filter((e) => !isPicture(e, rawPath)) as DocumentData[];
    if (removed.isMain === true && rest.length > 0 && !rest.some((e) => e.isMain === true)) rest[Math.min(index, rest.length - 1)] = { ...rest[Math.min(index, rest.length - 1)], isMain: true };
    next.images = rest;
    const seo = doc.seo as { imageId?: unknown } | undefined;
    if (seo && typeof seo === 'object' && seo.imageId === removed.id) {
      const { imageId: _gone, ...keep } = seo;
      next.seo = keep;
    }
  }
  if (inCategory) next.categoryImage = null;
  return next;
}

/**
 * A version's item with the marker in the picture's place (order and the other pictures kept), and a
 * share image that named it unset; null when it does not hold it.
 */
export function withMarker(item: DocumentData, rawPath: string): DocumentData | null {
  const images: unknown[] = Array.isArray(item.images) ? (item.images as unknown[]) : [];
  const removedIds = images.filter((e) => isPicture(e, rawPath)).map((e) => (e as { id?: unknown }).id);
  const inCategory = isPicture(item.categoryImage, rawPath);
  if (removedIds.length === 0 && !inCategory) return null;
  const seo = item.seo as { imageId?: unknown } | undefined;
  const { imageId: _gone, ...seoKept } = seo && typeof seo === 'object' ? seo : {};
  return {
    ...item,
    ...(removedIds.length > 0 ? { images: images.map((e) => (isPicture(e, rawPath) ? takenDownMarker() : e)) } : {}),
    ...(inCategory ? { categoryImage: takenDownMarker() } : {}),
    ...(seo && removedIds.includes(seo.imageId) ? { seo: seoKept } : {}),
  };
}

/**
 * The site settings' pictures (decision 129, addendum). A team portrait or a share image can be
 * taken down: the portrait becomes none (the page shows the initials), the share image leaves the
 * list and a fixed page that used it falls back to the default. The live settings' partner or
 * membership logo cannot: the settings need one there, so staff replace it first. In a version or a
 * backup, a logo taken down leaves its partner out, and the membership keeps the current logo.
 */
type SettingsDoc = DocumentData & { team?: unknown; shareImages?: unknown; partners?: unknown; membership?: unknown; pageSeo?: unknown };

const list = (value: unknown): DocumentData[] => (Array.isArray(value) ? (value as DocumentData[]) : []);

/** Whether a stored picture entry is a takedown marker. */
export const isTakenDown = (entry: unknown): boolean => !!entry && typeof entry === 'object' && (entry as { takenDown?: unknown }).takenDown === true;

/** Whether the settings use the picture as a partner's or the membership's logo. */
export function isSettingsLogo(doc: SettingsDoc, rawPath: string): boolean {
  return list(doc.partners).some((p) => isPicture(p.logo, rawPath)) || isPicture((doc.membership as DocumentData | undefined)?.logo, rawPath);
}

/** The fixed pages' 'Søk og deling' without the share image ids in `gone`. */
function pageSeoWithout(pageSeo: unknown, gone: readonly unknown[]): unknown {
  if (!pageSeo || typeof pageSeo !== 'object' || gone.length === 0) return pageSeo;
  return Object.fromEntries(
    Object.entries(pageSeo as Record<string, DocumentData | undefined>).map(([page, seo]) => {
      if (!seo || !gone.includes(seo.imageId)) return [page, seo];
      const { imageId: _gone, ...kept } = seo;
      return [page, kept];
    }),
  );
}

/** A settings version (or a backup's settings) with the marker wherever the picture was; null when it does not hold it. */
export function withSettingsMarker(item: SettingsDoc, rawPath: string): DocumentData | null {
  const mark = (entry: unknown) => (isPicture(entry, rawPath) ? takenDownMarker() : entry);
  const team = list(item.team);
  const shareImages = list(item.shareImages);
  const partners = list(item.partners);
  const membership = item.membership as DocumentData | undefined;
  const goneShares = shareImages.filter((s) => isPicture(s, rawPath)).map((s) => s.id);
  const inTeam = team.some((m) => isPicture(m.photo, rawPath));
  const inPartners = partners.some((p) => isPicture(p.logo, rawPath));
  const inMembership = isPicture(membership?.logo, rawPath);
  if (!inTeam && goneShares.length === 0 && !inPartners && !inMembership) return null;
  return {
    ...item,
    ...(inTeam ? { team: team.map((m) => ({ ...m, photo: mark(m.photo) })) } : {}),
    ...(goneShares.length > 0 ? { shareImages: shareImages.map(mark), pageSeo: pageSeoWithout(item.pageSeo, goneShares) } : {}),
    ...(inPartners ? { partners: partners.map((p) => ({ ...p, logo: mark(p.logo) })) } : {}),
    ...(inMembership ? { membership: { ...membership, logo: takenDownMarker() } } : {}),
  };
}

/**
 * Settings as they are written from a version or a backup that holds markers: a portrait is none, a
 * share image and a partner are left out, and the membership keeps `current`'s logo.
 */
export function settingsWithoutMarkers(facts: SettingsDoc, current: SettingsDoc | undefined): DocumentData {
  const membership = facts.membership as DocumentData | undefined;
  return {
    ...facts,
    team: list(facts.team).map((m) => (isTakenDown(m.photo) ? { ...m, photo: null } : m)),
    shareImages: list(facts.shareImages).filter((s) => !isTakenDown(s)),
    partners: list(facts.partners).filter((p) => !isTakenDown(p.logo)),
    ...(membership && isTakenDown(membership.logo) ? { membership: { ...membership, logo: (current?.membership as DocumentData | undefined)?.logo } } : {}),
  };
}

/** Settings (live, or a backup's) without the picture; null when they do not hold it. */
export function withoutSettingsPicture(doc: SettingsDoc, rawPath: string, current: SettingsDoc | undefined): DocumentData | null {
  const marked = withSettingsMarker(doc, rawPath);
  return marked && settingsWithoutMarkers(marked, current);
}

/**
 * A campaign (live, a version of one, or in a backup) without the picture: its `imageId` names a
 * library picture by its `src`, and a campaign whose picture is taken down shows without one.
 * Null when it does not show that picture.
 */
export function withoutCampaignPicture(doc: DocumentData, rawPath: string): DocumentData | null {
  const src = doc.imageId;
  if (typeof src !== 'string' || mediaPathOfSrc(src)?.storagePath !== rawPath) return null;
  return { ...doc, imageId: null };
}

/** Every object with a stored `src` in a document, wherever it sits (galleries, category picture, settings photos). */
export function recordsIn(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => recordsIn(v, out));
  else if (value && typeof value === 'object') {
    if (typeof (value as { src?: unknown }).src === 'string') out.push(value as Record<string, unknown>);
    Object.values(value).forEach((v) => recordsIn(v, out));
  }
  return out;
}

/** The ids the picture has in `docs` (items' image lists, category pictures, versions of either): how audit entries name it. */
export function pictureIdsIn(docs: readonly unknown[], rawPath: string): Set<string> {
  const records = recordsIn(docs).filter((record) => isPicture(record, rawPath));
  return new Set(records.map((record) => record.id).filter((id): id is string => typeof id === 'string'));
}

/** What an audit entry's details may say of a picture: its address and its texts (alt text, title) and focus. */
const PICTURE_DETAILS = ['src', 'alt_text', 'title', 'focus'] as const;

/**
 * An audit entry about the picture (its `extra` names one of `ids` or the picture's address) without the
 * picture's address and texts, which often describe the customer's home: who did what and when stays,
 * marked `takenDown`. Null when the entry is not about the picture.
 */
export function auditWithoutPicture(entry: DocumentData, rawPath: string, ids: ReadonlySet<string>): DocumentData | null {
  const extra = entry.extra as DocumentData | undefined;
  if (!extra || typeof extra !== 'object') return null;
  // A campaign names its picture by its address (`imageId` is a src there).
  const aboutIt = (typeof extra.imageId === 'string' && (ids.has(extra.imageId) || isPicture({ src: extra.imageId }, rawPath))) || isPicture(extra, rawPath);
  if (!aboutIt) return null;
  const kept = Object.fromEntries(Object.entries(extra).filter(([key]) => !(PICTURE_DETAILS as readonly string[]).includes(key)));
  return { ...entry, extra: { ...kept, takenDown: true } };
}
