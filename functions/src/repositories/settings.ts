import type { BookingAvailabilityDoc, SiteSettingsDoc } from '@rms/schema';
import type { DocumentData, Firestore, Transaction } from './writer';

export const SETTINGS = 'settings';
/** `settings/site`: the company's facts. */
export const SITE_SETTINGS_ID = 'site';
/** `settings/booking`: when and where site visits can be booked (decision 149). */
export const BOOKING_SETTINGS_ID = 'booking';

/** `settings/site` (the company's facts), `settings/booking` (site visit hours and areas) and `settings/maps` (the maps browser key). */
export class SettingsRepository {
  constructor(private readonly db: Firestore) {}

  private siteRef() {
    return this.db.collection(SETTINGS).doc(SITE_SETTINGS_ID);
  }

  /** `settings/maps {key}` as stored; '' when there is none. */
  async mapsKey(): Promise<string> {
    const key: unknown = (await this.db.collection(SETTINGS).doc('maps').get()).get('key');
    return typeof key === 'string' ? key : '';
  }

  /** `settings/site` exactly as stored (undefined when never saved); the caller checks it against the schema. */
  async site(tx?: Transaction): Promise<DocumentData | undefined> {
    const snap = tx ? await tx.get(this.siteRef()) : await this.siteRef().get();
    return snap.exists ? snap.data() : undefined;
  }

  /** `settings/booking` exactly as stored (undefined when never saved); the caller checks it against the schema. */
  async booking(tx?: Transaction): Promise<DocumentData | undefined> {
    const ref = this.db.collection(SETTINGS).doc(BOOKING_SETTINGS_ID);
    const snap = tx ? await tx.get(ref) : await ref.get();
    return snap.exists ? snap.data() : undefined;
  }

  /** Replaces `settings/booking` in `tx`. */
  saveBooking(tx: Transaction, availability: BookingAvailabilityDoc): void {
    tx.set(this.db.collection(SETTINGS).doc(BOOKING_SETTINGS_ID), JSON.parse(JSON.stringify(availability)) as BookingAvailabilityDoc);
  }

  /** Replaces `settings/site` in `tx`. */
  saveSite(tx: Transaction, settings: SiteSettingsDoc): void {
    // Firestore refuses undefined values; the parsed input holds none that matter (optional sizes).
    tx.set(this.siteRef(), JSON.parse(JSON.stringify(settings)) as SiteSettingsDoc);
  }
}
