import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppErrorBoundary } from './root-error-boundary';

export function App({ router, queryClient }: { router: ReturnType<typeof createBrowserRouter>; queryClient?: QueryClient | undefined }) {
  return (
    <AppErrorBoundary>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
