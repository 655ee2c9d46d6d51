import { Router } from 'express';
import type { AppDeps } from '../app';

// Placeholder until this route module is built.
export function messageRoutes(_deps: AppDeps): Router {
  return Router();
}
