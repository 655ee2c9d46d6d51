import type { Firestore, Transaction, WriteBatch } from './writer';
import { AuditRepository } from './audit';
import { BackupCollectionsRepository } from './backup-collections';
import { BookingRepository } from './bookings';
import { CampaignRepository } from './campaigns';
import { ContentVersionRepository } from './content-version';
import { FormSecretRepository } from './form-secret';
import { InviteRepository } from './invites';
import { MailLogRepository } from './mail-log';
import { EnquiryRepository } from './enquiries';
import { ProductRepository } from './products';
import { PreviewLinkRepository } from './preview-links';
import { ProjectRepository } from './projects';
import { QuoteRepository } from './quotes';
import { RedirectRepository } from './redirects';
import { SettingsRepository } from './settings';
import { StatsRepository } from './stats';
import { UserRepository } from './users';
import { DeletedRepository } from './deleted';
import { VersionRepository } from './versions';

/**
 * Every Firestore access of the API, one small repository per collection (docs/decisions/084).
 * Services receive this and never call `db.collection` themselves; a change that writes several
 * collections at once runs their writes in one `transaction` or `batch`.
 */
export interface Repositories {
  products: ProductRepository;
  projects: ProjectRepository;
  users: UserRepository;
  /** `invites/{id}`: pending invitations to staff access. */
  invites: InviteRepository;
  enquiries: EnquiryRepository;
  /** `receipt-limits/{hash}` and `meta/mail-delivery`: receipts sent and notifications undelivered (decision 133). */
  mailLog: MailLogRepository;
  audit: AuditRepository;
  settings: SettingsRepository;
  /** `meta/content`: the version of the public content. */
  contentVersion: ContentVersionRepository;
  /** `meta/form-token`: the contact forms' signing key. */
  formSecret: FormSecretRepository;
  /** Whole collections as stored, for backups and restores. */
  backupCollections: BackupCollectionsRepository;
  /** `versions/{id}`: every saved state of a product, project or the site settings. */
  versions: VersionRepository;
  /** `deleted/{kind}_{id}`: deleted products and projects that can be brought back. */
  deleted: DeletedRepository;
  /** `stats-days`, `stats-visitors` and `meta/stats-salt`: the visit statistics. */
  stats: StatsRepository;
  /** `previewLinks/{id}`: links that show a draft to someone without an account. */
  previewLinks: PreviewLinkRepository;
  /** `redirects/{id}`: old addresses and where they lead now. */
  redirects: RedirectRepository;
  /** `campaigns/{id}`: offers shown on chosen pages between a start and an end. */
  campaigns: CampaignRepository;
  /** `bookings/{id}` and `booking-claims/{id}`: site visits and the places they hold (decision 149). */
  bookings: BookingRepository;
  /** `quotes/{id}` and `quote-numbers/{year}-{n}`: quotes on enquiries, one document per version (decision 152). */
  quotes: QuoteRepository;
  /** Runs `work` in one Firestore transaction (retried on contention): reads first, then writes that commit together. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Writes that commit together at `commit()`. */
  batch(): WriteBatch;
}

/** The repositories over one database handle: built once by production-deps.ts (and the test stack). */
export function repositoriesFor(db: Firestore): Repositories {
  return {
    products: new ProductRepository(db),
    projects: new ProjectRepository(db),
    users: new UserRepository(db),
    invites: new InviteRepository(db),
    enquiries: new EnquiryRepository(db),
    mailLog: new MailLogRepository(db),
    audit: new AuditRepository(db),
    settings: new SettingsRepository(db),
    contentVersion: new ContentVersionRepository(db),
    formSecret: new FormSecretRepository(db),
    backupCollections: new BackupCollectionsRepository(db),
    versions: new VersionRepository(db),
    deleted: new DeletedRepository(db),
    stats: new StatsRepository(db),
    previewLinks: new PreviewLinkRepository(db),
    redirects: new RedirectRepository(db),
    campaigns: new CampaignRepository(db),
    bookings: new BookingRepository(db),
    quotes: new QuoteRepository(db),
    transaction: (work) => db.runTransaction(work),
    batch: () => db.batch(),
  };
}
