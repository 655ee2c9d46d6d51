import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { FullScreenSpinner } from './full-screen-spinner';

/**
 * The sign-in guard: a full-screen spinner while the sign-in state loads, /login
 * without a signed-in user, the page otherwise.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
