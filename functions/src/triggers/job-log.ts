import type { RetryOutcome } from '../services/enquiries/enquiry-delivery';
import type { RescueOutcome } from '../services/enquiries/enquiry-fallback';

/** What a scheduled job did, as one line: the local stack's `npm run job` prints it, Cloud Logging keeps it. */
export function describeRescue(o: RescueOutcome): string {
  if (o.found === 0) return 'no messages waiting in the second store';
  return `${o.found} message(s) in the second store: ${o.moved} moved into Firestore, ${o.alreadyStored} already there, ${o.failed} left for the next run`;
}

export function describeRetry(o: RetryOutcome): string {
  if (o.attempted === 0) return 'no contact mail due';
  return `${o.sent} sent, ${o.failed} failed of ${o.attempted} due${o.digested > 0 ? ` (${o.digested} in one digest)` : ''}`;
}
