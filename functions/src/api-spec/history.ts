import {
  CampaignParamsSchema,
  DeletedListSchema,
  DeletedParamsSchema,
  DeletedRestoreResultSchema,
  ItemVersionParamsSchema,
  SettingsVersionParamsSchema,
  VersionListQuerySchema,
  VersionListSchema,
  VersionRestoreResultSchema,
  VersionRestoreSchema,
  VersionIdSchema,
  VersionSchema,
} from '@rms/schema';
import type { z } from 'zod';
import { adminErrors, staffErrors, type RouteSpec } from './registry';


/** The three history routes of one kind of item. */
function historyRoutes(base: string, what: string, params: z.ZodType, auth: 'staff' | 'admin'): RouteSpec[] {
  const refusals = auth === 'staff' ? staffErrors : adminErrors;
  return [
    {
      method: 'GET',
      path: `${base}/versions`,
      summary: `The versions of ${what}, newest first: who saved it, when, the kind of change (opprettet, endret, publisert, avpublisert, bilder, gjenopprettet, slettet) and the fields it changed. \`baseline\` marks the state the item had when its history began. Page with \`limit\` (default 20) and \`before\` (the \`at\` of the last version shown). Versions are kept 90 days, and the newest 50 of each item always.`,
      auth,
      query: VersionListQuerySchema,
      response: VersionListSchema,
      errors: [{ status: 400, when: 'limit outside 1–50, or before is not an ISO date-time' }, ...refusals],
    },
    {
      method: 'GET',
      path: `${base}/versions/{versionId}`,
      summary: `One version of ${what}: the whole item as that change stored it.`,
      auth,
      params,
      response: VersionSchema,
      errors: [...refusals, { status: 404, when: `no such version of ${what}` }],
    },
    {
      method: 'POST',
      path: `${base}/versions/{versionId}/restore`,
      summary: `Gives ${what} that version's content (title, description, images with their order, main image and alt texts, draft state${base.includes('settings') ? '; for the settings every fact' : ''}; a product keeps its place in the tree). The restore is a new version (kind \`gjenopprettet\`, \`restoredFrom\` the restored version's time), so it can be undone, and it is audited. Image files gone from raw/ are put back from the backups' copies; any no store holds are listed in \`missingFiles\` and their entries kept. \`version\` is null when the item already had that content.`,
      auth,
      params,
      body: VersionRestoreSchema,
      response: VersionRestoreResultSchema,
      errors: [
        { status: 400, when: 'the version records a deletion (bring the item back through /api/deleted), or an old settings version no longer fits the schema' },
        ...refusals,
        { status: 404, when: 'no such version, or the item is deleted' },
        { status: 409, when: 'modified_at is older than the stored one (CONFLICT; nothing is written)' },
        { status: 415, when: 'the body is not JSON' },
      ],
    },
  ];
}

export const historyRouteSpecs: RouteSpec[] = [
  ...historyRoutes('/api/products/{id}', 'a product node', ItemVersionParamsSchema, 'staff'),
  ...historyRoutes('/api/projects/{id}', 'a project', ItemVersionParamsSchema, 'staff'),
  ...historyRoutes('/api/settings/site', 'the site settings', SettingsVersionParamsSchema, 'admin'),
  ...historyRoutes('/api/campaigns/{id}', 'a campaign', CampaignParamsSchema.extend({ versionId: VersionIdSchema }), 'staff'),
  {
    method: 'GET',
    path: '/api/deleted',
    summary: 'Deleted projects and campaigns, and deleted products with the products that went with them, newest deletion first, until they are brought back (or a new item takes the id). `kind` is product, project or campaign.',
    auth: 'staff',
    response: DeletedListSchema,
    errors: staffErrors,
  },
  {
    method: 'POST',
    path: '/api/deleted/{kind}/{id}/restore',
    summary:
      'Brings a deleted project or campaign, or a deleted product with its whole sub-tree, back where it was (a product under its old parent at its old position), with its pictures and its draft state (a campaign with its times, placements and link). Each item gets a `gjenopprettet` version; the restore is audited. Image files gone from raw/ are put back from the backups\' copies; any no store holds are listed in `missingFiles`.',
    auth: 'staff',
    params: DeletedParamsSchema,
    response: DeletedRestoreResultSchema,
    errors: [
      { status: 400, when: 'kind is not product, project or campaign, or the id is malformed for its kind' },
      ...staffErrors,
      { status: 404, when: 'no such deleted item' },
      { status: 409, when: 'its id has been taken by a new item, or (a product) its parent is gone: bring that back first' },
    ],
  },
];
