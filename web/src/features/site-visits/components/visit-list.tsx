import { zodResolver } from '@hookform/resolvers/zod';
import { fromOsloInput, toOsloInput, visitTimeLabel, type StaffBooking } from '@rms/schema';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FieldMessage } from '@/components/ui/labelled-field';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { href } from '@/config/paths';
import { findNodeById, useProducts } from '@/features/products';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBookings, useChangeBooking } from '../api/bookings';
import { upcomingRange, UPCOMING_DAYS, visitDays, visitHours } from '../lib/visit-days';

/** The move form: a day and time in Oslo (any time: staff may agree one on the phone). */
const MoveFormSchema = z.object({
  when: z
    .string()
    .min(1, 'Velg dag og klokkeslett')
    .refine((value) => fromOsloInput(value) !== null, 'Velg dag og klokkeslett'),
});
/** The cancel form: the reason the visitor is told (optional). */
const CancelFormSchema = z.object({ reason: z.string().trim().max(500, 'Høyst 500 tegn') });

const failure = (error: unknown) => (isApiError(error) ? error.message : 'Noe gikk galt. Prøv igjen.');

function MoveForm({ visit, onDone }: { visit: StaffBooking; onDone: () => void }) {
  const id = useId();
  const form = useForm<z.infer<typeof MoveFormSchema>>({ resolver: zodResolver(MoveFormSchema), defaultValues: { when: toOsloInput(visit.start) } });
  const change = useChangeBooking();
  const [dialog, confirm] = useConfirm();
  const error = form.formState.errors.when?.message;
  const submit = form.handleSubmit(async ({ when }) => {
    const start = fromOsloInput(when)!;
    const ok = await confirm({
      message: `Flytte befaringen til ${visitTimeLabel(start)}?`,
      detail: `${visit.name} får en oppdatert kalenderinvitasjon på e-post.`,
      confirmLabel: 'Flytt befaringen',
    });
    if (!ok) return;
    try {
      await change.mutateAsync({ id: visit.id, patch: { start } });
      toast.success(`Befaringen er flyttet til ${visitTimeLabel(start)}`);
      onDone();
    } catch (e) {
      toast.error(failure(e));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Flytt befaringen for ${visit.name}`} className="mt-3 flex flex-wrap items-end gap-3 rounded-md bg-sand-50 p-3">
      <div>
        <label htmlFor={id} className="field-label">
          Ny tid (norsk tid)
        </label>
        <input id={id} type="datetime-local" className="field-input" aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...form.register('when')} />
        {error && <FieldMessage id={`${id}-error`}>{error}</FieldMessage>}
      </div>
      <button type="submit" className="btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Flytter…' : 'Lagre ny tid'}
      </button>
      <button type="button" className="btn-secondary" onClick={onDone}>
        Avbryt
      </button>
      {dialog}
    </form>
  );
}

function CancelForm({ visit, onDone }: { visit: StaffBooking; onDone: () => void }) {
  const id = useId();
  const form = useForm<z.infer<typeof CancelFormSchema>>({ resolver: zodResolver(CancelFormSchema), defaultValues: { reason: '' } });
  const change = useChangeBooking();
  const [dialog, confirm] = useConfirm();
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(async ({ reason }) => {
    const ok = await confirm({
      message: `Avlyse befaringen ${visitTimeLabel(visit.start)}?`,
      detail: `${visit.name} får beskjed på e-post${reason ? ', med grunnen' : ''}, og tiden blir ledig for andre.`,
      confirmLabel: 'Avlys befaringen',
      cancelLabel: 'Ikke avlys',
      danger: true,
    });
    if (!ok) return;
    try {
      await change.mutateAsync({ id: visit.id, patch: { status: 'cancelled', ...(reason ? { reason } : {}) } });
      toast.success('Befaringen er avlyst');
      onDone();
    } catch (e) {
      toast.error(failure(e));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Avlys befaringen for ${visit.name}`} className="mt-3 space-y-2 rounded-md bg-sand-50 p-3">
      <label htmlFor={id} className="field-label">
        Grunn (sendes til kunden, kan stå tom)
      </label>
      <textarea id={id} rows={2} className="field-input" aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...form.register('reason')} />
      {error && <FieldMessage id={`${id}-error`}>{error}</FieldMessage>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={change.isPending}>
          {change.isPending ? 'Avlyser…' : 'Avlys befaringen'}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Avbryt
        </button>
      </div>
      {dialog}
    </form>
  );
}

function VisitItem({ visit, product }: { visit: StaffBooking; product: string | undefined }) {
  const titleId = useId();
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null);
  const cancelled = visit.status === 'cancelled';
  return (
    <li aria-labelledby={titleId} className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={titleId} className="font-medium break-words text-navy-950">
          <span className="tabular-nums">{visitHours(visit)}</span> {visit.name}
        </h4>
        {cancelled && <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">Avlyst</span>}
      </div>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
        {visit.address}, {visit.postcode} ({visit.area})
        {product && ` · ${product}`}
      </p>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
        <a href={`tel:${visit.phone.replace(/\s/g, '')}`} className="text-accent-700 underline underline-offset-2">
          {visit.phone}
        </a>{' '}
        · {visit.email}
      </p>
      {visit.message && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{visit.message}</p>}
      {cancelled && visit.cancelReason && <p className="mt-1 text-sm text-slate-700">Grunn: {visit.cancelReason}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {visit.enquiryId && (
          <Link to={href.adminEnquiry(visit.enquiryId)} className="btn-secondary px-3 py-1.5 text-sm">
            Åpne henvendelsen<span className="sr-only"> fra {visit.name}</span>
          </Link>
        )}
        {!cancelled && (
          <>
            <button type="button" className="btn-secondary px-3 py-1.5 text-sm" aria-expanded={open === 'move'} onClick={() => setOpen(open === 'move' ? null : 'move')}>
              Flytt<span className="sr-only"> befaringen for {visit.name}</span>
            </button>
            <button type="button" className="btn px-3 py-1.5 text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50" aria-expanded={open === 'cancel'} onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}>
              Avlys<span className="sr-only"> befaringen for {visit.name}</span>
            </button>
          </>
        )}
      </div>
      {open === 'move' && <MoveForm visit={visit} onDone={() => setOpen(null)} />}
      {open === 'cancel' && <CancelForm visit={visit} onDone={() => setOpen(null)} />}
    </li>
  );
}

/**
 * The coming visits, by day in Oslo time: each with the visitor, the address, the product and a link
 * to its enquiry; staff move one to any time or cancel it with a reason, and the visitor is mailed.
 */
export function VisitList({ now }: { now?: Date }) {
  const headingId = useId();
  const range = useMemo(() => upcomingRange(now ?? new Date()), [now]);
  const { data, isPending, isError, refetch } = useBookings(range);
  const products = useProducts();
  const [showCancelled, setShowCancelled] = useState(false);
  const cancelledCount = data?.filter((b) => b.status === 'cancelled').length ?? 0;
  const days = useMemo(() => visitDays((data ?? []).filter((b) => showCancelled || b.status === 'booked')), [data, showCancelled]);
  const productTitle = (id: string | null) => (id && products.data ? findNodeById(products.data.sub, id)?.title : undefined);

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-navy-950">
          Kommende befaringer
        </h2>
        {cancelledCount > 0 && (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5" checked={showCancelled} onChange={(e) => setShowCancelled(e.target.checked)} />
            Vis avlyste ({cancelledCount})
          </label>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">De neste {UPCOMING_DAYS} dagene, i norsk tid.</p>
      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <LoadFailed className="mt-4" onRetry={() => void refetch()}>
          Kunne ikke hente befaringene
        </LoadFailed>
      ) : days.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Ingen befaringer er bestilt.</p>
      ) : (
        <ol aria-label="Dager" className="mt-4 space-y-4">
          {days.map((day) => (
            <li key={day.date}>
              <h3 className="border-b border-sand-200 pb-1 font-semibold text-navy-950 first-letter:uppercase">{day.label}</h3>
              <ul aria-label={day.label} className="divide-y divide-sand-200">
                {day.visits.map((visit) => (
                  <VisitItem key={visit.id} visit={visit} product={productTitle(visit.productId)} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
