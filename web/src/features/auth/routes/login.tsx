import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

/** Google's four-colour "G". */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width={20} height={20} aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/**
 * Where to go after sign-in: the guarded page that sent the visitor here (RequireAuth passes it as
 * `state.from`), else '/'. Only an in-site path is followed.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== paths.login ? from : paths.home;
}

/** Login: 'Welcome to RMS', Google sign-in in a popup; then back to the guarded page, or '/'. */
export default function LoginPage() {
  const { user, loading, error, signInWithGoogle } = useAuth();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();

  // Lists fetched anonymously (published projects only) are stale once an admin's token exists.
  useEffect(() => {
    if (user) void queryClient.invalidateQueries();
  }, [user, queryClient]);

  if (user) return <Navigate to={returnPath(location.state)} replace />;

  const busy = pending || loading;
  const onClick = async () => {
    setPending(true);
    try {
      await signInWithGoogle();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-16">
      <Seo title="Logg inn" noindex />
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-sand-200">
        <h1 className="text-2xl font-semibold text-navy-950">Welcome to RMS</h1>
        <p className="mt-2 text-sm text-slate-600">Sign in to manage products, references and the site.</p>
        <button type="button" onClick={onClick} disabled={busy} className="btn-secondary mt-8 w-full">
          <GoogleMark />
          {busy ? 'Signing in...' : 'Sign in with Google'}
        </button>
        {error && (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error.message}
          </p>
        )}
      </div>
    </section>
  );
}
