import type { Repositories } from '../../repositories';
import type { BlobStore } from '../../adapters/blob-store';
import { deleteEnquiryPhotos } from './enquiry-photos';

/** Writes per batch, well under Firestore's 500. */
const MAX_WRITES = 400;

/**
 * Deletes enquiries for good, each with the site visit booking it shows (decision 149): the
 * booking holds the same person's name, address and phone, its manage link's hash and the places
 * it holds (and its reminder's marker), so it is kept exactly as long as its enquiry; so are its photos. An enquiry and its booking always share
 * one batch, so neither is ever left without the other. Its quotes go in the same batch (decision 152):
 * every version, with the customer, the PDF and the link's hash; the number's claim stays (no personal data).
 */
export async function eraseEnquiries(repos: Repositories, ids: readonly string[], blobs?: BlobStore): Promise<{ bookings: number; quotes: number }> {
  const [bookings, quotes] = await Promise.all([repos.bookings.byEnquiryIds(ids), repos.quotes.byEnquiryIds(ids)]);
  const byEnquiry = new Map(bookings.map((b) => [b.enquiryId, b]));
  const quotesOf = new Map<string, typeof quotes>();
  for (const q of quotes) quotesOf.set(q.enquiryId, [...(quotesOf.get(q.enquiryId) ?? []), q]);
  let batch = repos.batch();
  let writes = 0;
  for (const id of ids) {
    const booking = byEnquiry.get(id);
    const versions = quotesOf.get(id) ?? [];
    const needed = 1 + (booking ? 2 + booking.claims.length : 0) + versions.length;
    if (writes > 0 && writes + needed > MAX_WRITES) {
      await batch.commit();
      batch = repos.batch();
      writes = 0;
    }
    repos.enquiries.delete(batch, id);
    if (booking) repos.bookings.delete(batch, booking);
    for (const q of versions) repos.quotes.delete(batch, q.id);
    writes += needed;
  }
  if (writes > 0) await batch.commit();
  // Their photos (decision 154) after the documents: a photo without its enquiry is never shown.
  if (blobs) await deleteEnquiryPhotos(blobs, ids);
  return { bookings: bookings.length, quotes: quotes.length };
}
