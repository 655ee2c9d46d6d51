import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorMessage } from '@/components/ui/error-message';
import { LoadingBlock } from '@/components/ui/spinner';
import { RequireAdmin } from '@/features/auth';
import { HistoryPanel, useRestoredForm } from '@/features/history';
import { isApiError } from '@/lib/api-client';
import { getSiteSettingsQueryOptions } from '@/features/settings/api/get-site-settings';
import { SettingsForm } from './settings-form';

/** 404 means "never saved": the form starts empty instead of failing. */
function useStoredSettings() {
  const options = getSiteSettingsQueryOptions();
  const query = useQuery({ ...options, staleTime: 0, refetchOnMount: 'always', retry: false });
  const neverSaved = query.isError && isApiError(query.error) && query.error.status === 404;
  return { query, neverSaved };
}

/** The 'Innstillinger' screen's body (administrators only): the company keeps its own facts up to date, and can restore an earlier version. */
export function SettingsEditor() {
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
      <div className="max-w-4xl">
        <div className="mt-2">
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
