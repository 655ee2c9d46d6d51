import { paths } from '@/config/paths';
import { STATUS_PARAMS, type ContentStatus } from './content-rows';

/** Which list /admin/innhold shows, as the address writes it (`?vis=prosjekter`). */
export type ContentKind = 'produkter' | 'prosjekter';

export function kindFromParam(value: string | null): ContentKind {
  return value === 'prosjekter' ? 'prosjekter' : 'produkter';
}

export interface ContentListView {
  kind: ContentKind;
  status?: ContentStatus | null;
  search?: string;
}

/** A content list's view as the address's query: `vis`, and `status` and `q` when set. */
export function contentListParams({ kind, status = null, search = '' }: ContentListView): URLSearchParams {
  const params = new URLSearchParams({ vis: kind });
  if (status) params.set('status', STATUS_PARAMS[status]);
  if (search) params.set('q', search);
  return params;
}

/** The address of a content list: the kind, a status and a search. */
export function contentListHref(view: ContentListView): string {
  return `${paths.adminContent}?${contentListParams(view).toString()}`;
}
