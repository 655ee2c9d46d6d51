import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorMessage } from '@/components/ui/error-message';
import { Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { RequireAdmin } from '@/features/auth';
import { HistoryPanel, useRestoredForm } from '@/features/history';
import { isApiError } from '@/lib/api-client';
import { getSiteSettingsQueryOptions } from '@/features/settings/api/get-site-settings';
import { SettingsForm } from '../components/settings-form';

/** 404 means "never saved": the form starts empty instead of failing. */
function useStoredSettings() {
  const options = getSiteSettingsQueryOptions();
  const query = useQuery({ ...options, staleTime: 0, refetchOnMount: 'always', retry: false });
  const neverSaved = query.isError && isApiError(query.error) && query.error.status === 404;
  return { query, neverSaved };
}

/** /admin/innstillinger: the company keeps its own facts up to date. */
export default function SettingsScreen() {
  const queryClient = useQueryClient();
  const { query, neverSaved } = useStoredSettings();
  const reload = async () => {
    try {
      return await queryClient.fetchQuery({ ...getSiteSettingsQueryOptions(), staleTime: 0 });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  };
  // A restored version is shown in a fresh form (the old one held the facts before the restore).
  const restored = useRestoredForm(query.data?.modified_at, reload);

  return (
    <RequireAdmin>
      {/* Inside the admin shell, which gives the page its margins and the way back (the admin menu). */}
      <div className="max-w-4xl">
        <Seo title="Innstillinger" noindex />
        <h1 className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">Innstillinger</h1>
        <p className="mt-2 text-slate-700">Firmaets kontaktopplysninger, åpningstider, ansatte, partnere og kartposisjon. Endringene vises på nettsiden når du lagrer.</p>
        <div className="mt-8">
          {/* Start from a version fetched now, not from what the visitor pages cached earlier. */}
          {query.isPending || (query.isFetching && !query.isFetchedAfterMount) || restored.waiting ? (
            <LoadingBlock label="Laster innstillinger…" minHeight={480} />
          ) : query.isSuccess || neverSaved ? (
            // Mounted once: a version fetched later (after a 409) is offered, never forced over the admin's input.
            <SettingsForm key={restored.formKey} initial={query.data ?? null} reload={reload} />
          ) : (
            <ErrorMessage>Kunne ikke hente innstillingene. Prøv å laste siden på nytt.</ErrorMessage>
          )}
        </div>
        {query.isSuccess && (
          <div className="mt-10">
            <HistoryPanel
              item={{ kind: 'settings', id: 'site' }}
              current={query.data}
              version={query.data.modified_at}
              onRestored={restored.onRestored}
              onConflict={reload}
            />
          </div>
        )}
      </div>
    </RequireAdmin>
  );
}
