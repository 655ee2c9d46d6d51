import type { DocumentData, Firestore, Writer } from './writer';

export const BOOKINGS = 'bookings';
/** One document per place taken at a start time (decision 149). */
export const BOOKING_CLAIMS = 'booking-claims';
/** `booking-reminders/{id}_{start}`: a visit's reminder is taken (no personal data: ids and a time). */
export const BOOKING_REMINDERS = 'booking-reminders';
/** `booking-feeds/{uid}`: each staff member's private calendar address, only its token's hash. */
export const BOOKING_FEEDS = 'booking-feeds';

export type BookingStatus = 'booked' | 'cancelled';

/** `bookings/{id}` as stored: instants in UTC; the manage link's token only as its SHA-256. */
export interface BookingDoc {
  id: string;
  start: string;
  end: string;
  status: BookingStatus;
  name: string;
  phone: string;
  email: string;
  address: string;
  postcode: string;
  area: string;
  productId: string | null;
  message: string;
  /** The enquiry (`messages/{id}`) that shows this booking in the inbox. */
  enquiryId: string | null;
  manageTokenHash: string;
  /** The calendar invitation's SEQUENCE: 0 when booked, one more at each move or cancellation. */
  sequence: number;
  /** The `booking-claims` ids this booking holds while it is booked. */
  claims: string[];
  created_at: string;
  modified_at: string;
  cancelled_at: string | null;
  /** Why staff cancelled it, as they wrote it; null when the visitor cancelled or it is booked. */
  cancelReason: string | null;
  reminded_at: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

function toBooking(id: string, data: DocumentData): BookingDoc {
  return {
    id,
    start: text(data.start),
    end: text(data.end),
    status: data.status === 'cancelled' ? 'cancelled' : 'booked',
    name: text(data.name),
    phone: text(data.phone),
    email: text(data.email),
    address: text(data.address),
    postcode: text(data.postcode),
    area: text(data.area),
    productId: textOrNull(data.productId),
    message: text(data.message),
    enquiryId: textOrNull(data.enquiryId),
    manageTokenHash: text(data.manageTokenHash),
    sequence: typeof data.sequence === 'number' ? data.sequence : 0,
    claims: Array.isArray(data.claims) ? data.claims.filter((c): c is string => typeof c === 'string') : [],
    created_at: text(data.created_at),
    modified_at: text(data.modified_at),
    cancelled_at: textOrNull(data.cancelled_at),
    cancelReason: textOrNull(data.cancelReason),
    reminded_at: textOrNull(data.reminded_at),
  };
}

/** Is this Firestore's ALREADY_EXISTS (gRPC code 6), the answer `create()` gives for a taken id? */
export function isAlreadyExists(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === 6 || e?.code === 'already-exists' || (typeof e?.message === 'string' && e.message.includes('ALREADY_EXISTS'));
}

/** `bookings/{id}` (site visits) and `booking-claims/{start}-{n}` (the places they hold). */
export class BookingRepository {
  constructor(private readonly db: Firestore) {}

  private bookings() {
    return this.db.collection('bookings');
  }

  private claimsRef() {
    return this.db.collection('booking-claims');
  }

  newId(): string {
    return this.bookings().doc().id;
  }

  /** Replaces the caller's calendar feed token: the previous one stops working with this write. */
  async setFeedToken(uid: string, tokenHash: string, at: string): Promise<void> {
    await this.db.collection(BOOKING_FEEDS).doc(uid).set({ tokenHash, created_at: at });
  }

  /** The staff member whose current feed token has this hash, or null. */
  async feedOwner(tokenHash: string): Promise<string | null> {
    const snap = await this.db.collection(BOOKING_FEEDS).where('tokenHash', '==', tokenHash).limit(1).get();
    return snap.docs[0]?.id ?? null;
  }

  /** Visits still booked whose start is in [fromIso, toIso). */
  async bookedBetween(fromIso: string, toIso: string): Promise<BookingDoc[]> {
    const snap = await this.bookings().where('start', '>=', fromIso).where('start', '<', toIso).orderBy('start').get();
    return snap.docs.map((d) => toBooking(d.id, d.data())).filter((b) => b.status === 'booked');
  }

  /** Every booking (cancelled ones too) whose start is in [fromIso, toIso), earliest first. */
  async between(fromIso: string, toIso: string): Promise<BookingDoc[]> {
    const snap = await this.bookings().where('start', '>=', fromIso).where('start', '<', toIso).orderBy('start').get();
    return snap.docs.map((d) => toBooking(d.id, d.data()));
  }

