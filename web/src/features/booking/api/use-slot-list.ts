import type { BookingSlot } from '@rms/schema';
import { useCallback, useRef, useState } from 'react';
import { bookingFailure, type BookingFailure } from '../lib/booking-errors';
import { SLOT_WINDOW_DAYS, addDays, osloDate } from '../lib/slot-days';
import { getSlots } from './get-slots';

export type SlotList =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'failed'; postcode: string; failure: BookingFailure }
  | {
      status: 'ready';
      postcode: string;
      area: string;
      slots: BookingSlot[];
      /** The first Oslo date 'Vis flere tider' asks for; null once a later window came back empty. */
      nextFrom: string | null;
      loadingMore: boolean;
    };

/**
 * The free times for one postcode, 14 days at a time: `load` asks afresh (a new postcode, or a
 * fresh list after a time was taken), `more` adds the next 14 days. A reply to an older request
 * than the latest is dropped, so a slow answer never replaces a newer list.
 */
export function useSlotList() {
  const [list, setList] = useState<SlotList>({ status: 'idle' });
  const round = useRef(0);

  /** `keep`: a fresh list for the same postcode keeps the old one on screen meanwhile (and the form around it). */
  const load = useCallback(async (postcode: string, { keep = false } = {}): Promise<SlotList> => {
    const mine = ++round.current;
    setList((before) => (keep && before.status === 'ready' && before.postcode === postcode ? before : { status: 'loading', postcode }));
    // The server's 'today' is Oslo's; the next window starts 14 Oslo days on.
    const nextFrom = addDays(osloDate(new Date()), SLOT_WINDOW_DAYS);
    let next: SlotList;
    try {
      const answer = await getSlots(postcode);
      next = { status: 'ready', postcode, area: answer.area.name, slots: answer.slots, nextFrom, loadingMore: false };
    } catch (error) {
      next = { status: 'failed', postcode, failure: bookingFailure(error) };
    }
    if (mine === round.current) setList(next);
    return next;
  }, []);

  const more = useCallback(async () => {
    if (list.status !== 'ready' || list.nextFrom === null || list.loadingMore) return;
    const mine = ++round.current;
    const from = list.nextFrom;
    setList({ ...list, loadingMore: true });
    try {
      const answer = await getSlots(list.postcode, from);
      if (mine !== round.current) return;
      setList({ ...list, slots: [...list.slots, ...answer.slots], nextFrom: answer.slots.length > 0 ? addDays(from, SLOT_WINDOW_DAYS) : null, loadingMore: false });
    } catch {
      if (mine === round.current) setList({ ...list, loadingMore: false });
    }
  }, [list]);

  const reset = useCallback(() => {
    round.current++;
    setList({ status: 'idle' });
  }, []);

  return { list, load, more, reset };
}
