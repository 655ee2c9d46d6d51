import { DeleteByTitleQuerySchema, EMPTY_PATTERN_MESSAGE, IdParamsSchema, isStaff, ProjectCreateSchema, ProjectUpdateSchema, TitlePatternParamsSchema } from '@rms/schema';
import { Router, type Request } from 'express';
import type { AppDeps } from '../app-deps';
import { ValidationError } from '../errors';
import { requireAdmin, requireStaff, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { publicProject, savedContent } from '../services/content/content-cache';
import {
  createProject,
  deleteProject,
  deleteProjectsByTitle,
  getProject,
  listProjects,
  matchProjectsByTitle,
  updateProject,
} from '../services/content/projects';
import { projectsHealth } from '../services/health/services';
import { serviceHealthRoute } from './health-answer';
import { contentAt, nowMs } from './content-at';
import { sendData, sendLive } from './respond';

export function projectRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const at = contentAt(req);
    // What visitors will see then, read from Firestore like staff's other answers, and never kept by any cache.
    if (at !== undefined) return sendLive(res, await listProjects(deps.repos, false, at));
    // Visitors get the in-memory snapshot; admins read Firestore (drafts too).
    if (deps.content && !isStaff(req.user)) sendData(req, res, (await deps.content.current()).projects, 200, savedContent(deps.content));
    else sendData(req, res, await listProjects(deps.repos, isStaff(req.user), nowMs(deps)));
  });

  // Fixed paths before /:id.
  router.get('/health', serviceHealthRoute(() => projectsHealth(deps.repos)));

  // Admin only: the preview lists drafts too.
  router.get('/by-title/:pattern/preview', requireAdmin, async (req, res) => {
    sendData(req, res, await matchProjectsByTitle(deps.repos, titlePattern(req)));
  });

  router.delete('/by-title/:pattern', requireAdmin, async (req, res) => {
    const pattern = titlePattern(req);
    const { ids } = parse(DeleteByTitleQuerySchema, req.query, 'Query');
    sendData(req, res, await deleteProjectsByTitle(deps.repos, signedInUser(req), pattern, ids));
  });

  // An empty pattern (/by-title/, /by-title//preview) matches neither route above: say so (to admins).
  router.use('/by-title', (req, res, next) => {
    if (!isEmptyPatternRequest(req)) return next();
    requireAdmin(req, res, (err?: unknown) => next(err ?? emptyPatternError()));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parse(IdParamsSchema, req.params, 'Path');
    const at = contentAt(req);
    // The reference as visitors will see it then (404 outside its window), for staff's 'Fram i tid'.
    if (at !== undefined) return sendLive(res, await getProject(deps.repos, id, false, at));
    if (deps.content && !isStaff(req.user)) sendData(req, res, await publicProject(deps.content, id), 200, savedContent(deps.content));
    else sendData(req, res, await getProject(deps.repos, id, isStaff(req.user), nowMs(deps)));
  });

  router.post('/', requireStaff, requireJson, async (req, res) => {
    const input = parse(ProjectCreateSchema, req.body);
    const project = await createProject(deps.repos, signedInUser(req), input);
    res.location(`/api/projects/${project.id}`);
    sendData(req, res, project, 201);
  });

  router.put('/:id', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(IdParamsSchema, req.params, 'Path');
    const input = parse(ProjectUpdateSchema, req.body);
    sendData(req, res, await updateProject(deps.repos, signedInUser(req), id, input));
  });

  router.delete('/:id', requireStaff, async (req, res) => {
    const { id } = parse(IdParamsSchema, req.params, 'Path');
    sendData(req, res, await deleteProject(deps.repos, signedInUser(req), id));
  });

  return router;
}

function isEmptyPatternRequest(req: Request): boolean {
  return (req.method === 'GET' && /^\/+preview\/?$/.test(req.path)) || (req.method === 'DELETE' && /^\/*$/.test(req.path));
}

function emptyPatternError() {
  return new ValidationError(EMPTY_PATTERN_MESSAGE, [{ path: 'pattern', message: EMPTY_PATTERN_MESSAGE }]);
}

/**
 * The title pattern of /by-title/{pattern}; a blank or too long one gets its own message
 * (TitlePatternParamsSchema's, which the admin form shows too), not a generic 400.
 */
function titlePattern(req: Request): string {
  const parsed = TitlePatternParamsSchema.safeParse(req.params);
  if (parsed.success) return parsed.data.pattern;
  if (String((req.params as { pattern?: unknown }).pattern ?? '').trim() === '') throw emptyPatternError();
  const message = parsed.error.issues[0]?.message;
  if (message) throw new ValidationError(message, [{ path: 'pattern', message }]);
  return parse(TitlePatternParamsSchema, req.params, 'Path').pattern;
}
