import { useId, useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { renewCalendarFeed } from '../api/bookings';

/** A calendar program opens a webcal: address as a subscription. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * 'Kalenderabonnement': the signed-in staff member's private .ics address (decision 149), made new on
 * each request, so a new address is also how an old one is stopped. Shown once, to copy into Google
 * Calendar, Outlook or Apple Calendar; the server keeps only its hash.
 */
export function CalendarFeedPanel() {
  const ids = { heading: useId(), url: useId() };
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [dialog, confirm] = useConfirm();

  const onCreate = async () => {
    const ok = await confirm({
      message: 'Lage en ny kalenderadresse?',
      detail: 'Har du laget en adresse før, slutter den gamle å virke med en gang, også i kalenderne som abonnerer på den.',
      confirmLabel: 'Lag ny adresse',
    });
    if (!ok) return;
    setPending(true);
    try {
      setUrl((await renewCalendarFeed()).url);
      toast.success('Ny kalenderadresse er laget');
    } catch (e) {
      toast.error(isApiError(e) ? e.message : 'Kunne ikke lage adressen. Prøv igjen.');
    } finally {
      setPending(false);
    }
  };

  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Adressen er kopiert');
    } catch {
      toast.error('Kunne ikke kopiere. Merk adressen og kopier den selv.');
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id={ids.heading} className="text-lg font-semibold text-navy-950">
        Kalenderabonnement
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Få de kommende befaringene inn i din egen kalender. Adressen er din egen og hemmelig, som et passord: den som har den, ser kundenes navn, adresse og telefon. Lager du en ny
        adresse, slutter den gamle å virke med en gang.
      </p>
      <button type="button" className="btn-primary mt-3" disabled={pending} onClick={() => void onCreate()}>
        {pending ? 'Lager adresse…' : url ? 'Lag ny adresse' : 'Lag kalenderadresse'}
      </button>
      {url && (
        <div className="mt-4 space-y-3">
          <div>
            <label htmlFor={ids.url} className="field-label">
              Din kalenderadresse (.ics)
            </label>
            <div className="flex flex-wrap gap-2">
              <input id={ids.url} type="text" readOnly value={url} className="field-input min-w-0 flex-1 font-mono text-sm" onFocus={(e) => e.target.select()} />
              <button type="button" className="btn-secondary" onClick={() => void onCopy()}>
                Kopier
              </button>
            </div>
            <p className="mt-1 text-xs text-slate-600">Adressen vises bare nå. Trenger du den igjen, lager du en ny.</p>
          </div>
          <a href={webcal(url)} className="text-sm font-medium text-navy-900 underline underline-offset-2">
            Åpne i kalenderprogrammet på denne maskinen
          </a>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>
              <strong>Google Kalender</strong> (på nett): «Andre kalendere» → «+» → «Fra nettadresse», lim inn adressen og velg «Legg til kalender».
            </li>
            <li>
              <strong>Outlook</strong>: «Legg til kalender» → «Abonner fra nettet», lim inn adressen, gi kalenderen et navn og velg «Importer».
            </li>
            <li>
              <strong>Apple Kalender</strong>: på Mac «Arkiv» → «Nytt kalenderabonnement»; på iPhone «Innstillinger» → «Kalender» → «Kontoer» → «Legg til konto» → «Annet» →
              «Legg til abonnert kalender». Lim inn adressen.
            </li>
          </ul>
          <p className="text-xs text-slate-600">Kalenderne henter endringer selv, vanligvis i løpet av noen timer (Google kan bruke opptil et døgn).</p>
        </div>
      )}
      {dialog}
    </section>
  );
}
