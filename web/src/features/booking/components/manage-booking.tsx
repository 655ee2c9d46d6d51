import type { ManagedBooking } from '@rms/schema';
import { BOOKING_TOO_LATE_MESSAGE } from '@rms/schema/booking-texts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { cancelManagedBooking, getManagedBooking, moveManagedBooking } from '../api/manage-booking';
import { useSlotList } from '../api/use-slot-list';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { bookingFailure, type BookingFailure } from '../lib/booking-errors';
import { visitTimeLabel } from '../lib/slot-days';
import { SlotPicker } from './slot-picker';

/** `readAt`: when the visit was read, which the cut-off is judged by (the server judges again on every change). */
type Loaded = { status: 'loading' } | { status: 'failed'; failure: BookingFailure } | { status: 'ready'; booking: ManagedBooking; readAt: number };

const ready = (booking: ManagedBooking): Loaded => ({ status: 'ready', booking, readAt: Date.now() });

interface ManageBookingProps {
  token: string;
  /** What an unknown or malformed link shows: the site's 404 screen, which the route hands in. */
  notFound: ReactNode;
}

/**
 * The manage link's page (decision 150): that one visit, its time in Oslo and its address; a new
 * time from the same list as for booking, or a cancellation after a yes. Past the cut-off, or once
 * cancelled, it says so and offers nothing to press. The page is rendered in the browser only: its
 * HTML from the server is the same for every link and carries no visit (render.ts).
 */
export function ManageBooking({ token, notFound }: ManageBookingProps) {
  const ids = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const [moveError, setMoveError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { list, load, more, reset } = useSlotList();
  const [dialog, confirm] = useConfirm();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  useEffect(() => {
    let current = true;
    getManagedBooking(token).then(
      (booking) => current && setLoaded(ready(booking)),
      (error: unknown) => current && setLoaded({ status: 'failed', failure: bookingFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    if (notice) focusAfterRender(() => noticeRef.current);
  }, [notice, focusAfterRender]);

  if (loaded.status === 'failed' && loaded.failure.kind === 'not-found') return <>{notFound}</>;
  if (loaded.status !== 'ready') {
    return (
      <ManagePage>
        {loaded.status === 'loading' ? (
          <p role="status" className="mt-6 text-slate-700">
            Henter befaringen…
          </p>
        ) : (
          <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {loaded.failure.message}
          </p>
        )}
      </ManagePage>
    );
  }

  const { booking } = loaded;
  const cancelled = booking.status === 'cancelled';
  const changeable = !cancelled && booking.changeableUntil !== null && Date.parse(booking.changeableUntil) > loaded.readAt;

  const refresh = async () => {
    try {
      setLoaded(ready(await getManagedBooking(token)));
    } catch (error) {
      setLoaded({ status: 'failed', failure: bookingFailure(error) });
    }
  };

  const showTimes = async () => {
    setNotice(undefined);
    const next = await load(booking.postcode);
    if (next.status === 'ready') focusAfterRender(() => timesHeading.current);
    else if (next.status === 'failed') setNotice({ text: next.failure.message, tone: 'error' });
  };

  const onMove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = new FormData(event.currentTarget).get('start');
    if (typeof start !== 'string') {
      setMoveError('Velg en ny tid');
      const form = event.currentTarget;
      focusAfterRender(() => form.querySelector<HTMLElement>('[name="start"]'));
      return;
    }
    setMoveError(undefined);
    setBusy(true);
    try {
      const moved = await moveManagedBooking(token, start);
      setLoaded(ready(moved));
      reset();
      setNotice({ text: `Befaringen er flyttet til ${visitTimeLabel(moved)}. Vi har sendt deg en oppdatert kalenderinvitasjon på e-post.`, tone: 'ok' });
    } catch (error) {
      const failure = bookingFailure(error);
      setNotice({ text: failure.message, tone: 'error' });
      // Taken meanwhile, or the visit changed: the visit and the times as they are now.
      if (failure.kind === 'taken') await Promise.all([refresh(), load(booking.postcode, { keep: true })]);
    } finally {
      setBusy(false);
    }
  };

  const onCancel = async () => {
    const yes = await confirm({ message: 'Vil du avlyse befaringen?', detail: visitTimeLabel(booking), confirmLabel: 'Ja, avlys', cancelLabel: 'Nei, behold den', danger: true });
    if (!yes) return;
    setBusy(true);
    try {
      const after = await cancelManagedBooking(token);
      setLoaded(ready(after));
      reset();
      setNotice({ text: 'Befaringen er avlyst. Vi har sendt deg en bekreftelse på e-post.', tone: 'ok' });
    } catch (error) {
      setNotice({ text: bookingFailure(error).message, tone: 'error' });
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ManagePage>
    <div className="mt-6 space-y-8">
      {dialog}
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={notice.tone === 'error' ? 'rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800' : 'rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900'}
        >
          {notice.text}
        </p>
      )}
      <section aria-labelledby={`${ids}-visit`} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id={`${ids}-visit`} className="text-xl font-semibold text-navy-950">
          {cancelled ? 'Avlyst befaring' : 'Tid og sted'}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-slate-900">Tid</dt>
          <dd className={cancelled ? 'text-slate-600 line-through' : 'text-slate-800'} data-visit-time>
            {visitTimeLabel(booking)}
          </dd>
          <dt className="font-medium text-slate-900">Adresse</dt>
          <dd className="text-slate-800">
            {booking.address}, {booking.postcode}
          </dd>
          <dt className="font-medium text-slate-900">Område</dt>
          <dd className="text-slate-800">{booking.area}</dd>
        </dl>
        {cancelled ? (
          <p className="mt-6 text-slate-700">
            Befaringen er avlyst.{' '}
            <Link to={paths.booking} className="text-accent-700 underline underline-offset-2">
              Bestill en ny befaring
            </Link>{' '}
            om du ønsker det.
          </p>
        ) : changeable ? (
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={() => void showTimes()} disabled={busy || list.status === 'loading'}>
              {list.status === 'loading' ? 'Henter tider…' : 'Flytt til en annen tid'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => void onCancel()} disabled={busy}>
              Avlys befaringen
            </button>
          </div>
        ) : (
          <p className="mt-6 text-slate-700">{BOOKING_TOO_LATE_MESSAGE}</p>
        )}
      </section>

      {changeable && list.status === 'ready' && (
        <section aria-labelledby={`${ids}-times`} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id={`${ids}-times`} ref={timesHeading} tabIndex={-1} className="text-xl font-semibold text-navy-950">
            Velg ny tid
          </h2>
          <form onSubmit={(e) => void onMove(e)} noValidate className="mt-4 space-y-6">
            <SlotPicker
              key={list.slots.map((s) => s.start).join()}
              legend="Ledige tider"
              slots={list.slots}
              current={booking.start}
              error={moveError}
              onMore={list.nextFrom ? () => void more() : undefined}
              loadingMore={list.loadingMore}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Flytter…' : 'Flytt befaringen'}
            </button>
          </form>
        </section>
      )}
    </div>
    </ManagePage>
  );
}

/**
 * The page around the visit: its head (never indexed; the address named is /befaring, since the
 * link's own address holds the token) and its heading.
 */
function ManagePage({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-3xl">
        <Seo title="Din befaring" description="Se, flytt eller avlys befaringen du har bestilt." path={paths.booking} noindex />
        <h1 className="text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Din befaring</h1>
        {children}
      </div>
    </div>
  );
}
