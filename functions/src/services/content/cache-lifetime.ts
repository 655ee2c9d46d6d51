/**
 * A Cache-Control that never lets a cached copy outlive `next` (the next start or end of a campaign
 * it shows, or of any other change in visibility): every lifetime, stale-while-revalidate included,
 * is cut so browser and CDN copies are gone by then. Without a change ahead the base stands.
 */
export interface CacheLifetimes {
  maxAge: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
}

export function cacheControlUntil(base: CacheLifetimes, next: Date | null, now: Date): string {
  const left = next === null ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor((next.getTime() - now.getTime()) / 1000));
  const sMaxAge = Math.min(base.sMaxAge, left);
  const maxAge = Math.min(base.maxAge, left);
  const swr = Math.min(base.staleWhileRevalidate, left - sMaxAge);
  return `public, max-age=${maxAge}, s-maxage=${sMaxAge}${swr > 0 ? `, stale-while-revalidate=${swr}` : ''}`;
}
