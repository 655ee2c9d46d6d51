import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/visitor-field';
import { paths } from '@/config/paths';
import { fetchFormToken, tokenForSending, type ReceivedToken } from '@/lib/form-token';
import { createBooking } from '../api/create-booking';
import type { SlotList } from '../api/use-slot-list';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { bookingFailure, firstFieldInError, type BookingField, type BookingFieldErrors } from '../lib/booking-errors';
import { checkBooking, readBooking } from '../lib/read-booking';
import type { Booked, ProductChoice } from '../lib/booking-types';
import { SlotPicker } from './slot-picker';

/** The form's fields, typed by this form's field names. */
const Field = FormField<BookingField>;

interface BookingDetailsProps {
  ready: Extract<SlotList, { status: 'ready' }>;
  more: () => void;
  products: readonly ProductChoice[];
  productId?: string | undefined;
  /** The step's heading: the flow moves the focus there when the times arrive. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The time went meanwhile (409): the flow fetches a fresh list; `message` is what the visitor is told. */
  onTaken: (message: string) => void;
  onBooked: (booked: Booked) => void;
}

/**
 * The booking's second step (decision 150): the free times and the visitor's details in one form,
 * then 'Bestill befaring'. Its code loads when a postcode is submitted, not with the page: a visitor
 * who only reads /befaring never downloads the form, the time trap's client or the booking call.
 */
export function BookingDetails({ ready, more, products, productId, headingRef, onTaken, onBooked }: BookingDetailsProps) {
  const ids = useId();
  const [errors, setErrors] = useState<BookingFieldErrors>({});
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const detailsForm = useRef<HTMLFormElement>(null);
  const token = useRef<Promise<ReceivedToken | null>>(undefined);
  const focusAfterRender = useFocusAfterRender();

  const startUsing = useCallback(() => {
    token.current ??= fetchFormToken();
  }, []);

  const focusField = (field: BookingField | undefined) => {
    if (field) focusAfterRender(() => detailsForm.current?.querySelector<HTMLElement>(`[name="${field}"]`));
  };

  const onBook = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    startUsing();
    setNotice(undefined);
    const check = await checkBooking(readBooking(form, ready.postcode));
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
      onBooked({ booking: created.booking, address: check.details.address, postcode: check.details.postcode, email: check.details.email });
    } catch (error) {
      const failure = bookingFailure(error);
      if (failure.kind === 'fields') {
        setErrors(failure.errors);
        focusField(firstFieldInError(failure.errors));
        return;
      }
      setNotice(failure.message);
      focusAfterRender(() => noticeRef.current);
      // Someone else took the time: a fresh list, and the visitor's details stay in the form.
      if (failure.kind === 'taken') onTaken(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-times-heading`} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${ids}-times-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-navy-950">
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
          onMore={ready.nextFrom ? more : undefined}
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
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Bestiller…' : 'Bestill befaring'}
        </button>
      </form>
    </section>
  );
}

/** The choices by their group, in the order given. */
function groups(products: readonly ProductChoice[]): [string, ProductChoice[]][] {
  const byGroup = new Map<string, ProductChoice[]>();
  for (const p of products) byGroup.set(p.group, [...(byGroup.get(p.group) ?? []), p]);
  return [...byGroup];
}
