import { Router } from 'express';
import { SalesQuerySchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireStaff } from '../middleware/require-role';
import { parse } from '../middleware/validate';
import { exportFilename } from '../services/enquiries/enquiry-export';
import { salesCsv, salesReport } from '../services/enquiries/sales-report';
import { sendData } from './respond';

/**
 * The sales report (decision 132): staff read it beside the inbox they handle; the CSV
 * file, like the inbox's export, is the administrators' (decision 127).
 */
export function salesRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', requireStaff, async (req, res) => {
    sendData(req, res, await salesReport(deps.repos, parse(SalesQuerySchema, req.query, 'Query')));
  });

  router.get('/export.csv', requireAdmin, async (req, res) => {
    const csv = salesCsv(await salesReport(deps.repos, parse(SalesQuerySchema, req.query, 'Query')));
    res
      .status(200)
      .set('Cache-Control', 'private, no-store')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${exportFilename(new Date(), 'salg')}"`)
      .send(csv);
  });

  return router;
}
