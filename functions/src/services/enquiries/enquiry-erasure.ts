import type { Repositories } from '../../repositories';
import type { BlobStore } from '../../adapters/blob-store';
import { deleteEnquiryPhotos } from './enquiry-photos';

/** Writes per batch, well under Firestore's 500. */
const MAX_WRITES = 400;

/**
 * Deletes enquiries for good, each with the site visit booking it shows (decision 149): the
 * booking holds the same person's name, address and phone, its manage link's hash and the places
 * it holds (and its reminder's marker), so it is kept exactly as long as its enquiry; so are its photos. An enquiry and its booking always share
 * one batch, so neither is ever left without the other.
 */
export async function eraseEnquiries(repos: Repositories, ids: readonly string[], blobs?: BlobStore): Promise<{ bookings: number }> {
  const bookings = await repos.bookings.byEnquiryIds(ids);
  const byEnquiry = new Map(bookings.map((b) => [b.enquiryId, b]));
  let batch = repos.batch();
  let writes = 0;
  for (const id of ids) {
    const booking = byEnquiry.get(id);
    const needed = 1 + (booking ? 2 + booking.claims.length : 0);
    if (writes > 0 && writes + needed > MAX_WRITES) {
      await batch.commit();
      batch = repos.batch();
      writes = 0;
    }
    repos.messages.delete(batch, id);
    if (booking) repos.bookings.delete(batch, booking);
    writes += needed;
  }
  if (writes > 0) await batch.commit();
  // Their photos (decision 154) after the documents: a photo without its enquiry is never shown.
  if (blobs) await deleteEnquiryPhotos(blobs, ids);
  return { bookings: bookings.length };
}
