import { CampaignDeleteResultSchema, CampaignInputSchema, CampaignListQuerySchema, CampaignListSchema, CampaignParamsSchema, CampaignSchema } from '@rms/schema';
import { staffErrors, type RouteSpec } from './registry';

const badInput = {
  status: 400,
  when: 'VALIDATION_FAILED, nothing stored; `issues` name the field: `endsAt` not after `startsAt`, `link.id` or `link.path` leading to nothing (no such product, category, project or page), `placements.N` of an unknown kind or `placements.N.id` not in the product tree, `imageId` not a picture the site has, a missing title or no placement',
};

/** Campaigns (decision 135). */
export const campaignRouteSpecs: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/campaigns',
    summary:
      "Staff get every campaign (drafts, coming and past ones too); anyone else the running ones only: not drafts, `startsAt` ≤ now < `endsAt`, decided when the request is answered; a `link` to a product, category or reference visitors cannot open then (deleted, a draft, outside its window) is null in their answer. The latest start first: where two overlap on a page, the first one that holds the page in `placements` shows. A visitor's answer is cached as other public content, but never past the next start or end of a campaign (`max-age`, `s-maxage` and `stale-while-revalidate` are cut to it). With `?at=<ISO 8601>` staff get what visitors will see at that time, with `Cache-Control: no-store`.",
    auth: 'public',
    query: CampaignListQuerySchema,
    response: CampaignListSchema,
    errors: [
      { status: 400, when: '`at` is not an ISO 8601 date-time with offset' },
      { status: 403, when: '`at` from anyone who is not staff (anonymous callers too)' },
    ],
  },
  {
    method: 'POST',
    path: '/api/campaigns',
    summary:
      "Creates a campaign: `title`; `text`, short rich text sanitized as product descriptions are (at most 400 characters a reader sees, markup not counted: else 400 'Teksten kan ha høyst 400 tegn' naming text); `imageId`, the `src` of a picture the site already has (the picture library) or null; `link`, `{kind: 'product' | 'category' | 'project', id}` or `{path}` (a page of the site) or null; `startsAt` and `endsAt`, ISO 8601 with offset (stored in UTC; the admin screen enters Oslo time); `placements`, `{kind: 'home'}` and/or `{kind: 'product', id}` (a product or category node: its page and every page under it); `draft` (default false; a draft never shows). Writes a version (`opprettet`) and an audit entry.",
    auth: 'staff',
    body: CampaignInputSchema,
    response: CampaignSchema,
    errors: [badInput, ...staffErrors, { status: 415, when: 'the body is not JSON' }],
  },
  {
    method: 'PUT',
    path: '/api/campaigns/{id}',
    summary:
      'Replaces a campaign with the body (the same fields as POST). `modified_at` is the one the screen read: when the stored one is newer, 409 and nothing is written. Writes a version and an audit entry.',
    auth: 'staff',
    params: CampaignParamsSchema,
    body: CampaignInputSchema,
    response: CampaignSchema,
    errors: [badInput, ...staffErrors, { status: 404, when: 'no such campaign' }, { status: 409, when: 'modified_at is older than the stored one (CONFLICT; nothing is written)' }, { status: 415, when: 'the body is not JSON' }],
  },
  {
    method: 'DELETE',
    path: '/api/campaigns/{id}',
    summary: 'Deletes a campaign: it leaves every page at once. Its history keeps a `slettet` version, and it is listed in GET /api/deleted (\'Slettet\'), from where POST /api/deleted/campaign/{id}/restore brings it back; audited.',
    auth: 'staff',
    params: CampaignParamsSchema,
    response: CampaignDeleteResultSchema,
    errors: [{ status: 400, when: 'a malformed id' }, ...staffErrors, { status: 404, when: 'no such campaign' }],
  },
];
