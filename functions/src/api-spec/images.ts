import { z } from 'zod';
import {
  IdSchema,
  ImageListSchema,
  ImageOrderSchema,
  StartedFromQuerySchema,
  ImagePatchSchema,
  ImageSchema,
  OptimizeQuerySchema,
  ImageKeyParamsSchema,
  ImageLibraryQuerySchema,
  LibraryImagePatchSchema,
  LibraryImageSchema,
  TakedownResultSchema,
  ServiceHealthSchema,
  SetMainImageSchema,
  UploadedImageSchema,
} from '@rms/schema';
import { adminErrors, staffErrors, type RouteSpec } from './registry';

const OwnerParams = z.object({ id: IdSchema });
const ImageParams = z.object({ id: IdSchema, imageId: z.string().min(1).max(300) });
const Deleted = z.object({ id: z.string() });

const uploadErrors = [
  { status: 400, when: 'no file in field "file", more than one file, an empty, truncated or corrupt image, or more than 50 megapixels (all frames counted)' },
  ...staffErrors,
  { status: 404, when: 'the owner does not exist' },
  { status: 413, when: 'the file is larger than 20 MB (refused while streaming)' },
  { status: 415, when: 'not multipart/form-data, or the content is not JPEG, PNG, GIF or WebP (judged by the bytes, not the name: renamed text, SVG and HTML are refused)' },
];
const MULTIPART_NOTE =
  'Multipart field `file` (one file), optional text fields `title` and `alt_text`. The original is auto-rotated by its EXIF orientation and stored without any metadata at raw/<kind>/<owner>/<newId>.<ext>; a failed upload stores nothing.';

function ownerRoutes(collection: 'products' | 'projects', label: string): RouteSpec[] {
  const base = `/api/${collection}/{id}/images`;
  return [
    {
      method: 'POST',
      path: base,
      summary: `Uploads an image to a ${label}. ${MULTIPART_NOTE} The ${label}'s first image becomes main. Answers {id, url (/raw/...), name, alt, image}.`,
      auth: 'staff',
      params: OwnerParams,
      body: 'multipart',
      response: UploadedImageSchema,
      errors: uploadErrors,
    },
    {
      method: 'DELETE',
      path: `${base}/{imageId}`,
      summary: `Deletes one image of a ${label}: the record; the original and its variants too unless a kept version of the ${label} refers to it (then the nightly sweep deletes them once none does, and restoring that version brings the picture back). A comma-separated imageId (a src) uses its last part. When the main image is deleted, the one after it becomes main.`,
      auth: 'staff',
      params: ImageParams,
      response: Deleted,
      errors: [...staffErrors, { status: 404, when: `unknown ${label} or image` }],
    },
    {
      method: 'PUT',
      path: `${base}/main`,
      summary: `Sets the main image of a ${label}: the chosen image gets isMain true, every other false, and moves first. \`modified_at\`, when sent, is the ${label}'s version the change started from. Answers the images in their new order.`,
      auth: 'staff',
      params: OwnerParams,
      body: SetMainImageSchema,
      response: ImageListSchema,
      errors: [{ status: 400, when: 'imageId missing' }, ...staffErrors, { status: 404, when: `unknown ${label} or image` }, { status: 409, when: `modified_at is older than the ${label}'s: someone changed it since (nothing is changed)` }],
    },
    {
      method: 'PUT',
      path: `${base}/order`,
      summary: `Reorders a ${label}'s images. imageIds must list every current image id exactly once; isMain flags are unchanged. \`modified_at\`, when sent, is the ${label}'s version the change started from.`,
      auth: 'staff',
      params: OwnerParams,
      body: ImageOrderSchema,
      response: ImageListSchema,
      errors: [{ status: 400, when: 'imageIds is not a permutation of the current ids' }, ...staffErrors, { status: 404, when: `unknown ${label}` }, { status: 409, when: `modified_at is older than the ${label}'s: someone changed it since (nothing is changed)` }],
    },
    {
      method: 'PATCH',
      path: `${base}/{imageId}`,
      summary: `Edits an image's title and/or alt text (alt text is what screen readers and search engines read). \`modified_at\`, when sent, is the ${label}'s version the change started from.`,
      auth: 'staff',
      params: ImageParams,
      body: ImagePatchSchema,
      response: ImageSchema,
      errors: [{ status: 400, when: 'neither field sent, or too long (title 200, alt_text 500)' }, ...staffErrors, { status: 404, when: `unknown ${label} or image` }, { status: 409, when: `modified_at is older than the ${label}'s: someone changed it since (nothing is changed)` }],
    },
  ];
}

