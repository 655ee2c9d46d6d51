import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { securityHeaders as siteSecurityHeaders } from '@rms/schema/security-headers';
import { NotFoundError, PayloadTooLargeError } from './errors';
import type { AppDeps } from './app-deps';
import { guardDeps } from './dependency-deadlines';
import { DEFAULT_REQUEST_DEADLINES, requestDeadline } from './middleware/request-deadline';
import { authenticate } from './middleware/authenticate';
import { errorHandler } from './middleware/error-handler';
import { authRoutes } from './routes/auth';
import { backupRoutes } from './routes/backups';
import { bookingRoutes } from './routes/bookings';
import { quoteRoutes } from './routes/quotes';
import { campaignRoutes } from './routes/campaigns';
import { enquiryFormRoutes } from './routes/enquiry-form';
import { firebaseConfigRoutes } from './routes/firebase-config';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { mailEventRoutes } from './routes/mail-events';
import { mapsRoutes } from './routes/maps';
import { mediaRoutes } from './routes/media';
import { enquiryInboxRoutes } from './routes/enquiry-inbox';
import { productImageRoutes } from './routes/product-images';
import { productRoutes } from './routes/products';
import { projectImageRoutes } from './routes/project-images';
import { previewLinkRoutes } from './routes/preview-links';
import { projectRoutes } from './routes/projects';
import { settingsRoutes } from './routes/settings';
import { headersSetBy, snapshotAnswers } from './routes/snapshot-answers';
import { salesRoutes } from './routes/sales';
import { collectRoutes, statsRoutes } from './routes/stats';
import { redirectRoutes } from './routes/redirects';
import { userRoutes } from './routes/users';
import { deletedRoutes, itemHistoryRoutes, settingsHistoryRoutes } from './routes/versions';


/** JSON bodies above this are 413 (uploads are multipart, with their own 20 MB limit). */
export const JSON_LIMIT_BYTES = 300 * 1024;

function refuseLargeJson(limit: number): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('application/json')) return next();
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const size = raw?.length ?? Number(req.headers['content-length'] ?? 0);
    next(size > limit ? new PayloadTooLargeError('Request body is too large') : undefined);
  };
}

/** Builds the Express app; index.ts wraps this very object with onRequest, tests drive it in memory. */
export function createApp(ports: AppDeps): Express {
  // Every dependency call with a deadline, timed for System Status.
  const deps = guardDeps(ports);
  const app = express();
  app.disable('x-powered-by');
  // The one X-Forwarded-For entry a client cannot write is the one Google's front end appends:
  // trust exactly that many hops, never the whole header (decision 031).
  app.set('trust proxy', deps.config.trustProxyHops);
  app.set('etag', 'strong');
  // The site's one definition of the security headers (decision 147), as Hosting and the page
  // renderer send them, so an answer fetched from the function's own address is no less protected;
  // helmet adds only the headers that definition does not name.
  const helmetRest = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xFrameOptions: false,
  });
  const siteHeaders = Object.entries(siteSecurityHeaders({ authEmulatorHost: deps.config.web.authEmulatorHost }));
  const securityHeaders: RequestHandler = (req, res, next) => {
    helmetRest(req, res, (error?: unknown) => {
      if (error) return next(error);
      for (const [key, value] of siteHeaders) res.setHeader(key, value);
      next();
    });
  };
  app.use(securityHeaders);

  app.use(requestDeadline({ ...DEFAULT_REQUEST_DEADLINES, ...deps.requestDeadlines }));

  // Images are served before JSON parsing and authentication: they are public and immutable.
  app.use(mediaRoutes(deps));

  // The visit beacon: its own 1 kB limit, answered without a token check.
  app.use('/api/collect', collectRoutes(deps));

  // SendGrid's delivery events: the signature covers the raw bytes, so no JSON parser may run first.
  app.use('/api/email/events', mailEventRoutes(deps));

  // The Functions runtime has parsed the body before our code runs (its limit: 32 MB), and then
  // express.json skips it; the raw body's size still decides, so the limit holds in production too.
  app.use(refuseLargeJson(JSON_LIMIT_BYTES));
  app.use(express.json({ limit: JSON_LIMIT_BYTES }));
  app.use(authenticate(deps.verifier, deps.roles));

  const api = express.Router();
  api.use('/health', healthRoutes(deps));
  api.use('/auth', authRoutes(deps));
  api.use('/firebase', firebaseConfigRoutes(deps));
  // Image routers first: their paths are more specific than /products/:id.
  api.use('/products', productImageRoutes(deps));
  api.use('/products', itemHistoryRoutes(deps, 'product'));
  api.use('/products', previewLinkRoutes(deps, 'product'));
  api.use('/products', productRoutes(deps));
  api.use('/projects', projectImageRoutes(deps));
  api.use('/projects', itemHistoryRoutes(deps, 'project'));
  api.use('/projects', previewLinkRoutes(deps, 'project'));
  api.use('/projects', projectRoutes(deps));
  api.use('/deleted', deletedRoutes(deps));
  api.use('/images', imageRoutes(deps));
  api.use('/backups', backupRoutes(deps));
  api.use('/bookings', bookingRoutes(deps));
  api.use('/quotes', quoteRoutes(deps));
  api.use('/email', enquiryFormRoutes(deps));
  api.use('/messages', enquiryInboxRoutes(deps));
  api.use('/sales', salesRoutes(deps));
  api.use('/maps', mapsRoutes(deps));
  api.use('/settings', settingsHistoryRoutes(deps));
  api.use('/settings', settingsRoutes(deps));
  api.use('/stats', statsRoutes(deps));
  api.use('/redirects', redirectRoutes(deps));
  api.use('/campaigns', itemHistoryRoutes(deps, 'campaign'));
  api.use('/campaigns', campaignRoutes(deps));
  api.use('/users', userRoutes(deps));
  api.use(() => {
    throw new NotFoundError('No such API route');
  });
  app.use('/api', api);

  app.use(() => {
    throw new NotFoundError();
  });
  app.use(errorHandler);

  // The visitors' content lists before Express itself (decision 017, addendum): its request set-up alone
  // cost more than the answer. Same headers as the stack above would send; anything else goes in.
  const answerFromSnapshot = snapshotAnswers(deps.content, headersSetBy(securityHeaders));
  const handleInExpress = (app as unknown as { handle: Handle }).handle.bind(app);
  (app as unknown as { handle: Handle }).handle = (req, res, done) => {
    answerFromSnapshot(req, res, () => handleInExpress(req, res, done));
  };
  return app;
}

type Handle = (req: Request, res: Response, done?: (err?: unknown) => void) => void;
