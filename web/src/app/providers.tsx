import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { loadSonner, toaster, TOAST_DURATION_MS, TOAST_LIMIT } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Rendered after the Toaster: its effect runs once the Toaster's own subscription is live. */
function ToasterMounted() {
  useEffect(() => toaster.mounted(), []);
  return null;
}

/** `client`: the one filled with the data the server embedded (start-app.tsx, entry-server.tsx); a new one otherwise. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient | undefined }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // The Toaster (and sonner) arrive with the first toast, not with the page.
  const toastWanted = useSyncExternalStore(toaster.subscribe, toaster.wanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts appear bottom-right. */}
      {toastWanted && (
        <Suspense fallback={null}>
          <Toaster position="bottom-right" visibleToasts={TOAST_LIMIT} duration={TOAST_DURATION_MS} richColors closeButton />
          <ToasterMounted />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
