import type { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { ownerImageRoutes } from './owner-image-routes';

/** /api/projects/{id}/images/...: upload, delete, set main, reorder, edit texts (admin). */
export function projectImageRoutes(deps: AppDeps): Router {
  return ownerImageRoutes(deps, 'projects');
}
