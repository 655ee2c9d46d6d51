import { z } from 'zod';
import {
  BackupRestoreResultSchema,
  BackupRestoreSchema,
  BackupSchema,
  EnquiryFormSchema,
  ContactReceiptSchema,
  EnvironmentSchema,
  MapsKeySchema,
  DeleteResultSchema,
  EnquiryPhotoParamsSchema,
  EnquiryPhotoQuerySchema,
  FormTokenSchema,
  MailEventsResultSchema,
  MailEventsSchema,
  EnquiryCountSchema,
  EnquiryFilterSchema,
  EnquiryIdParamsSchema,
  EnquiryListQuerySchema,
  EnquiryPatchSchema,
  EnquiryPurgeResultSchema,
  ServiceHealthSchema,
  StoredEnquirySchema,
  SystemHealthSchema,
} from '@rms/schema';
import type { RouteSpec } from './registry';

const adminErrors = [
  { status: 401, when: 'no token, or an invalid or expired one' },
  { status: 403, when: 'the user is not an administrator' },
];
const staffErrors = [
  { status: 401, when: 'no token, or an invalid or expired one' },
  { status: 403, when: 'the user is neither an administrator nor an editor' },
];

/** Backups, contact mail, the admin inbox, health and the maps key. */
export const operationRouteSpecs: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/backups/trigger',
    summary: 'Writes a backup of every collection to backups/backup-<time>.json.',
    auth: 'admin',
    response: BackupSchema,
    errors: adminErrors,
  },
  {
    method: 'GET',
    path: '/api/backups/list',
    summary: 'Every backup (manual, nightly, safety), newest first.',
    auth: 'admin',
    response: z.array(BackupSchema),
    errors: adminErrors,
  },
  {
    method: 'POST',
    path: '/api/backups/restore',
    summary:
      'Validates the whole file, writes a safety backup named with the tag, then makes the content (products, projects) equal to the file and puts back the image files it refers to (backups keep a copy of every original). Contact messages and audit entries are never removed (the file\'s missing ones are added back); users and roles are not touched. Restored descriptions are sanitized again.',
    auth: 'admin',
    body: BackupRestoreSchema,
    response: BackupRestoreResultSchema,
    errors: [
      { status: 400, when: 'bad body, or the file is not valid JSON or holds an invalid document (nothing is changed)' },
      ...adminErrors,
      { status: 404, when: 'no backup of that name' },
      { status: 415, when: 'the body is not JSON' },
    ],
  },
  {
    method: 'POST',
    path: '/api/email/send',
    summary:
      "A contact message (with the optional `source` of the visit: `{referrerHost, utmSource, utmMedium, utmCampaign, landingPath}`, each at most 200 characters, unknown fields refused; kept on the enquiry for the sales report): stored first, then mailed as plain text to the company with reply-to the visitor. A failed mail is kept and retried; the answer is the same either way. A filled honeypot ('website') is stored as spam and not sent. When Firestore cannot store it within 2 s, it is kept in a second store (the blob store, `inbox-fallback/<id>.json`) under the id it would have had, mailed at once, and moved into Firestore exactly once by the `messageRescue` job (also run first by `mailRetry`). Answered within 10 s whatever hangs. From a product page it is a product enquiry: `productId` names the product (looked up on the server among what visitors can see; a title sent by the client is never used), stored as {id, title, path} as it is then, with the optional postcode, widthCm, heightCm and siteVisit; the mail's subject is 'Tilbud: {product} – {name}', reply-to the visitor. Spam (stored, never mailed, answered exactly like a real message): a filled honeypot, more than 3 links, or a `formToken` that is missing, forged, younger than 3 s or older than 24 h. After a real enquiry stored in Firestore (never spam, never one held over the site-wide ceiling) the visitor gets a plain-text receipt in Norwegian that confirms only what was received: the subject and opening text from the site settings (`receiptSubject`, `receiptIntro`), their name, the product's title as the catalogue has it (when `productId` named one), the day they can expect an answer, the company's contact facts and the /personvern address on `SITE_URL`; nothing else they wrote (not the subject, the message, the phone or the quote's fields). At most one per mailbox per hour however the address is written (lower case, the local part cut at `+`, and at gmail.com, or googlemail.com read as gmail.com, without dots), kept under a SHA-256 hash of that spelling in `receipt-limits`. It is sent beside the company's mail within the same deadline and never fails the request. Both mails carry SendGrid custom args `{enquiryId, mail: 'notification' | 'receipt'}`, which come back on delivery events (POST /api/email/events). A product enquiry may also give, all optional: `wallHeightCm` (10–5000), `wallMaterial` (mur, betong, tre, annet), `facing` (N, NØ, Ø, SØ, S, SV, V, NV), `motor`, `sunWindSensor` and `approvalNeeded` (booleans); Norwegian messages name the field. **Photos** (decision 154): the same form as `multipart/form-data`, each field as a text part (measurements as numbers, checkboxes `on`/`true`/`false`, `source` as JSON), with up to 5 files in `photos`, each JPEG, PNG or WebP (judged by content, never by name) and at most 15 MB as sent. Each photo is re-encoded by sharp (turned upright, at most 2,560 px on the long side, JPEG without EXIF, XMP, IPTC or comments, and a 320 px thumbnail) and stored privately under `enquiry-photos/{enquiryId}/`; the enquiry lists them as `photos: [{id, width, height, bytes}]`. The company's notification says how many and links to the enquiry in the inbox (no attachments); the receipt says how many were received. The answer adds `photosReceived`. Past the site-wide ceiling of photo bytes per hour (200 MB as received) the text is still taken, no photo is kept, and the answer adds `photosMessage` (Norwegian: the photos could not be received). When Firestore is stalled the photos stay beside the enquiry's file in the second store's bucket and the rescue moves the enquiry with its photo list. The JSON body keeps working.",
    auth: 'public',
    body: EnquiryFormSchema,
    response: ContactReceiptSchema,
    errors: [
      { status: 400, when: "a required field is missing or blank ('Please fill in all required fields'); the e-mail address is not valid, a display name or a list included ('Ugyldig e-postadresse'); the name holds a link: http://, https://, www. or a domain such as example.com ('Navnet kan ikke inneholde lenker.'); issues name the fields" },
      { status: 400, when: "multipart: more than 5 files in `photos` ('Du kan sende høyst 5 bilder.'), or a file that is not a picture we can read (a text file named .jpg, a broken image); issues name `photos`, or the bad measurement's field. Nothing of the enquiry is stored" },
      { status: 413, when: 'multipart: a photo over 15 MB as sent (Norwegian message); nothing is stored' },
      { status: 415, when: 'the body is neither JSON nor multipart/form-data, or a photo is a picture of another format (HEIC, GIF; the Norwegian message names JPEG, PNG and WebP); nothing is stored' },
      { status: 429, when: 'more than 5 messages in 10 minutes from one client (RATE_LIMITED, Norwegian message); photos or not, the same limit' },
      { status: 503, when: 'neither Firestore nor the second store could keep the message (UNAVAILABLE, Retry-After; the Norwegian message gives the phone number); nothing is stored or sent' },
    ],
  },
  {
    method: 'POST',
    path: '/api/email/events',
    summary:
      "SendGrid's Event Webhook. Public, but every request must carry SendGrid's ECDSA signature over the timestamp and the raw body (headers X-Twilio-Email-Event-Webhook-Signature and -Timestamp), checked with the public key in SENDGRID_WEBHOOK_PUBLIC_KEY by @sendgrid/eventwebhook. The body is SendGrid's JSON array of events; fields other than those listed are ignored. For the company's notification of an enquiry (custom args `mail: 'notification'`, `enquiryId`, comma-separated for a digest): `bounce`, `dropped`, and `deferred` arriving 4 hours or more after the mail was sent mark the enquiry `undelivered: {event, reason, at}` ('Ikke levert' in the inbox) and make Mail degraded in System Status with the reason, until a later notification is `delivered`. The enquiry itself stays in the inbox. Events about the visitor's receipt change nothing.",
    auth: 'public',
    body: MailEventsSchema,
    response: MailEventsResultSchema,
    errors: [
      { status: 400, when: 'a correctly signed body that is not a JSON array of events' },
      { status: 403, when: 'the signature or timestamp header is missing, the signature does not match the body and the configured key (or no key is configured), or the signed timestamp is more than 10 minutes from the server clock (a replay); nothing is changed' },
      { status: 413, when: 'the body is larger than 1 MB' },
    ],
  },
  {
    method: 'GET',
    path: '/api/email/token',
    summary:
      "The contact forms' time-trap token: the time it was issued, signed by the server. The form fetches it when a visitor first focuses a field (rendered pages are cached, so it cannot live in the HTML) and sends it as formToken. Never cached.",
    auth: 'public',
    response: FormTokenSchema,
  },
  {
    method: 'GET',
    path: '/api/email/test',
    summary: 'Sends a test e-mail to the company address; status false with the error when it could not be sent.',
    auth: 'admin',
    response: ServiceHealthSchema,
    errors: adminErrors,
  },
  {
    method: 'GET',
    path: '/api/email/health',
    summary: "The mailer's configuration check (SendGrid key, or a writable outbox folder).",
    auth: 'public',
    response: ServiceHealthSchema,
  },
  {
    method: 'GET',
    path: '/api/messages',
    summary:
      'The enquiry inbox: stored enquiries newest first, each with its delivery status (pending, sent, failed, spam, held) and, when SendGrid reported the notification bounced, dropped or long deferred, `undelivered: {event, reason, at}`, its pipeline stage (new, contacted, quoted, won, lost), archived, the quote sum amountNok, lostReason, pipelineHistory and source, the older handling status derived from them (new, answered, archived), the product a quote came from ({id, title, path} as it was then, or null), the quote details, add-only notes and why it is spam. Filters: handling, stage, status, productId, source (utmSource, else referrerHost; case ignored), campaign (utmCampaign; case ignored), q (a search over name, e-mail, phone, subject and text, or exactly an enquiry\'s id: the link in the notification mail), from and to (YYYY-MM-DD, Norwegian days, inclusive).',
    auth: 'staff',
    query: EnquiryListQuerySchema,
    response: z.array(StoredEnquirySchema),
    errors: [{ status: 400, when: 'limit is not a whole number from 1 to 500, or a filter is malformed' }, ...staffErrors],
  },
  {
    method: 'GET',
    path: '/api/messages/count',
    summary: 'New enquiries (spam not counted), how many of them wait past their answer time (`answerWithinHours`: the site setting, 4 working hours by default, counted inside the opening hours in the site settings; `overdueIds` names them, newest first, at most 500), and over the last 30 days (spam left out) the median working minutes from arrival to first contact (inside the opening hours, as the answer time) and how many went past the answer time (contacted after it, or still new past it). The dashboard, the inbox and the user menu show it.',
    auth: 'staff',
    response: EnquiryCountSchema,
    errors: staffErrors,
  },
  {
    method: 'GET',
    path: '/api/messages/{id}',
    summary: 'One enquiry as the inbox lists it, with `photos: [{id, width, height, bytes}]` when photos came with it (decision 154).',
    auth: 'staff',
    params: EnquiryIdParamsSchema,
    response: StoredEnquirySchema,
    errors: [...staffErrors, { status: 404, when: 'no message with that id' }],
  },
  {
    method: 'GET',
    path: '/api/messages/{id}/photos/{photoId}',
    summary:
      "One photo of an enquiry as `image/jpeg` (re-encoded without metadata when it came; decision 154), full size (at most 2,560 px on the long side) or with `w=320` its thumbnail. `Cache-Control: private, no-store`. Anyone but staff gets the 404 of a missing photo, not 401 or 403. The photos live under `enquiry-photos/{enquiryId}/`, never under raw/ or optimized/, never in the content snapshot; they are deleted with their enquiry (retention, spam after 30 days, an admin's delete), from the backups' copies too.",
    auth: 'staff',
    refusal: 'not-found',
    params: EnquiryPhotoParamsSchema,
    query: EnquiryPhotoQuerySchema,
    errors: [
      { status: 400, when: 'w is anything but 320' },
      { status: 404, when: 'not staff (anonymous or a plain account), no such enquiry, or the enquiry lists no such photo' },
    ],
  },
  {
    method: 'PATCH',
    path: '/api/messages/{id}',
    summary:
      "Follows an enquiry up (decision 132). `stage` moves it through the pipeline: new, contacted, quoted (`amountNok`, whole kroner, required), won (`amountNok` optional, replaces the sum) or lost (`lostReason` required: one of 'Pris', 'Valgte en annen leverandør', 'Utsatt', 'Ingen respons', or free text up to 200 characters); the sum is kept through later stages. `archived` archives or brings back at any stage. The first move on from new sets answered_at (the first contact). Each pipeline change appends `{at, by, stage, archived, amountNok, lostReason}` to `pipelineHistory`. `handling` is the older clients' word and keeps working: new (stage new, not archived), answered (a new enquiry becomes contacted, a later stage stays), archived; it is answered as derived from stage and archived (answered = any stage after new). `note` adds an internal note with its author and time (notes are never edited); `notSpam` moves a spam message back to new and mails it now: the company's notification, and the visitor's receipt as after a real enquiry (at most one per address per hour). One audit entry per request (message.update with each changed field's from and to, message.note, message.not-spam), without the enquiry's content. Answers the message as stored.",
    auth: 'staff',
    params: EnquiryIdParamsSchema,
    body: EnquiryPatchSchema,
    response: StoredEnquirySchema,
    errors: [
      { status: 400, when: 'nothing to change, an unknown stage or handling, quoted without amountNok, lost without lostReason, amountNok or lostReason with another stage, handling together with stage or archived, an empty note, or notSpam on a message that is not spam; issues name the field and nothing is stored' },
      ...staffErrors,
      { status: 404, when: 'no message with that id' },
      { status: 415, when: 'the body is not JSON' },
    ],
  },
  {
    method: 'DELETE',
    path: '/api/messages/{id}',
    summary: 'Deletes one enquiry at once with its photos (an audit entry names its id only), and takes it and its photos out of every backup.',
    auth: 'admin',
    params: EnquiryIdParamsSchema,
    response: DeleteResultSchema,
    errors: [...adminErrors, { status: 404, when: 'no message with that id' }],
  },
  {
    method: 'GET',
    path: '/api/messages/export.csv',
    summary:
      "The inbox as a CSV file for Excel (attachment henvendelser-YYYY-MM-DD.csv): UTF-8 with BOM, ';' between fields, CRLF, a Norwegian header row; a cell starting with =, +, -, @, tab or CR is neutralised with a leading apostrophe. Takes the inbox's filters.",
    auth: 'admin',
    query: EnquiryFilterSchema,
    errors: [{ status: 400, when: 'a filter is malformed' }, ...adminErrors],
  },
  {
    method: 'POST',
    path: '/api/messages/purge',
    summary:
      'Runs the retention now (the nightly messageRetention job runs it too): deletes enquiries older than the site setting messageRetentionMonths (default 12) and spam older than 30 days, each with its photos, from the live store and the backups (decision 154). One audit entry with the counts, never the content.',
    auth: 'admin',
    response: EnquiryPurgeResultSchema,
    errors: adminErrors,
  },
  {
    method: 'GET',
    path: '/api/health',
    summary:
      'Firestore, Storage, Auth, the mailer and the image optimizer, each with a 3 s timeout. Always 200; status is true only when every service is healthy. Error details are shown to administrators only.',
    auth: 'public',
    response: SystemHealthSchema,
  },
  {
    method: 'GET',
    path: '/api/health/environment',
    summary: "'development' in the local stack, 'production' when deployed, and the backend version.",
    auth: 'public',
    response: EnvironmentSchema,
  },
  {
    method: 'GET',
    path: '/api/maps/key',
    summary: "The maps browser key: settings/maps {key}, else the MAPS_API_KEY setting, else '' (no map).",
    auth: 'public',
    response: MapsKeySchema,
  },
];
