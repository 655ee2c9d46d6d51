import type { Store } from 'express-rate-limit';
import type { BlobStore } from './adapters/blob-store';
import type { ImageProcessor } from './adapters/image-processor';
import type { Mailer } from './adapters/mailer';
import type { AppConfig } from './config';
import type { Deadlines } from './dependency-deadlines';
import type { DependencyMonitor } from './dependency-monitor';
import type { RequestDeadlines } from './middleware/request-deadline';
import type { Repositories } from './repositories';
import type { ContentCache } from './services/content/content-cache';
import type { AccountAdmin } from './services/access/accounts';
import type { RoleStore } from './services/access/roles';
import type { TokenVerifier } from './services/access/users';
import type { VisitCounter } from './services/stats/visit-counter';

/** Everything the app talks to, handed in so tests can hand in their own. */
export interface AppDeps {
  config: AppConfig;
  /** Firestore, one repository per collection (repositories/index.ts). */
  repos: Repositories;
  verifier: TokenVerifier;
  /** Firebase Auth's accounts: ending a person's sessions, whether their e-mail is verified. */
  accounts: AccountAdmin;
  roles: RoleStore;
  blobs: BlobStore;
  mailer: Mailer;
  /** Reads, transforms and encodes images (sharp in production). */
  images: ImageProcessor;
  /** The public content in memory (services/content/content-cache.ts); without it, visitors' reads go to Firestore each time. */
  content?: ContentCache | undefined;
  /** The contact form limiter's counts; one in memory per app unless a test hands in its own to reset. */
  contactLimiterStore?: Store;
  /** What each dependency's calls took lately (System Status); createApp makes one when none is handed in. */
  monitor?: DependencyMonitor;
  /** Per-call deadlines (dependency-deadlines.ts); tests shorten them. */
  deadlines?: Partial<Deadlines>;
  /** Counts the visit beacon's hits; one per app unless a test hands in its own (with its clock). */
  visits?: VisitCounter;
  /** The time preview links are made and checked against; tests hand in their own. */
  clock?: () => Date;
  /** The site-wide ceiling of enquiry photo bytes per hour (decision 154); tests lower it. */
  photoBytesPerHour?: number;
  /** Whole-request deadlines (middleware/request-deadline.ts); tests shorten them. */
  requestDeadlines?: Partial<RequestDeadlines>;
}
