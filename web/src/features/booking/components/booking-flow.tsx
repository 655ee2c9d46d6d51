import type { BookingCreated } from '@rms/schema';
import { POSTCODE_MESSAGE, POSTCODE_PATTERN } from '@rms/schema/booking-texts';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { fetchFormToken, tokenForSending, type ReceivedToken } from '@/features/contact';
import { useHydrated } from '@/lib/use-hydrated';
import { createBooking } from '../api/create-booking';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useSlotList } from '../api/use-slot-list';
import { bookingFailure, firstFieldInError, type BookingField, type BookingFieldErrors } from '../lib/booking-errors';
import { checkBooking, readBooking } from '../lib/read-booking';
import { visitTimeLabel } from '../lib/slot-days';
import { SlotPicker } from './slot-picker';

/** The form's fields, typed by this form's field names. */
const Field = FormField<BookingField>;

/** A product the visitor may name: a category groups its products and their sub-products. */
export interface ProductChoice {
  id: string;
  label: string;
  group: string;
}

interface BookingFlowProps {
  products: readonly ProductChoice[];
  /** The product the link came with (`/befaring?produkt=<id>`), chosen in the select. */
  productId?: string | undefined;
}

interface Booked {
  booking: BookingCreated['booking'];
  address: string;
  postcode: string;
  email: string;
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
  const [errors, setErrors] = useState<BookingFieldErrors>({});
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<Booked>();
  const [announcement, setAnnouncement] = useState('');
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const postcodeInput = useRef<HTMLInputElement>(null);
  const detailsForm = useRef<HTMLFormElement>(null);
  const token = useRef<Promise<ReceivedToken | null>>(undefined);
  const focusAfterRender = useFocusAfterRender();

  const startUsing = useCallback(() => {
    token.current ??= fetchFormToken();
  }, []);

  const showTimes = async (postcode: string, why?: string) => {
    const next = await load(postcode, { keep: why !== undefined });
    if (next.status === 'ready') {
      setAnnouncement(`${why ? `${why} ` : ''}${next.slots.length === 0 ? 'Ingen ledige tider de neste 14 dagene.' : `${next.slots.length} ledige tider for ${next.area}.`}`);
      // After a taken time the alert saying so takes the focus; otherwise the new step's heading.
      focusAfterRender(() => (why ? noticeRef.current : timesHeading.current));
    } else if (next.status === 'failed') {
      if (next.failure.kind === 'fields') setPostcodeError(next.failure.errors.postcode ?? POSTCODE_MESSAGE);
      focusAfterRender(() => postcodeInput.current);
    }
  };

  const onPostcode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = String(new FormData(event.currentTarget).get('postcode') ?? '').trim();
    setNotice(undefined);
    setErrors({});
    if (!POSTCODE_PATTERN.test(postcode)) {
      setPostcodeError(postcode === '' ? 'Skriv postnummeret ditt' : POSTCODE_MESSAGE);
      focusAfterRender(() => postcodeInput.current);
      return;
    }
    setPostcodeError(undefined);
    void showTimes(postcode);
  };

  const focusField = (field: BookingField | undefined) => {
    if (field) focusAfterRender(() => detailsForm.current?.querySelector<HTMLElement>(`[name="${field}"]`));
  };

  const onBook = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (list.status !== 'ready' || pending) return;
    const form = event.currentTarget;
    startUsing();
    setNotice(undefined);
    const check = await checkBooking(readBooking(form, list.postcode));
    if (!check.ok) {
      setErrors(check.errors);
      focusField(firstFieldInError(check.errors));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const received = await tokenForSending(token.current);
      const created = await createBooking({ ...check.details, formToken: received?.token ?? '' });
      setBooked({ booking: created.booking, address: check.details.address, postcode: check.details.postcode, email: check.details.email });
      focusAfterRender(() => doneHeading.current);
    } catch (error) {
      const failure = bookingFailure(error);
      if (failure.kind === 'fields') {
        setErrors(failure.errors);
        focusField(firstFieldInError(failure.errors));
      } else if (failure.kind === 'taken') {
        // Someone else took the time: a fresh list, and the visitor's details stay in the form.
        setNotice(failure.message);
        void showTimes(list.postcode, failure.message);
      } else {
        setNotice(failure.message);
        focusAfterRender(() => noticeRef.current);
      }
    } finally {
      setPending(false);
    }
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
        <section aria-labelledby={`${ids}-times-heading`} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id={`${ids}-times-heading`} ref={timesHeading} tabIndex={-1} className="text-xl font-semibold text-navy-950">
            2. Velg tid og fyll inn
          </h2>
          <p className="mt-2 text-slate-700">
            Postnummer {ready.postcode} hører til <strong>{ready.area}</strong>. Befaringen er gratis og tar omtrent en time.
          </p>
          {notice && (
            <p ref={noticeRef} tabIndex={-1} role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {notice}
            </p>
          )}
          <form ref={detailsForm} onSubmit={(e) => void onBook(e)} onFocus={startUsing} onPointerDown={startUsing} noValidate className="mt-6 space-y-8">
            <SlotPicker
              key={ready.slots.map((s) => s.start).join()}
              legend="Ledige tider"
              slots={ready.slots}
              error={errors.start}
              onMore={ready.nextFrom ? () => void more() : undefined}
              loadingMore={ready.loadingMore}
            />
            <fieldset>
              <legend className="text-lg font-semibold text-navy-950">Dine opplysninger</legend>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <Field label="Navn" name="name" required error={errors.name}>
                  {(props) => <input {...props} type="text" autoComplete="name" />}
                </Field>
                <Field label="Telefon" name="phone" required error={errors.phone}>
                  {(props) => <input {...props} type="tel" autoComplete="tel" />}
                </Field>
                <Field label="E-post" name="email" required error={errors.email} className="sm:col-span-2">
                  {(props) => <input {...props} type="email" autoComplete="email" />}
                </Field>
                <Field label={`Gateadresse (${ready.postcode})`} name="address" required error={errors.address} className="sm:col-span-2">
                  {(props) => <input {...props} type="text" autoComplete="street-address" />}
                </Field>
                <Field label="Produkt (valgfritt)" name="productId" error={errors.productId} className="sm:col-span-2">
                  {(props) => (
                    <select {...props} defaultValue={products.some((p) => p.id === productId) ? productId : ''}>
                      <option value="">Vet ikke ennå</option>
                      {groups(products).map(([group, choices]) => (
                        <optgroup key={group} label={group}>
                          {choices.map((p) => (
                            <option key={p.id} value={p.id}>
                              {p.label}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label="Melding (valgfritt)" name="message" error={errors.message} className="sm:col-span-2">
                  {(props) => <textarea {...props} rows={4} />}
                </Field>
              </div>
            </fieldset>
            <p className="text-sm text-slate-600">
              Vi bruker opplysningene bare til befaringen og tilbudet. Les mer i{' '}
              <Link to={paths.privacy} className="text-accent-700 underline underline-offset-2">
                personvernerklæringen
              </Link>
              .
            </p>
            <button type="submit" className="btn-primary" disabled={pending || list.status !== 'ready'}>
              {pending ? 'Bestiller…' : 'Bestill befaring'}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}

/** The choices by their group, in the order given. */
function groups(products: readonly ProductChoice[]): [string, ProductChoice[]][] {
  const byGroup = new Map<string, ProductChoice[]>();
  for (const p of products) byGroup.set(p.group, [...(byGroup.get(p.group) ?? []), p]);
  return [...byGroup];
}
