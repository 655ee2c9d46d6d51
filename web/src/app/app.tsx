import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppErrorBoundary } from './root-error-boundary';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
