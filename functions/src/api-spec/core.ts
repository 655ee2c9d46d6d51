import { z } from 'zod';
import {
  AuthUserSchema,
  ContentAtQuerySchema,
  DeleteResultSchema,
  FirebaseWebConfigSchema,
  GoogleSignInSchema,
  IdParamsSchema,
  ProductCreateResultSchema,
  ProductCreateSchema,
  ProductDeleteQuerySchema,
  ProductNodeSchema,
  ProductTreeSchema,
  ProductUpdateSchema,
  DeleteByTitleQuerySchema,
  ProjectCreateSchema,
  ProjectListSchema,
  ProjectSchema,
  ProjectTitleMatchSchema,
  ProjectUpdateSchema,
  ServiceHealthSchema,
  SignInResultSchema,
  TitlePatternParamsSchema,
} from '@rms/schema';
import type { RouteSpec } from './registry';

const unauthenticated = { status: 401, when: 'no token, or a malformed, invalid or expired one (nothing is written)' };
const forbidden = { status: 403, when: 'the user is not an administrator (nothing is written)' };
const notStaff = { status: 403, when: 'the user is neither an administrator nor an editor (nothing is written)' };
const badJson = { status: 400, when: 'malformed JSON (MALFORMED_JSON), or fields missing, of the wrong type or out of range (VALIDATION_FAILED; `issues` names each field)' };
const notJson = { status: 415, when: 'the body is not application/json' };
/** The publishing window (decision 134): the window fields of the create and update routes. */
const windowFields =
  ' `publishAt` and `unpublishAt` (optional; ISO 8601 with an offset, or null for none; stored in UTC) are the publishing window: visitors see the item (and everything under a product node) only from publishAt until unpublishAt, decided when each page or list is answered, with no job. `unpublishAt` must be after `publishAt` (also against the stored edge on an update): else 400 naming unpublishAt, nothing written. A change of the window is a version and an audit entry.';
const atQuery =
  ' `?at=<ISO 8601 with offset>` (staff only) answers what visitors will see at that instant (windows applied, drafts left out), read from Firestore, with `Cache-Control: no-store`; `at` from anyone else is 403. Public answers are never cached past the next opening or closing of a window (max-age, s-maxage and stale-while-revalidate capped).';
const contentAtErrors = [
  { status: 400, when: 'staff sent an `at` that is not ISO 8601 with an offset' },
  { status: 403, when: '`at` sent by anyone who is not staff (visitors included)' },
];
const health = 'Never cached. `status` is false with the error in `details` when Firestore does not answer; never a 500.';

/** Sign-in, roles and the web SDK config. */
const authRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/auth/google',
    summary:
      'Verifies the Firebase ID token of a Google sign-in (revocation checked), then creates or updates users/{uid}. A new account is `admin` when its verified e-mail is listed in ADMIN_EMAILS, no account is stored as admin yet (one whose last day has passed counts) and no earlier account with that e-mail had its staff access taken away (the first administrator of a new project), else `user`. A pending invitation for the verified e-mail (letter case ignored) gives its role and last day at any sign-in, except that it never gives the last administrator without a last day one (it is then used up without effect); an unverified e-mail, a withdrawn or a lapsed invitation gives nothing. Otherwise the stored role stays (the users screen changes it). Answers the verified token and the user with the role in force (`user` once the last day of access has passed).',
    auth: 'public',
    body: GoogleSignInSchema,
    response: SignInResultSchema,
    errors: [badJson, { status: 401, when: 'id_token is malformed, forged, for another project, expired or revoked' }, notJson],
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    summary: "The signed-in user's profile and role in force: `user`, `editor` or `admin` (from users/{uid}; `user` once the last day of access has passed, and `user` with nulls when the user never signed in through /auth/google).",
    auth: 'user',
    response: AuthUserSchema,
    errors: [unauthenticated],
  },
  {
    method: 'GET',
    path: '/api/auth/health',
    summary: `Whether the users store answers; details give the latency and how many ADMIN_EMAILS are configured. ${health}`,
    auth: 'public',
    response: ServiceHealthSchema,
  },
  {
    method: 'GET',
    path: '/api/firebase',
    summary: 'The Firebase web SDK config the SPA initialises from (also at /api/firebase/). `authEmulatorHost` is present only in the local stack.',
    auth: 'public',
    response: FirebaseWebConfigSchema,
  },
];

