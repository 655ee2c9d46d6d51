import { paths } from '@/config/paths';

/** The library's filters' names in the address, so a link (the dashboard's) can open the library filtered. */
export const FILTER_PARAMS = { missingAlt: 'mangler-alt', unused: 'ikke-i-bruk' } as const;
export type Filter = keyof typeof FILTER_PARAMS;
export const FILTER_LABELS: Record<Filter, string> = { missingAlt: 'Mangler alt-tekst', unused: 'Ikke i bruk' };

/** `/admin/bilder?mangler-alt=1`: the library with `filter` on. */
export function filteredLibrary(filter: Filter): string {
  return `${paths.adminImages}?${FILTER_PARAMS[filter]}=1`;
}
