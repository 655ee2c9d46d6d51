import { Router, type Request, type Response } from 'express';
import { OptimizeQuerySchema, isStaff } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import type { StoredBlob } from '../adapters/blob-store';
import { NotFoundError } from '../errors';
import { authenticate } from '../middleware/authenticate';
import { parse } from '../middleware/validate';
import { CONTENT_TYPE, parseMediaPath, variantSpecOf, type MediaPath } from '../services/shared/media-paths';
import { etagOf, variantsFor } from '../services/images/image-variants';
import { isPublicImage, readPublicImageKeys } from '../services/images/image-visibility';

/**
 * A URL never changes its content (a replaced image gets a new id), so a browser keeps its copy a
 * year; the CDN keeps it at most a day, so a picture taken out of public view leaves the CDN by then
 * (decision 129).
 */
export const PUBLIC_IMAGE = 'public, max-age=31536000, s-maxage=86400, immutable';
/** A picture only staff may see (kept by a version or the bin): never stored by the CDN or the browser. */
export const STAFF_ONLY_IMAGE = 'private, no-store';

// Regular expressions without capture groups: the path is parsed (and decoded) by parseMediaPath
// alone, so a malformed escape is its 400 rather than the router's decoding error.
const RAW = /^\/raw\/.+/;
const OPTIMIZE = /^\/optimize\/.+/;

function sendImage(req: Request, res: Response, blob: StoredBlob, contentType: string, cacheControl: string) {
  res.set({ 'Content-Type': contentType, 'Cache-Control': cacheControl, ETag: blob.etag || etagOf(blob.data) });
  // res.send answers 304 when If-None-Match matches the ETag.
  res.send(blob.data);
}

/** Whether the request carries a valid staff token (these routes sit before the app's authentication). */
async function staffAsks(deps: AppDeps, req: Request, res: Response): Promise<boolean> {
  if (!req.headers.authorization) return false;
  await new Promise<void>((resolve, reject) => {
    void authenticate(deps.verifier, deps.roles)(req, res, (e?: unknown) => (e ? reject(e) : resolve()));
  });
  return isStaff(req.user);
}

/**
 * The Cache-Control a picture is answered with: public while the content refers to it; for staff
 * only (never cached) once it has left every live and draft item; else 404, as for a missing file.
 */
async function cacheControlFor(deps: AppDeps, req: Request, res: Response, source: MediaPath): Promise<string> {
  const content = deps.content;
  const publicKeys = async () => (content ? (await content.current()).imageKeys : readPublicImageKeys(deps.repos));
  // A snapshot can lag a picture uploaded a moment ago through another instance: the database decides then.
  const storedKeys = content ? () => readPublicImageKeys(deps.repos) : undefined;
  if (await isPublicImage(source, publicKeys, deps.blobs, Date.now(), storedKeys)) return PUBLIC_IMAGE;
  if (await staffAsks(deps, req, res)) return STAFF_ONLY_IMAGE;
  throw new NotFoundError('No such image');
}

/**
 * GET /raw/<kind>/<owner>/<file> sends an original (read whole, not streamed); GET /optimize/<same>?w=&h=&f=&q= a variant,
 * built on first request and kept under optimized/. Before JSON parsing and authentication: a
 * token is read only for a picture no item shows any more.
 */
export function mediaRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get(RAW, async (req, res) => {
    const source = parseMediaPath(req.path.slice('/raw/'.length));
    const cacheControl = await cacheControlFor(deps, req, res, source);
    const blob = await deps.blobs.get(source.storagePath);
    if (!blob) throw new NotFoundError('No such image');
    sendImage(req, res, blob, CONTENT_TYPE[source.format], cacheControl);
  });

  router.get(OPTIMIZE, async (req, res) => {
    const source = parseMediaPath(req.path.slice('/optimize/'.length));
    const query = parse(OptimizeQuerySchema, req.query, 'Query');
    const spec = variantSpecOf(query, source);
    const cacheControl = await cacheControlFor(deps, req, res, source);
    const blob = await variantsFor(deps.blobs, deps.images).variant(source, spec);
    sendImage(req, res, blob, CONTENT_TYPE[spec.format], cacheControl);
  });

  return router;
}