/** The product tree. */
const productRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/products',
    summary:
      'The whole tree: a synthetic root whose `sub` holds the categories (level 0), their products (1) and sub-products (2), siblings in `index` order, each with derived `metadata` {path: produkter/<ids>, level, isCategory, isProduct, isSubProduct}. Public answers are CDN-cacheable with an ETag. Visitors get neither drafts nor nodes outside their publishing window (nor anything under them); staff get every node with its window.' + atQuery,
    auth: 'public',
    query: ContentAtQuerySchema,
    response: ProductTreeSchema,
    errors: contentAtErrors,
  },
  {
    method: 'GET',
    path: '/api/products/health',
    summary: `Whether the products store answers; details give the number of products and the latency. ${health}`,
    auth: 'public',
    response: ServiceHealthSchema,
  },
  {
    method: 'GET',
    path: '/api/products/{id}',
    summary: 'One node of the tree with its `sub` and `metadata`. A draft, or a node outside its publishing window (or under one), is 404 for anyone but staff.' + atQuery + ' (With `at`, a node visitors will not see then is 404, for staff too: the admin\'s \'Fram i tid\' shows a page as it will be.)',
    auth: 'public',
    params: IdParamsSchema,
    query: ContentAtQuerySchema,
    response: ProductNodeSchema,
    errors: [
      { status: 400, when: 'the id is not 1–100 characters of a–z, 0–9 and -' },
      { status: 404, when: 'no such product (or it is not attached to the tree), or with `at` not visible to visitors then' },
      ...contentAtErrors,
    ],
  },
  {
    method: 'POST',
    path: '/api/products',
    summary:
      'Creates a category (`category` null, "" or "root"), product or sub-product. `id` is kept when sent, else a readable slug of the title (æ→ae, ø→o, å→a; -2, -3 … when taken). Without `index` the node goes last; with one it is inserted there and its siblings re-numbered. The description is sanitized HTML. `sub`, `metadata` and unknown fields are dropped. `draft: true` makes a draft (the wizard\'s, until «Ferdig»), hidden from visitors with everything under it; without it the node is published. Answers 201 with a Location header, the whole tree and `created`, the new node. `seo` (optional) holds the search and share fields `{title ≤ 60, description ≤ 160, imageId, noindex}`: `imageId` must be one of the item\'s own images (400 otherwise, nothing written); empty fields are not stored and the page falls back to its own head.' + windowFields,
    auth: 'staff',
    body: ProductCreateSchema,
    response: ProductCreateResultSchema,
    errors: [
      { ...badJson, when: `${badJson.when}; an unknown parent; a fourth level (the parent is a sub-product); a reserved id (root, health, categories)` },
      unauthenticated,
      notStaff,
      { status: 409, when: 'a product with that id already exists' },
      notJson,
    ],
  },
  {
    method: 'PUT',
    path: '/api/products/{id}',
    summary:
      'Changes any of title, description (sanitized), images, category, index and draft (publish / unpublish). A new `category` and/or `index` moves the node with its sub-tree, re-numbering the siblings it leaves and joins, in one transaction. `id` in the body, when sent, must equal the path id. `modified_at`, when sent, is the version the edit started from: older than the stored one → 409 and nothing changes. Always bumps modified_at. Answers the updated node. `seo` (optional) holds the search and share fields `{title ≤ 60, description ≤ 160, imageId, noindex}`: `imageId` must be one of the item\'s own images (400 otherwise, nothing written); empty fields are not stored and the page falls back to its own head. A sent `seo` replaces the stored one.' + windowFields,
    auth: 'staff',
    params: IdParamsSchema,
    body: ProductUpdateSchema,
    response: ProductNodeSchema,
    errors: [
      { ...badJson, when: `${badJson.when}; a body id different from the path id; an unknown parent; a move below itself or that would make a fourth level` },
      unauthenticated,
      notStaff,
      { status: 404, when: 'no such product' },
      { status: 409, when: 'the body\'s modified_at is older than the stored one (someone changed it since): nothing is changed' },
      notJson,
    ],
  },
  {
    method: 'DELETE',
    path: '/api/products/{id}',
    summary:
      'Deletes a node and re-numbers its siblings. `?recursive=true` also deletes its whole sub-tree. Every deleted node gets a `slettet` version and the deletion is listed under GET /api/deleted, so it can be brought back with its pictures: their files stay until the nightly sweep finds no kept version referring to them. Answers the deleted ids.',
    auth: 'staff',
    params: IdParamsSchema,
    query: ProductDeleteQuerySchema,
    response: DeleteResultSchema,
    errors: [
      { status: 400, when: 'a malformed id, or recursive is not true, false, 1 or 0' },
      unauthenticated,
      notStaff,
      { status: 404, when: 'no such product' },
      { status: 409, when: 'the node has products below it and recursive is not true' },
    ],
  },
];

