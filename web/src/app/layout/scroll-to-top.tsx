import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change scrolls smoothly to the top (instantly for reduced-motion users). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
