import { SiteSettingsSchema, type VersionedItemKind, type VersionKind, type VersionSummary } from '@rms/schema';
import { fullTime } from './time';

/** The stored field names a version's `changedFields` holds, in the admin's words. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Tittel',
  description: 'Beskrivelse',
  images: 'Bilder',
  categoryImage: 'Kategoribilde',
  draft: 'Publisering',
  publishAt: 'Publiser fra',
  unpublishAt: 'Avpubliser fra',
  category: 'Plassering',
  companyName: 'Firmanavn',
  street: 'Gateadresse',
  postalCode: 'Postnummer',
  city: 'Poststed',
  phone: 'Telefon',
  email: 'E-post',
  officeHours: 'Åpningstider',
  phoneHours: 'Telefontid',
  team: 'Ansatte',
  partners: 'Partnere',
  membership: 'Medlemskap',
  profiles: 'Profiler på nett',
  map: 'Kartposisjon',
  messageRetentionMonths: 'Hvor lenge henvendelser lagres',
  answerWithinHours: 'Svarfrist for nye henvendelser',
  privacyText: 'Personvernerklæringen',
  receiptSubject: 'Emne på kvitteringen',
  receiptIntro: 'Innledning i kvitteringen',
  seo: 'Søk og deling',
  shareImages: 'Delingsbilder',
  pageSeo: 'Søk og deling (faste sider)',
  text: 'Tekst',
  imageId: 'Bilde',
  link: 'Lenke',
  startsAt: 'Start',
  endsAt: 'Slutt',
  placements: 'Vises på',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** The fields a screen compares, in the order it shows them. */
export const COMPARED_FIELDS: Record<VersionedItemKind, readonly string[]> = {
  product: ['title', 'description', 'images', 'categoryImage', 'draft', 'publishAt', 'unpublishAt', 'category', 'seo'],
  project: ['title', 'description', 'images', 'draft', 'publishAt', 'unpublishAt', 'seo'],
  // Every fact the settings hold, in the schema's order (a fact added later is compared too).
  settings: Object.keys(SiteSettingsSchema.shape),
  campaign: ['title', 'text', 'imageId', 'link', 'startsAt', 'endsAt', 'placements', 'draft'],
};

const KIND_LABELS: Record<VersionKind, string> = {
  opprettet: 'Opprettet',
  endret: 'Endret',
  publisert: 'Publisert',
  avpublisert: 'Avpublisert',
  bilder: 'Bilder',
  gjenopprettet: 'Gjenopprettet',
  slettet: 'Slettet',
};

/** 'Endret', 'Publisert', 'Gjenopprettet fra 3. desember 2026 kl. 14:02', or the state before history began. */
export function versionLabel(v: Pick<VersionSummary, 'kind' | 'restoredFrom' | 'baseline'>): string {
  if (v.baseline) return 'Slik det var før historikken begynte';
  if (v.kind === 'gjenopprettet' && v.restoredFrom) return `Gjenopprettet fra ${fullTime(v.restoredFrom)}`;
  return KIND_LABELS[v.kind];
}
