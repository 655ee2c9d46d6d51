import type { ImageUse, LibraryImage } from '@rms/schema';
import { paths } from '@/config/paths';

/** The library's on/off filters' names in the address, so a link (the dashboard's) can open the library filtered. */
export const FILTER_PARAMS = { missingAlt: 'mangler-alt', unused: 'ikke-i-bruk' } as const;
export type Filter = keyof typeof FILTER_PARAMS;
export const FILTER_LABELS: Record<Filter, string> = { missingAlt: 'Mangler alt-tekst', unused: 'Ikke i bruk' };

/** 'Brukt i': the kind of item a picture is used in, as the address writes it (`?bruk=referanse`). */
export const USE_PARAMS = { product: 'produkt', category: 'kategori', project: 'referanse', settings: 'innstillinger', campaign: 'kampanje' } as const satisfies Record<ImageUse['kind'], string>;
export const USE_FILTER_LABELS: Record<ImageUse['kind'], string> = {
  product: 'Produkter',
  category: 'Kategoribilder',
  project: 'Referanser',
  settings: 'Innstillinger',
  campaign: 'Kampanjer',
};
const USE_KINDS = Object.keys(USE_PARAMS) as ImageUse['kind'][];

/** The library's view as its address holds it: search, filters and how many pages of 50 are shown. */
export interface LibraryView {
  q: string;
  use: ImageUse['kind'] | null;
  missingAlt: boolean;
  unused: boolean;
  /** Pages shown, from 1: 'Vis flere' adds one, and a reload or the back button shows as many again. */
  pages: number;
}

export function viewFromParams(params: URLSearchParams): LibraryView {
  const pages = Number.parseInt(params.get('side') ?? '', 10);
  return {
    q: params.get('q') ?? '',
    use: USE_KINDS.find((kind) => USE_PARAMS[kind] === params.get('bruk')) ?? null,
    missingAlt: params.get(FILTER_PARAMS.missingAlt) === '1',
    unused: params.get(FILTER_PARAMS.unused) === '1',
    pages: Number.isSafeInteger(pages) && pages > 1 ? pages : 1,
  };
}

/** The view as the address's query, leaving out what is not set (`?q=terrasse&bruk=referanse&side=2`). */
export function paramsOfView(view: LibraryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.use) params.set('bruk', USE_PARAMS[view.use]);
  if (view.missingAlt) params.set(FILTER_PARAMS.missingAlt, '1');
  if (view.unused) params.set(FILTER_PARAMS.unused, '1');
  if (view.pages > 1) params.set('side', String(view.pages));
  return params;
}

/** 'Brukt i' is answered here, from the list the server sent: whether any place of that kind uses the picture. */
export function usedInKind(image: LibraryImage, kind: ImageUse['kind'] | null): boolean {
  return !kind || image.usedIn.some((place) => place.kind === kind);
}

/** `/admin/bilder?mangler-alt=1`: the library with `filter` on. */
export function filteredLibrary(filter: Filter): string {
  return `${paths.adminImages}?${FILTER_PARAMS[filter]}=1`;
}
