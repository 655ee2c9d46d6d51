import type * as Sonner from 'sonner';

/** Spec §9: at most 20 toasts at once, 4 s for normal and error toasts, 2 s for success. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;

// Visitors rarely see a toast, so sonner is its own chunk, fetched after the first render.
let sonner: Promise<typeof Sonner> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

/** The one way to show a toast. */
export const toast = {
  success: (message: string) => void loadSonner().then(({ toast: t }) => t.success(message, { duration: TOAST_SUCCESS_DURATION_MS })),
  error: (message: string) => void loadSonner().then(({ toast: t }) => t.error(message, { duration: TOAST_DURATION_MS })),
  info: (message: string) => void loadSonner().then(({ toast: t }) => t(message, { duration: TOAST_DURATION_MS })),
};
