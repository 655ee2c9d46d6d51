import { Router } from 'express';
import type { AppDeps } from '../app';
import { getProductTree } from '../services/products';
import { sendData } from './respond';

export function productRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    sendData(req, res, await getProductTree(deps.db));
  });

  return router;
}
