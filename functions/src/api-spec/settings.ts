import { SettingsImageSlotSchema, SiteSettingsDocSchema, SiteSettingsUpdateSchema, UploadedImageSchema } from '@rms/schema';
import { z } from 'zod';
import { adminErrors, type RouteSpec } from './registry';


/** The company's facts, settings/site. */
export const settingsRouteSpecs: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/settings/site',
    summary:
      'The company facts the footer, the about and contact pages, the maps and the business JSON-LD show: contact details, office and phone-service hours (days and times), team (0–12), partners (0–8; an empty url is not linked), membership, profile links (JSON-LD sameAs) and the map position, with `modified_at`. Cached like the other public reads (Cache-Control and ETag).',
    auth: 'public',
    response: SiteSettingsDocSchema,
    errors: [{ status: 404, when: 'the settings were never saved (or no longer match the schema)' }],
  },
  {
    method: 'PUT',
    path: '/api/settings/site',
    summary:
      'Replaces every fact at once (Norwegian validation messages; phone and e-mail formats, links and images http(s) or the site\'s own files only). Send the `modified_at` the edit started from: when someone saved since, the answer is 409 and nothing changes. Writes an audit entry; uploaded images the new version no longer uses are deleted. `pageSeo` holds the search and share fields of the fixed pages (home, products, references, about, contact, privacy): each `imageId` must be one of `shareImages` (400 otherwise).',
    auth: 'admin',
    body: SiteSettingsUpdateSchema,
    response: SiteSettingsDocSchema,
    errors: [
      { status: 400, when: 'a field is missing or invalid (VALIDATION_FAILED; `issues` names each field, e.g. `team.0.phone`, and says in Norwegian what is wrong)' },
      ...adminErrors,
      { status: 409, when: 'modified_at is older than the stored one (CONFLICT; nothing is written)' },
      { status: 415, when: 'the body is not JSON' },
    ],
  },
  {
    method: 'POST',
    path: '/api/settings/site/images/{slot}',
    summary:
      "Uploads a team photo (slot `team`), a partner or membership logo (`partners`, `membership`) or a share image for the fixed pages (`share`, listed in `shareImages`). Multipart field `file`, optional `alt_text`; stored without metadata at raw/site/<slot>/<newId>.<ext>. Answers {id, url, name, alt, image}: put `image.src` into the settings and save them to use it.",
    auth: 'admin',
    params: z.object({ slot: SettingsImageSlotSchema }),
    body: 'multipart',
    response: UploadedImageSchema,
    errors: [
      { status: 400, when: 'unknown slot, no file in field "file", or an empty, truncated or corrupt image' },
      ...adminErrors,
      { status: 413, when: 'the file is larger than 20 MB' },
      { status: 415, when: 'not multipart/form-data, or the content is not JPEG, PNG, GIF or WebP' },
    ],
  },
];
