import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { loadSonner, TOAST_DURATION_MS, TOAST_LIMIT } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** `client`: the one filled with the data the server embedded (main.tsx, entry-server.tsx); a new one otherwise. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient | undefined }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts appear bottom-right (spec §1). */}
      <Suspense fallback={null}>
        <Toaster position="bottom-right" visibleToasts={TOAST_LIMIT} duration={TOAST_DURATION_MS} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
