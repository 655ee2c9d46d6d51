import { IdParamsSchema, ProductCreateSchema, ProductDeleteQuerySchema, ProductUpdateSchema, isStaff } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireStaff, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { publicProductNode, savedContent } from '../services/content/content-cache';
import { productsHealth } from '../services/health/services';
import { createProduct, deleteProduct, getProductNode, getProductTree, updateProduct } from '../services/content/products';
import { serviceHealthRoute } from './health-answer';
import { contentAt, nowMs } from './content-at';
import { sendData, sendLive } from './respond';

export function productRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const at = contentAt(req);
    // What visitors will see then, read from Firestore like staff's other answers, and never kept by any cache.
    if (at !== undefined) return sendLive(res, await getProductTree(deps.repos, false, at));
    // Visitors get the in-memory snapshot; admins read Firestore, so they see their edits at once.
    if (deps.content && !isStaff(req.user)) sendData(req, res, (await deps.content.current()).tree, 200, savedContent(deps.content));
    else sendData(req, res, await getProductTree(deps.repos, isStaff(req.user), nowMs(deps)));
  });

  // Before /:id, which would otherwise take "health" for a product id.
  router.get('/health', serviceHealthRoute(() => productsHealth(deps.repos)));

  router.get('/:id', async (req, res) => {
    const { id } = parse(IdParamsSchema, req.params, 'Path');
    const at = contentAt(req);
    // The node as visitors will see it then (404 outside its window), for staff's 'Fram i tid'.
    if (at !== undefined) return sendLive(res, await getProductNode(deps.repos, id, false, at));
    if (deps.content && !isStaff(req.user)) sendData(req, res, await publicProductNode(deps.content, id), 200, savedContent(deps.content));
    else sendData(req, res, await getProductNode(deps.repos, id, isStaff(req.user), nowMs(deps)));
  });

  router.post('/', requireStaff, requireJson, async (req, res) => {
    const input = parse(ProductCreateSchema, req.body);
    const result = await createProduct(deps.repos, signedInUser(req), input);
    res.location(`/api/products/${result.created.id}`);
    sendData(req, res, result, 201);
  });

  router.put('/:id', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(IdParamsSchema, req.params, 'Path');
    const input = parse(ProductUpdateSchema, req.body);
    sendData(req, res, await updateProduct(deps.repos, signedInUser(req), id, input));
  });

  router.delete('/:id', requireStaff, async (req, res) => {
    const { id } = parse(IdParamsSchema, req.params, 'Path');
    const { recursive } = parse(ProductDeleteQuerySchema, req.query, 'Query');
    sendData(req, res, await deleteProduct(deps.repos, signedInUser(req), id, recursive));
  });

  return router;
}
