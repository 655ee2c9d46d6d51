import type { PreviewLink, PreviewLinkState } from '@rms/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { createPreviewLink, getPreviewLinksQueryOptions, revokePreviewLink, type PreviewItem } from '../api/preview-links';

export interface PreviewLinksPanelProps {
  item: PreviewItem;
  /** Whether the item is a draft now: only a draft gets new links. */
  draft: boolean;
}

const time = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeStyle: 'short' });
const when = (iso: string) => time.format(new Date(iso));

const STATE_STYLE: Record<PreviewLinkState, string> = {
  aktiv: 'bg-emerald-100 text-emerald-900',
  utløpt: 'bg-slate-100 text-slate-700',
  'trukket tilbake': 'bg-red-100 text-red-900',
  publisert: 'bg-sky-100 text-sky-900',
};

/** A link that still opens something: it can be revoked. */
const revocable = (link: PreviewLink) => link.state === 'aktiv' || link.state === 'publisert';

/** The new link, shown once: the token is in no list and cannot be shown again. */
function NewLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Lenken er kopiert');
    } catch {
      toast.error('Kunne ikke kopiere. Merk lenken og kopier den selv.');
    }
  };
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-new-preview-link>
      <label htmlFor={id} className="field-label">
        Ny forhåndsvisningslenke
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input id={id} readOnly value={url} className="field-input min-w-0 flex-1 font-mono text-sm" onFocus={(e) => e.target.select()} />
        <button type="button" className="btn-primary" onClick={() => void copy()}>
          Kopier lenke
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700">Lenken vises bare nå. Send den til kunden; den virker til {when(expiresAt)}.</p>
    </div>
  );
}

/**
 * 'Forhåndsvisning' on a product's or project's edit screen: 'Del forhåndsvisning' makes a
 * link anyone can open without signing in, to see the draft as visitors will; every link made for the
 * item is listed with who made it, when it expires and its state, and can be revoked.
 */
export function PreviewLinksPanel({ item, draft }: PreviewLinksPanelProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const { data: links, isPending, isError } = useQuery(getPreviewLinksQueryOptions(item, draft));
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: getPreviewLinksQueryOptions(item).queryKey });

  /** One change of the item's links at a time; the list is reloaded after it. */
  const change = async (work: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await work();
      await reload();
    } catch (e) {
      console.warn(failure, e);
      toast.error(`${failure}. Prøv igjen.`);
    } finally {
      setBusy(false);
    }
  };

  const share = () =>
    change(async () => {
      const answer = await createPreviewLink(item);
      setCreated({ url: new URL(answer.url, window.location.origin).href, expiresAt: answer.expiresAt });
    }, 'Kunne ikke lage lenken');

  const revoke = (link: PreviewLink) =>
    change(async () => {
      await revokePreviewLink(item, link.id);
      toast.success('Lenken er trukket tilbake');
    }, 'Kunne ikke trekke tilbake lenken');

  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id={headingId} className="text-xl font-semibold text-navy-950">
        Forhåndsvisning
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Del en lenke som viser utkastet slik besøkende vil se det, uten innlogging. Lenken virker i 7 dager, til den trekkes tilbake, eller til siden publiseres (da går den til
        den publiserte siden).
      </p>
      <div className="mt-4">
        <button type="button" className="btn-primary" onClick={() => void share()} disabled={!draft || busy}>
          Del forhåndsvisning
        </button>
        {!draft && <p className="mt-2 text-sm text-slate-700">Siden er publisert: del den vanlige adressen.</p>}
      </div>
      {created && <NewLink url={created.url} expiresAt={created.expiresAt} />}
      {isPending ? (
        <Spinner label="Laster lenker…" />
      ) : isError ? (
        <p className="mt-4 text-sm text-red-800">Kunne ikke hente lenkene.</p>
      ) : links.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Ingen lenker er laget ennå.</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200" aria-label="Forhåndsvisningslenker">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-3 py-3" data-preview-link-id={link.id}>
              <div className="min-w-0 flex-1 text-sm text-slate-900">
                <p>
                  Laget {when(link.createdAt)} av {link.createdBy.email ?? 'ukjent'}
                </p>
                <p className="text-slate-700">{link.revokedAt ? `Trukket tilbake ${when(link.revokedAt)}` : `Utløper ${when(link.expiresAt)}`}</p>
              </div>
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE_STYLE[link.state]}`}>{link.state}</span>
              {revocable(link) && (
                <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => void revoke(link)} disabled={busy}>
                  Trekk tilbake
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
