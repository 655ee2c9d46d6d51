import { IdParamsSchema, PreviewLinkCreatedSchema, PreviewLinkListSchema, PreviewLinkParamsSchema, PreviewLinkSchema } from '@rms/schema';
import { staffErrors, type RouteSpec } from './registry';


/** The preview-link routes of one kind of item (decision 108). */
function previewLinkRoutes(base: string, what: string): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: `${base}/preview-links`,
      summary: `Every preview link made for ${what}, newest first: when and by whom, when it expires, and its state now (\`aktiv\`, \`utløpt\`, \`trukket tilbake\`, \`publisert\`). Never the token or its hash.`,
      auth: 'staff',
      params: IdParamsSchema,
      response: PreviewLinkListSchema,
      errors: [...staffErrors, { status: 404, when: `no such ${what.replace(/^an? /, '')}` }],
    },
    {
      method: 'POST',
      path: `${base}/preview-links`,
      summary: `Makes a preview link for ${what} that is a draft: \`url\` is \`/forhandsvisning/{token}\` (on the site's own origin) with a token of 32 random bytes (base64url), shown in this answer only; only its SHA-256 is stored. Anyone with the link sees the draft rendered as visitors will see it, with a banner, \`noindex, nofollow\` and \`Cache-Control: private, no-store\`, for 7 days (\`expiresAt\`) or until it is revoked; once the item is published the link answers 302 to the public page. A wrong, expired or revoked token gives the ordinary 404 page. Audited (\`previewLink.create\`). No body.`,
      auth: 'staff',
      params: IdParamsSchema,
      response: PreviewLinkCreatedSchema,
      errors: [...staffErrors, { status: 404, when: `no such ${what.replace(/^an? /, '')}` }, { status: 409, when: 'the item is published: share its public address instead' }],
    },
    {
      method: 'DELETE',
      path: `${base}/preview-links/{linkId}`,
      summary: `Revokes one preview link of ${what} (\`revokedAt\` set; the link answers 404 from now on) and answers it as listed. Revoking a revoked link changes nothing. Audited (\`previewLink.revoke\`).`,
      auth: 'staff',
      params: PreviewLinkParamsSchema,
      response: PreviewLinkSchema,
      errors: [...staffErrors, { status: 404, when: `no such link of this ${what.replace(/^an? /, '')}` }],
    },
  ];
}

export const previewLinkRouteSpecs: RouteSpec[] = [...previewLinkRoutes('/api/products/{id}', 'a product node'), ...previewLinkRoutes('/api/projects/{id}', 'a project')];
