import type { Undelivered } from '@rms/schema';
import type { Firestore } from './writer';

/** The last delivery failure SendGrid reported for a notification, and the last delivery after it. */
export interface MailDeliveryState {
  lastFailure: (Undelivered & { enquiryId: string }) | null;
  lastDeliveredAt: string | null;
}

/**
 * What the site remembers about its own mail (decision 133): `receipt-limits/{hash}`, when a receipt
 * last went to an address (the document's name is a hash of the address, never the address), and
 * `meta/mail-delivery`, the notification mails' last reported failure and delivery (System Status).
 */
export class MailLogRepository {
  constructor(private readonly db: Firestore) {}

  /**
   * Takes the right to send a receipt to the address behind `addressHash` at `nowIso`: true, and the
   * time recorded, when none went there within `windowMs`; false otherwise. One transaction, so two
   * enquiries sent at once from one address give one receipt.
   */
  async claimReceipt(addressHash: string, nowIso: string, windowMs: number): Promise<boolean> {
    const ref = this.db.collection('receipt-limits').doc(addressHash);
    return this.db.runTransaction(async (tx) => {
      const last: unknown = (await tx.get(ref)).data()?.sent_at;
      if (typeof last === 'string' && Date.parse(nowIso) - Date.parse(last) < windowMs) return false;
      tx.set(ref, { sent_at: nowIso });
      return true;
    });
  }

  /** Deletes up to `limit` receipt limits last used before `beforeIso`; how many went. */
  async deleteReceiptLimitsBefore(beforeIso: string, limit: number): Promise<number> {
    const snap = await this.db.collection('receipt-limits').where('sent_at', '<', beforeIso).limit(limit).get();
    if (snap.empty) return 0;
    const batch = this.db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    return snap.size;
  }

  private deliveryRef() {
    return this.db.collection('meta').doc('mail-delivery');
  }

  async deliveryState(): Promise<MailDeliveryState> {
    const data = (await this.deliveryRef().get()).data() ?? {};
    return { lastFailure: (data.lastFailure as MailDeliveryState['lastFailure']) ?? null, lastDeliveredAt: typeof data.lastDeliveredAt === 'string' ? data.lastDeliveredAt : null };
  }

  async recordFailure(failure: Undelivered & { enquiryId: string }): Promise<void> {
    await this.deliveryRef().set({ lastFailure: failure }, { merge: true });
  }

  async recordDelivered(atIso: string): Promise<void> {
    await this.deliveryRef().set({ lastDeliveredAt: atIso }, { merge: true });
  }
}
