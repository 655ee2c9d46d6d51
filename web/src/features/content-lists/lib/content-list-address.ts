import { paths } from '@/config/paths';
import { STATUS_PARAMS, type ContentStatus } from './content-rows';

/** Which list /admin/innhold shows, as the address writes it (`?vis=prosjekter`). */
export type ContentKind = 'produkter' | 'prosjekter';

export function kindFromParam(value: string | null): ContentKind {
  return value === 'prosjekter' ? 'prosjekter' : 'produkter';
}

/** The address of a content list: the kind, a status and a search, and the list's own anchor. */
export function contentListHref({ kind, status = null, search = '' }: { kind: ContentKind; status?: ContentStatus | null; search?: string }): string {
  const params = new URLSearchParams({ vis: kind });
  if (status) params.set('status', STATUS_PARAMS[status]);
  if (search) params.set('q', search);
  return `${paths.adminContent}?${params.toString()}`;
}
