import { Router } from 'express';
import { EnquiryPhotoParamsSchema, EnquiryPhotoQuerySchema, EnquiryFilterSchema, EnquiryIdParamsSchema, EnquiryListQuerySchema, EnquiryPatchSchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireStaff, signedInUser, staffOrNotFound } from '../middleware/require-role';
import { NotFoundError } from '../errors';
import { readEnquiryPhoto } from '../services/enquiries/enquiry-photos';
import { parse, requireJson } from '../middleware/validate';
import { changeEnquiry, countNew, deleteEnquiry, findEnquiries, getMessage } from '../services/enquiries/enquiry-inbox';
import { exportFilename, messagesCsv } from '../services/enquiries/enquiry-export';
import { purgeOldEnquiries } from '../services/enquiries/enquiry-retention';
import { receiptDeps } from './enquiry-form';
import { sendData } from './respond';

/** The enquiry inbox: staff read and handle enquiries; deleting, export and purge are for administrators. Every change is audited. */
export function enquiryInboxRoutes(deps: AppDeps): Router {
  const router = Router();
  const addresses = { mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo, siteUrl: deps.config.siteUrl };
  // A message brought back from spam gets the receipt it would have had.
  const receipt = receiptDeps(deps);

  /** Stored enquiries, newest first, filtered by handling, delivery status, product, text and date. */
  router.get('/', requireStaff, async (req, res) => {
    const { limit, ...filter } = parse(EnquiryListQuerySchema, req.query, 'Query');
    sendData(req, res, await findEnquiries(deps.repos, filter, limit));
  });

  // Before /:id, which would otherwise take these for ids.
  router.get('/count', requireStaff, async (req, res) => {
    sendData(req, res, await countNew(deps.repos));
  });

  router.get('/export.csv', requireAdmin, async (req, res) => {
    const filter = parse(EnquiryFilterSchema, req.query, 'Query');
    const csv = messagesCsv(await findEnquiries(deps.repos, filter, 100_000));
    res
      .status(200)
      .set('Cache-Control', 'private, no-store')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${exportFilename()}"`)
      .send(csv);
  });

  router.post('/purge', requireAdmin, async (req, res) => {
    sendData(req, res, await purgeOldEnquiries(deps.repos, signedInUser(req), new Date(), deps.blobs));
  });

  router.get('/:id', requireStaff, async (req, res) => {
    const { id } = parse(EnquiryIdParamsSchema, req.params, 'Path');
    sendData(req, res, await getMessage(deps.repos, id));
  });

  /**
   * An enquiry's photo (decision 154), full size or `?w=320`: staff only, 404 to anyone else, never
   * kept by a browser or a CDN.
   */
  router.get('/:id/photos/:photoId', staffOrNotFound, async (req, res) => {
    const { id, photoId } = parse(EnquiryPhotoParamsSchema, req.params, 'Path');
    const { w } = parse(EnquiryPhotoQuerySchema, req.query, 'Query');
    const message = await getMessage(deps.repos, id).catch((e: unknown) => {
      if (e instanceof NotFoundError) return null;
      throw e;
    });
    const blob = message && (await readEnquiryPhoto(deps.blobs, id, message.photos, photoId, w === '320'));
    if (!blob) throw new NotFoundError('No such photo');
    res.set({ 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
    res.send(blob.data);
  });

  router.patch('/:id', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(EnquiryIdParamsSchema, req.params, 'Path');
    const patch = parse(EnquiryPatchSchema, req.body);
    sendData(req, res, await changeEnquiry(deps.repos, deps.mailer, addresses, signedInUser(req), id, patch, undefined, receipt));
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    const { id } = parse(EnquiryIdParamsSchema, req.params, 'Path');
    sendData(req, res, await deleteEnquiry(deps.repos, deps.blobs, signedInUser(req), id));
  });

  return router;
}
