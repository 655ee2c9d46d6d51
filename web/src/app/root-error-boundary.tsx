import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen';
import { NotFound } from '@/components/ui/not-found';
import { isChunkLoadError, reloadedHere, reloadOnce } from '@/lib/chunk-reload';

/**
 * The router's top-level error element: 404 responses get the not-found screen, a page whose code
 * is gone after a redeploy reloads once, anything else gets the error screen.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  // Decided once: after the reload the same failure shows the error screen.
  const [reloading] = useState(() => isChunkLoadError(error) && !reloadedHere());
  useEffect(() => {
    if (reloading) reloadOnce();
  }, [reloading]);
  if (reloading) return null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main>
        <NotFound />
      </main>
    );
  }
  return <ErrorScreen />;
}

/** Catches what fails outside the router (providers). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
