import { Router, type Request, type Response } from 'express';
import { OptimizeQuerySchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import type { StoredBlob } from '../adapters/blob-store';
import { NotFoundError } from '../errors';
import { parse } from '../middleware/validate';
import { CONTENT_TYPE, parseMediaPath, variantSpecOf } from '../services/images/image-paths';
import { etagOf, variantsFor } from '../services/images/image-variants';

/** URLs never change their content (a replaced image gets a new id), so browsers and the CDN keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Regular expressions without capture groups: the path is parsed (and decoded) by parseMediaPath
// alone, so a malformed escape is its 400 rather than the router's decoding error.
const RAW = /^\/raw\/.+/;
const OPTIMIZE = /^\/optimize\/.+/;

function sendImage(req: Request, res: Response, blob: StoredBlob, contentType: string) {
  res.set({ 'Content-Type': contentType, 'Cache-Control': IMMUTABLE, ETag: blob.etag || etagOf(blob.data) });
  // res.send answers 304 when If-None-Match matches the ETag.
  res.send(blob.data);
}

/**
 * GET /raw/<kind>/<owner>/<file> sends an original (read whole, not streamed); GET /optimize/<same>?w=&h=&f=&q= a variant,
 * built on first request and kept under optimized/. Public, before JSON parsing and authentication.
 */
export function mediaRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get(RAW, async (req, res) => {
    const source = parseMediaPath(req.path.slice('/raw/'.length));
    const blob = await deps.blobs.get(source.storagePath);
    if (!blob) throw new NotFoundError('No such image');
    sendImage(req, res, blob, CONTENT_TYPE[source.format]);
  });

  router.get(OPTIMIZE, async (req, res) => {
    const source = parseMediaPath(req.path.slice('/optimize/'.length));
    const query = parse(OptimizeQuerySchema, req.query, 'Query');
    const spec = variantSpecOf(query, source);
    const blob = await variantsFor(deps.blobs, deps.images).variant(source, spec);
    sendImage(req, res, blob, CONTENT_TYPE[spec.format]);
  });

  return router;
}
