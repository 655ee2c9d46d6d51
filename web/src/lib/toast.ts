import type * as Sonner from 'sonner';

/** At most 20 toasts at once, 4 s for normal and error toasts, 2 s for success. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;

// Visitors rarely see a toast, so sonner is its own chunk, fetched with the first toast rather than
// with the page, and its Toaster mounts then (app/providers.tsx).
let sonner: Promise<typeof Sonner> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

let wanted = false;
const listeners = new Set<() => void>();
let toasterMounted!: () => void;
const mounted = new Promise<void>((resolve) => (toasterMounted = resolve));

/** For useSyncExternalStore: whether any toast was asked for yet. */
export const toaster = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => wanted,
  /** The Toaster's subscription is live: toasts shown from now on appear (sonner drops earlier ones). */
  mounted: () => toasterMounted(),
};

async function show(display: (t: typeof Sonner.toast) => void) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast: t }] = await Promise.all([loadSonner(), mounted]);
  display(t);
}

/** The one way to show a toast. */
export const toast = {
  success: (message: string) => void show((t) => t.success(message, { duration: TOAST_SUCCESS_DURATION_MS })),
  error: (message: string) => void show((t) => t.error(message, { duration: TOAST_DURATION_MS })),
  info: (message: string) => void show((t) => t(message, { duration: TOAST_DURATION_MS })),
};
