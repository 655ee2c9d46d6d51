import { z } from 'zod';
import { IsoDateSchema } from './common';

/** The site's fixed pages: always live, so they are targets and never the old side of a redirect. */
export const FIXED_PAGE_PATHS = ['/', '/produkter', '/referanser', '/om', '/kontakt', '/personvern'] as const;

/**
 * Paths the app itself answers (admin screens, sign-in, the /prosjekter redirect, the API, files):
 * a redirect from one of them, or below it, would hide a screen.
 */
export const APP_ROUTE_PREFIXES = ['/admin', '/login', '/profile', '/produkter/ny', '/produkter/endre', '/referanser/ny', '/referanser/endre', '/prosjekter', '/api', '/assets', '/raw', '/optimize', '/sitemap.xml', '/robots.txt'] as const;

export const EXTERNAL_TARGET_MESSAGE = 'Eksterne adresser er ikke tillatt: velg en side på nettstedet (en adresse som begynner med én /).';
export const MALFORMED_PATH_MESSAGE = 'Ugyldig adresse: den må begynne med én / og kan ikke ha mellomrom, ?, #, \\ eller tomme ledd (//, ., ..).';

/** `https://…`, `mailto:…`, `//host/…`: anything that leaves the site. */
export function isExternalAddress(raw: string): boolean {
  const value = raw.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//') || value.startsWith('\\');
}

/**
 * One spelling per path: trimmed, without trailing slashes, percent-encoded the way a browser
 * sends it (so `/om/æ` and `/om/%C3%A6` are one path). null when it is no path of this site.
 */
export function normalizeSitePath(raw: string): string | null {
  let path = raw.trim();
  if (!path.startsWith('/') || isExternalAddress(path)) return null;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return null;
  }
  if (/[\s?#\\]/u.test(decoded) || /\p{Cc}/u.test(decoded)) return null;
  if (decoded !== '/' && decoded.slice(1).split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return encodeURI(decoded);
}

/** A path of this site as an admin types it: external addresses and malformed paths get their own message. */
export const SitePathSchema = z
  .string()
  .trim()
  .min(1, 'Skriv en adresse, f.eks. /produkter.html')
  .max(500, 'Adressen kan ha høyst 500 tegn')
  .superRefine((value, ctx) => {
    if (isExternalAddress(value)) ctx.addIssue({ code: 'custom', message: EXTERNAL_TARGET_MESSAGE });
    else if (normalizeSitePath(value) === null) ctx.addIssue({ code: 'custom', message: MALFORMED_PATH_MESSAGE });
  })
  .transform((value) => normalizeSitePath(value) ?? value);

/** POST /api/redirects: send visitors of the old address `from` to the page at `to`. */
export const RedirectCreateSchema = z.object({ from: SitePathSchema, to: SitePathSchema });
export type RedirectCreateInput = z.input<typeof RedirectCreateSchema>;
export type RedirectCreate = z.infer<typeof RedirectCreateSchema>;

/** Who made a redirect: an admin's e-mail, or 'auto' when a path change wrote it. */
export const AUTO_REDIRECT_AUTHOR = 'auto';

/** `redirects/{id}`, the id derived from `from`, so one path never has two redirects. */
export const RedirectSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  created_at: IsoDateSchema,
  created_by: z.string(),
  /** 'manual', or the change that moved the page (product.move, category.move, …). */
  reason: z.string(),
});
export type Redirect = z.infer<typeof RedirectSchema>;

/** GET /api/redirects: newest first. */
export const RedirectListSchema = z.array(RedirectSchema);

export const RedirectParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/, 'Not a redirect id') });

/** `redirects/{id}` as stored (a backup holds it as it is). */
export const StoredRedirectDocSchema = z.looseObject({ from: z.string(), to: z.string(), created_at: IsoDateSchema, created_by: z.string(), reason: z.string() });

/** DELETE /api/redirects/{id}: the id removed. */
export const RedirectDeleteResultSchema = z.object({ deleted: z.string() });
