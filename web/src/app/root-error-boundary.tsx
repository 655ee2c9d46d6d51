import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen';
import { isChunkLoadError, reloadedHere, reloadOnce } from '@/lib/chunk-reload';

/** What a page that failed shows: a page whose code is gone after a redeploy reloads once, anything else gets the error screen. */
function RouteError({ error }: { error: unknown }) {
  // Decided once: after the reload the same failure shows the error screen.
  const [reloading] = useState(() => isChunkLoadError(error) && !reloadedHere());
  useEffect(() => {
    if (reloading) reloadOnce();
  }, [reloading]);
  if (reloading) return null;
  return <ErrorScreen />;
}

/**
 * Catches what fails while a page renders or loads its code, and shows {@link RouteError} in place
 * of the whole page. The next address renders afresh.
 */
export class RouteErrorBoundary extends Component<{ location: Location; children: ReactNode }, { error: unknown; location: Location }> {
  override state: { error: unknown; location: Location } = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
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
