import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { loadSonner, TOAST_DURATION_MS, TOAST_LIMIT } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