  async find(id: string): Promise<BookingDoc | null> {
    const snap = await this.bookings().doc(id).get();
    return snap.exists ? toBooking(id, snap.data() ?? {}) : null;
  }

  async byTokenHash(tokenHash: string): Promise<BookingDoc | null> {
    const snap = await this.bookings().where('manageTokenHash', '==', tokenHash).limit(1).get();
    const doc = snap.docs[0];
    return doc ? toBooking(doc.id, doc.data()) : null;
  }

  /**
   * Takes place `claimId`, or returns false when someone holds it. `create()` fails with
   * ALREADY_EXISTS atomically, also on the local emulator whose transactions are not isolated.
   */
  async claim(claimId: string, bookingId: string, at: string): Promise<boolean> {
    try {
      await this.claimsRef().doc(claimId).create({ bookingId, created_at: at });
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  }

  /** The booking holding place `claimId`, or null when it is free. */
  async claimHolder(claimId: string): Promise<string | null> {
    const snap = await this.claimsRef().doc(claimId).get();
    return snap.exists ? textOrNull(snap.get('bookingId')) : null;
  }

  /** Gives places back (a cancelled or moved visit, or a booking that failed after claiming). */
  async release(claimIds: readonly string[]): Promise<void> {
    if (!claimIds.length) return;
    const batch = this.db.batch();
    for (const id of claimIds) batch.delete(this.claimsRef().doc(id));
    await batch.commit();
  }

  /** Creates the booking in the caller's batch or transaction, so it commits with its enquiry or not at all. */
  create(writer: Writer, booking: BookingDoc): void {
    const { id, ...data } = booking;
    writer.create(this.bookings().doc(id), data);
  }

  /** The bookings shown by these enquiries (`enquiryId`), however many: read 30 ids a query. */
  async byEnquiryIds(enquiryIds: readonly string[]): Promise<BookingDoc[]> {
    const found: BookingDoc[] = [];
    for (let i = 0; i < enquiryIds.length; i += 30) {
      const snap = await this.bookings().where('enquiryId', 'in', enquiryIds.slice(i, i + 30)).get();
      found.push(...snap.docs.map((d) => toBooking(d.id, d.data())));
    }
    return found;
  }

  /** Deletes a booking (its manage token's hash with it), the places it holds and its reminder's marker, in the caller's batch or transaction. */
  delete(writer: Writer, booking: Pick<BookingDoc, 'id' | 'claims' | 'start'>): void {
    writer.delete(this.bookings().doc(booking.id));
    for (const claim of booking.claims) writer.delete(this.claimsRef().doc(claim));
    writer.delete(this.reminderRef(booking));
  }

  private reminderRef(booking: Pick<BookingDoc, 'id' | 'start'>) {
    return this.db.collection(BOOKING_REMINDERS).doc(`${booking.id}_${booking.start}`);
  }

  /**
   * Takes the reminder of this visit at its current start, or returns false when a run has it.
   * `create()` is atomic also on the local emulator, whose transactions are not isolated.
   */
  async markReminded(booking: Pick<BookingDoc, 'id' | 'start'>, at: string): Promise<boolean> {
    try {
      await this.reminderRef(booking).create({ bookingId: booking.id, start: booking.start, created_at: at });
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
    await this.bookings().doc(booking.id).update({ reminded_at: at });
    return true;
  }

  /** Deletes the reminder marker of the visit at this start (after a move; none there is fine). */
  async forgetReminder(booking: Pick<BookingDoc, 'id' | 'start'>): Promise<void> {
    await this.reminderRef(booking).delete();
  }

  /** Gives the reminder back after its mail failed, so the next run sends it. */
  async unmarkReminded(booking: Pick<BookingDoc, 'id' | 'start'>): Promise<void> {
    await this.reminderRef(booking).delete();
    await this.bookings().doc(booking.id).update({ reminded_at: null });
  }

  async update(id: string, change: Partial<Omit<BookingDoc, 'id'>>): Promise<void> {
    await this.bookings().doc(id).update(change);
  }

  /** Changes a booking in the caller's batch or transaction (with its enquiry, so both show the same time). */
  updateIn(writer: Writer, id: string, change: Partial<Omit<BookingDoc, 'id'>>): void {
    writer.update(this.bookings().doc(id), change);
  }
}
