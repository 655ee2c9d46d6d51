import { Spinner } from '@/components/ui/spinner';

/** What a guarded route shows while the sign-in state loads. */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/90" data-testid="auth-loading">
      <Spinner size="lg" label="Sjekker innlogging…" />
    </div>
  );
}
