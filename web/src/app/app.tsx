import type { QueryClient } from '@tanstack/react-query';
import { AppRouter, type AppHistory } from '@/lib/router-history';
import { AppProviders } from './providers';
import { AppErrorBoundary } from './root-error-boundary';
import { AppRoutes } from './router';

export function App({ history, queryClient }: { history: AppHistory; queryClient?: QueryClient | undefined }) {
  return (
    <AppErrorBoundary>
      <AppProviders client={queryClient}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
