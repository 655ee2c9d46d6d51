import { POSTCODE_MESSAGE, POSTCODE_PATTERN } from '@rms/schema/booking-texts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useSlotList } from '../api/use-slot-list';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import type { Booked, ProductChoice } from '../lib/booking-types';
import { lazyPart } from '../lib/lazy-part';
import { visitTimeLabel } from '../lib/slot-days';

/**
 * The second step's code (booking-details.tsx), loaded with the first list of times: the page's
 * first load has the postcode step only. Loaded before the times are shown, it renders at once.
 */
const BookingDetailsWhenReady = lazyPart(() => import('./booking-details').then((m) => m.BookingDetails));

interface BookingFlowProps {
  products: readonly ProductChoice[];
  /** The product the link came with (`/befaring?produkt=<id>`), chosen in the select. */
  productId?: string | undefined;
}

/**
 * The visitor's booking (decision 150): postcode → free times and their details in one form →
 * 'Bestill befaring' → the confirmation. Each step's heading takes the focus when it appears, an
 * error takes it when one stops the visitor, and a live region says what changed. Nothing is kept
 * in the browser: no cookie, no storage; a reload starts over.
 */
export function BookingFlow({ products, productId }: BookingFlowProps) {
  const ids = useId();
  const live = useHydrated();
  const { list, load, more } = useSlotList();
  const [postcodeError, setPostcodeError] = useState<string>();
  const [booked, setBooked] = useState<Booked>();
  const [announcement, setAnnouncement] = useState('');
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const postcodeInput = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();

  /** `why`: the times are asked for afresh after a time was taken (the second step says so and keeps the focus). */
  const showTimes = async (postcode: string, why?: string) => {
    const [next] = await Promise.all([load(postcode, { keep: why !== undefined }), BookingDetailsWhenReady.preload().catch(() => undefined)]);
    if (next.status === 'ready') {
      setAnnouncement(`${why ? `${why} ` : ''}${next.slots.length === 0 ? 'Ingen ledige tider de neste 14 dagene.' : `${next.slots.length} ledige tider for ${next.area}.`}`);
      if (!why) focusAfterRender(() => timesHeading.current);
    } else if (next.status === 'failed') {
      if (next.failure.kind === 'fields') setPostcodeError(next.failure.errors.postcode ?? POSTCODE_MESSAGE);
      focusAfterRender(() => postcodeInput.current);
    }
  };

  const onPostcode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = String(new FormData(event.currentTarget).get('postcode') ?? '').trim();
    if (!POSTCODE_PATTERN.test(postcode)) {
      setPostcodeError(postcode === '' ? 'Skriv postnummeret ditt' : POSTCODE_MESSAGE);
      focusAfterRender(() => postcodeInput.current);
      return;
    }
    setPostcodeError(undefined);
    void showTimes(postcode);
  };

  if (booked) {
    return (
      <section aria-labelledby={`${ids}-done`} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id={`${ids}-done`} ref={doneHeading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-navy-950">
          Befaringen er bestilt
        </h2>
        <p className="mt-4 text-lg text-slate-800" data-booked-time>
          Vi kommer <strong>{visitTimeLabel(booked.booking)}</strong> til {booked.address}, {booked.postcode}.
        </p>
        <p className="mt-3 text-slate-700">
          Vi har sendt en bekreftelse med kalenderinvitasjon til <strong className="break-all">{booked.email}</strong>. I e-posten finner du en lenke der du kan flytte eller avlyse
          befaringen.
        </p>
        <Link to={paths.home} className="btn-secondary mt-6">
          Til forsiden
        </Link>
      </section>
    );
  }

  const ready = list.status === 'ready' ? list : undefined;
  const outside = list.status === 'failed' && list.failure.kind !== 'fields' ? list.failure.message : undefined;

  return (
    <div className="space-y-8">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby={`${ids}-postcode-heading`} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id={`${ids}-postcode-heading`} className="text-xl font-semibold text-navy-950">
          1. Hvor skal vi komme?
        </h2>
        <form onSubmit={onPostcode} noValidate className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${ids}-postcode`} className="field-label">
              Postnummer
            </label>
            <input
              ref={postcodeInput}
              id={`${ids}-postcode`}
              name="postcode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              className="field-input w-32"
              aria-invalid={!!postcodeError}
              aria-describedby={postcodeError ? `${ids}-postcode-error` : undefined}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={!live || list.status === 'loading'}>
            {list.status === 'loading' ? 'Henter tider…' : 'Vis ledige tider'}
          </button>
          {postcodeError && (
            <p id={`${ids}-postcode-error`} className="basis-full text-sm text-red-700">
              {postcodeError}
            </p>
          )}
        </form>
        {outside && (
          <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-slate-900" data-outside>
            {outside}
          </p>
        )}
      </section>

      {ready && (
        <BookingDetailsWhenReady
          ready={ready}
          more={() => void more()}
          products={products}
          productId={productId}
          headingRef={timesHeading}
          onTaken={(message) => void showTimes(ready.postcode, message)}
          onBooked={(done) => {
            setBooked(done);
            focusAfterRender(() => doneHeading.current);
          }}
        />
      )}
    </div>
  );
}