/** Image upload, editing, listing and serving (and choosing the main picture). */
export const imageRouteSpecs: RouteSpec[] = [
  ...ownerRoutes('products', 'product'),
  ...ownerRoutes('projects', 'project'),
  {
    method: 'POST',
    path: '/api/products/categories/{id}/image',
    summary: `Uploads or replaces the image of a top-level category. ${MULTIPART_NOTE} The image it replaces leaves the category as a deleted image does (its files stay while a kept version refers to them). An optional field \`modified_at\` is the category's version the change started from (409 when older; nothing is changed).`,
    auth: 'staff',
    params: OwnerParams,
    body: 'multipart',
    response: UploadedImageSchema,
    errors: uploadErrors.map((e) => (e.status === 404 ? { status: 404, when: 'unknown id, or not a top-level category' } : e)),
  },
  {
    method: 'DELETE',
    path: '/api/products/categories/{id}/image',
    summary: 'Deletes the category image: the record; its files as for a deleted gallery image (kept while a kept version refers to them). `?modified_at=` is the category\'s version the admin started from (409 when older; nothing is changed).',
    auth: 'staff',
    params: OwnerParams,
    query: StartedFromQuerySchema,
    response: Deleted,
    errors: [...staffErrors, { status: 404, when: 'unknown category, or it has no image' }, { status: 409, when: 'modified_at is older than the category\'s: someone changed it since' }],
  },
  {
    method: 'GET',
    path: '/api/images',
    summary:
      "The library: every uploaded picture of products, categories, projects and the site settings, with where it is used (a campaign that shows it included, kind `campaign`): `live`, `draft`, only an older `version`, or an item in the bin (`deleted`); `path` is the staff screen that shows it there. Texts come from the live record, else the newest version's. An original nothing refers to any more (until the nightly sweep) is listed with no uses. `q` searches alt text, titles and the file name (case-insensitive); `missingAlt=true` keeps the ones without alt text; `unused=true` the ones no live or draft item uses. Sorted by key.",
    auth: 'staff',
    query: ImageLibraryQuerySchema,
    response: z.array(LibraryImageSchema),
    errors: [{ status: 400, when: 'a query value that is not allowed (missingAlt or unused other than true or false, q over 200 characters, an unknown parameter)' }, ...staffErrors],
  },
  {
    method: 'PATCH',
    path: '/api/images/{key}',
    summary:
      'The alt text and/or focal point (`focus: {x, y}`, each 0 to 1 from the top left; null removes it) of a picture, changed in every live and draft product, category and project that uses it, each with a version and an audit entry (`<kind>.image.update`); versions keep their own texts. Answers the library entry as it is now.',
    auth: 'staff',
    params: ImageKeyParamsSchema,
    body: LibraryImagePatchSchema,
    response: LibraryImageSchema,
    errors: [
      { status: 400, when: 'alt_text over 500 characters, x or y outside 0 to 1, an unknown field, or neither field given; the issue names the field (nothing is changed)' },
      ...staffErrors,
      { status: 404, when: 'no uploaded picture has this key (nothing is changed)' },
      { status: 409, when: 'the site settings use the picture (edited in Innstillinger), or no live or draft item uses it (nothing is changed)' },
      { status: 415, when: 'the body is not JSON' },
    ],
  },
  {
    method: 'POST',
    path: '/api/images/{key}/takedown',
    summary:
      "'Slett for godt' (decision 129): the picture leaves every live and draft product, category and project, the site settings (a team portrait becomes none, a share image leaves the list and the fixed pages that used it; a version of each change) and every campaign that shows it (it shows without a picture; a version), every version (a marker 'Bildet er slettet for godt' in its place, so the bin's items lose it too) and every backup file; the original, its variants and the backups' copy are deleted. Afterwards /raw and /optimize answer 404 and no restore brings it back. `key` is the storage key, as in `src` (`projects,hytte,k3x9.jpg`). Earlier audit entries about the picture (in the database and in every backup file) lose its address, alt text, title and focus and are marked `takenDown`; who did what and when stays. The audit entry (`image.takedown`) names who and when and a hash of the key, never the picture. Answers how many of each it changed.",
    auth: 'admin',
    params: ImageKeyParamsSchema,
    response: TakedownResultSchema,
    errors: [
      { status: 400, when: 'key is empty or longer than 300 characters (nothing is changed)' },
      ...adminErrors,
      { status: 404, when: 'no uploaded picture has this key: nothing refers to it and no file is stored (nothing is changed)' },
      { status: 409, when: "the live site settings use the picture as a partner's or the membership's logo, which they need: replace it in Innstillinger first (nothing is changed)" },
    ],
  },
  {
    method: 'GET',
    path: '/api/images/health',
    summary: 'Whether the blob store answers and sharp can encode a tiny image. Never cached.',
    auth: 'public',
    response: ServiceHealthSchema,
  },
  {
    method: 'GET',
    path: '/raw/{path}',
    summary:
      'An original, e.g. /raw/products/<owner>/<id>.jpg (commas also separate folders). Cache-Control: public, max-age=31536000, s-maxage=86400, immutable (the CDN keeps it at most a day, decision 129); ETag; If-None-Match → 304. Not a JSON route: the body is the image. An uploaded picture no live or draft item, category or setting refers to any more (kept only by a version or the bin) is 404 to visitors at once and served to staff with a token as private, no-store.',
    auth: 'public',
    errors: [
      { status: 400, when: 'traversal (.., encoded or double-encoded), backslashes, absolute paths or NUL bytes' },
      { status: 404, when: 'no such original, or one no live or draft item refers to and the caller is not staff' },
    ],
  },
  {
    method: 'GET',
    path: '/optimize/{path}',
    summary:
      'A variant of /raw/{path}, built on first request and kept under optimized/<path-without-ext>/. A closed set: w is 256, 512, 768, 1024 or 1500 (absent = the original size; never enlarged); f is webp, avif, jpeg (or jpg) or png, absent = the original\'s format; q is 80 or absent; no other parameter. One fixed-size crop besides, the share image (decision 131): w=1200&h=630&f=jpg&fx=&fy= is exactly 1200×630 JPEG, scaled to cover (enlarged if smaller) and cut so the focal point fx, fy (whole percents from the left and the top, multiples of 5) is as central as the edges allow; h, fx and fy are refused in any other combination. A same-size, same-format variant is never larger than the original. A variant exists only while its original does: once the original is gone (a takedown, the nightly sweep) the variant is deleted and answered 404, even one written late by a build elsewhere (decision 144). Same caching and visibility as /raw; a 400 or 404 is cacheable for 60 s.',
    auth: 'public',
    query: OptimizeQuerySchema,
    errors: [
      { status: 400, when: 'bad path (as /raw), a value outside the closed set (w=300, q=37, h=256, fx=33, h without fx and fy, w=1200 without h=630) or an unknown parameter, named in the message; nothing is built or stored' },
      { status: 404, when: 'no such original, or one no live or draft item refers to and the caller is not staff' },
      { status: 503, when: 'BUSY: two builds running and 38 waiting on this instance; Retry-After says when to ask again' },
    ],
  },
];