/** References. */
const projectRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/projects',
    summary: 'Projects, newest modified_at first. Visitors and signed-in accounts without staff access get published projects only (draft false) inside their publishing window; staff (administrators and editors) get drafts and scheduled ones too.' + atQuery,
    auth: 'public',
    query: ContentAtQuerySchema,
    response: ProjectListSchema,
    errors: contentAtErrors,
  },
  {
    method: 'GET',
    path: '/api/projects/health',
    summary: `Whether the projects store answers; details give the number of projects and the latency. ${health}`,
    auth: 'public',
    response: ServiceHealthSchema,
  },
  {
    method: 'GET',
    path: '/api/projects/by-title/{pattern}/preview',
    summary:
      'The projects (drafts included) whose title contains the pattern, case-insensitively; `*` matches any run of characters, everything else is literal. Administrators only: it is the first step of deleting by title pattern.',
    auth: 'admin',
    params: TitlePatternParamsSchema,
    response: z.array(ProjectTitleMatchSchema),
    errors: [
      { status: 400, when: "an empty pattern: 'Please enter a title pattern to match'; over 100 characters: 'Mønsteret kan være høyst 100 tegn.'" },
      unauthenticated,
      forbidden,
      { status: 404, when: "nothing matches: 'No projects match this pattern'" },
    ],
  },
  {
    method: 'DELETE',
    path: '/api/projects/by-title/{pattern}',
    summary:
      'Deletes what the admin previewed: of the projects listed in `ids` (comma-separated, the preview\'s ids), those whose title still matches the pattern; anything else, such as a matching project created since the preview, is untouched. Each gets a `slettet` version and is listed under GET /api/deleted (its pictures stay, as for DELETE /api/projects/{id}). Answers the deleted ids.',
    auth: 'admin',
    params: TitlePatternParamsSchema,
    query: DeleteByTitleQuerySchema,
    response: DeleteResultSchema,
    errors: [
      { status: 400, when: "an empty pattern: 'Please enter a title pattern to match'; over 100 characters: 'Mønsteret kan være høyst 100 tegn.'; `ids` missing or empty" },
      unauthenticated,
      forbidden,
      { status: 404, when: "nothing matches: 'No projects match this pattern' (nothing is deleted)" },
    ],
  },
  {
    method: 'GET',
    path: '/api/projects/{id}',
    summary: 'One project. A draft, or a project outside its publishing window, is 404 for anyone but staff (administrators and editors).' + atQuery + ' (With `at`, a project visitors will not see then is 404, for staff too.)',
    auth: 'public',
    params: IdParamsSchema,
    query: ContentAtQuerySchema,
    response: ProjectSchema,
    errors: [
      { status: 400, when: 'a malformed id' },
      { status: 404, when: 'no such project, or a draft asked for by a visitor, or with `at` not visible to visitors then' },
      ...contentAtErrors,
    ],
  },
  {
    method: 'POST',
    path: '/api/projects',
    summary:
      'Creates a project: a draft unless `draft` is false. `id` is kept when sent, unless it is the client\'s temporary `temp-…` id; otherwise a readable slug of the title. The description is sanitized HTML; unknown fields are dropped. Answers 201 with a Location header and the project. `seo` (optional) holds the search and share fields `{title ≤ 60, description ≤ 160, imageId, noindex}`: `imageId` must be one of the item\'s own images (400 otherwise, nothing written); empty fields are not stored and the page falls back to its own head.' + windowFields,
    auth: 'staff',
    body: ProjectCreateSchema,
    response: ProjectSchema,
    errors: [
      { ...badJson, when: `${badJson.when}; a reserved id (health, by-title)` },
      unauthenticated,
      notStaff,
      { status: 409, when: 'a project with that id already exists' },
      notJson,
    ],
  },
  {
    method: 'PUT',
    path: '/api/projects/{id}',
    summary:
      'Changes any of title, description (sanitized), images and draft (publish / unpublish); always bumps modified_at. `id` in the body, when sent, must equal the path id. `modified_at`, when sent, is the version the edit started from: older than the stored one → 409 and nothing changes. Answers the project. `seo` (optional) holds the search and share fields `{title ≤ 60, description ≤ 160, imageId, noindex}`: `imageId` must be one of the item\'s own images (400 otherwise, nothing written); empty fields are not stored and the page falls back to its own head. A sent `seo` replaces the stored one.' + windowFields,
    auth: 'staff',
    params: IdParamsSchema,
    body: ProjectUpdateSchema,
    response: ProjectSchema,
    errors: [{ ...badJson, when: `${badJson.when}; a body id different from the path id` }, unauthenticated, notStaff, { status: 404, when: 'no such project' }, { status: 409, when: 'the body\'s modified_at is older than the stored one (someone changed it since): nothing is changed' }, notJson],
  },
  {
    method: 'DELETE',
    path: '/api/projects/{id}',
    summary: 'Deletes a project. It gets a `slettet` version and is listed under GET /api/deleted, so it can be brought back with its pictures: their files stay until the nightly sweep finds no kept version referring to them. Answers the deleted id.',
    auth: 'staff',
    params: IdParamsSchema,
    response: DeleteResultSchema,
    errors: [{ status: 400, when: 'a malformed id' }, unauthenticated, notStaff, { status: 404, when: 'no such project' }],
  },
];

export const coreRouteSpecs: RouteSpec[] = [...authRoutes, ...productRoutes, ...projectRoutes];
