import type { QueryClient } from '@tanstack/react-query';
import { setApiTransport } from '@/lib/api-client';
import { setViewingAt } from '@/lib/view-time';
import { atTransport, plainFetch } from './at-transport';

/**
 * Shows the site as it will be at `at`: the content routes are asked with `?at=`, the campaign the
 * pages pick is the one running then, and every cached answer of now is dropped (the pages on screen
 * load again). Only in this browser tab's memory: a reload is back at now.
 */
export function startDateView(client: QueryClient, at: Date): void {
  setApiTransport(atTransport(at));
  setViewingAt(at);
  void client.resetQueries();
}

/** Back to now: the ordinary requests, and the answers of the chosen time dropped. */
export function endDateView(client: QueryClient): void {
  setApiTransport(plainFetch);
  setViewingAt(null);
  void client.resetQueries();
}
