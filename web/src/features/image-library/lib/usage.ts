import type { ImageUse, LibraryImage, TakedownResult } from '@rms/schema';

/** How each place a picture is used reads on the screen. */
export const USE_STATE_LABELS: Record<ImageUse['state'], string> = {
  live: 'Publisert',
  draft: 'Utkast',
  version: 'Eldre versjon',
  deleted: 'Slettet',
};

export const USE_KIND_LABELS: Record<ImageUse['kind'], string> = {
  product: 'Produkt',
  category: 'Kategoribilde',
  project: 'Referanse',
  settings: 'Innstillinger',
  campaign: 'Kampanje',
};

/** Whether a live or draft item shows the picture: then visitors may fetch it, otherwise it is private (decision 129). */
export function isShown(image: LibraryImage): boolean {
  return image.usedIn.some((place) => place.state === 'live' || place.state === 'draft');
}

/** Whether a published item shows the picture (the dashboard counts these when they lack alt text). */
export function isLive(image: LibraryImage): boolean {
  return image.usedIn.some((place) => place.state === 'live');
}

/** Whether the site settings use the picture: its texts are edited in Innstillinger, not here. */
export function isSettingsPicture(image: LibraryImage): boolean {
  return image.usedIn.some((place) => place.kind === 'settings');
}

/** The file name: the last part of the storage key (`projects,hytte,k3x9.jpg` → `k3x9.jpg`). */
export function fileName(image: LibraryImage): string {
  return image.key.split(',').at(-1) ?? image.key;
}

/**
 * What the library calls a picture: its title (the uploader's, or the original file's name stored on
 * upload), else its alt text, else the item it is used in, and only then the stored file name, which
 * is a random id staff never chose.
 */
export function displayName(image: LibraryImage): string {
  const title = image.title.trim() || image.alt_text.trim();
  if (title) return title;
  const place = image.usedIn[0];
  return place ? `Bilde i ${place.title}` : fileName(image);
}

/** The row's short word on where a picture is used: the first place, and how many more ('Publisert: Hytte på Hadeland og 1 til'). */
export function usageSummary(image: LibraryImage): string {
  const [first, ...rest] = image.usedIn;
  if (!first) return 'Ikke brukt';
  return `${USE_STATE_LABELS[first.state]}: ${first.title}${rest.length > 0 ? ` og ${rest.length} til` : ''}`;
}

const kiloBytes = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

/** '412 kB · 1600 × 1200 px', leaving out what is not known. */
export function sizeText(image: LibraryImage): string {
  const parts: string[] = [];
  if (image.bytes !== null) parts.push(`${kiloBytes.format(Math.max(1, Math.round(image.bytes / 1024)))} kB`);
  if (image.width && image.height) parts.push(`${image.width} × ${image.height} px`);
  return parts.join(' · ');
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The toast after a takedown: what it changed, in Norwegian. */
export function takedownSummary(result: TakedownResult): string {
  return (
    `Bildet er slettet for godt: fjernet fra ${count(result.items, 'element', 'elementer')}, ${count(result.versions, 'versjon', 'versjoner')} ` +
    `og ${count(result.backups, 'sikkerhetskopi', 'sikkerhetskopier')}; ${count(result.files, 'fil', 'filer')} slettet.`
  );
}
