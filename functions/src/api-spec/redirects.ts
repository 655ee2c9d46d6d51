import { RedirectCreateSchema, RedirectDeleteResultSchema, RedirectListSchema, RedirectParamsSchema, RedirectSchema } from '@rms/schema';
import { staffErrors, type RouteSpec } from './registry';

/** Old addresses that keep working (decision 100). */
export const redirectRouteSpecs: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/redirects',
    summary:
      "Every redirect, newest first: `from` (an old address of the site) answers 301 to `to` on the rendered pages, as long as no page lives at `from`. `created_by` is the admin's e-mail, or `auto` with the change in `reason` (product.move, …) when a change of paths wrote it: moving a product or category writes one for each address it and everything under it had.",
    auth: 'staff',
    response: RedirectListSchema,
    errors: staffErrors,
  },
  {
    method: 'POST',
    path: '/api/redirects',
    summary:
      "Sends visitors of the old address `from` (such as `/produkter.html` of the company's old site) to the page `to`. Both are paths of this site starting with one `/` (trailing slashes dropped, percent-encoded as a browser sends them). A `to` that is itself an old address is stored as the page it leads to, and redirects that led to `from` lead to that page now (chains collapse). One redirect per `from`: a second one replaces the first. Audited; visitors see it within seconds.",
    auth: 'staff',
    body: RedirectCreateSchema,
    response: RedirectSchema,
    errors: [
      {
        status: 400,
        when: 'VALIDATION_FAILED, Norwegian message naming the field: an external address (https://…, //host, mailto:…), a malformed path, `from` equal to `to`, `from` a page of the site (a redirect never hides one), a loop through existing redirects, or no page visitors can see at `to`',
      },
      ...staffErrors,
      { status: 415, when: 'the body is not JSON' },
    ],
  },
  {
    method: 'DELETE',
    path: '/api/redirects/{id}',
    summary: 'Deletes a redirect: its old address answers 404 again. Audited.',
    auth: 'staff',
    params: RedirectParamsSchema,
    response: RedirectDeleteResultSchema,
    errors: [{ status: 400, when: 'a malformed id' }, ...staffErrors, { status: 404, when: 'no such redirect' }],
  },
];
