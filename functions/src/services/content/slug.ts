import { MAX_ID_LENGTH, slugify } from '@rms/schema';

/** The n-th candidate for a slug: base, base-2, base-3, ... always within the id length limit. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_ID_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * The first free readable id for a title. `isTaken` decides (existing ids, reserved words);
 * a title with no usable letters falls back to `fallback` ("produkt", "prosjekt").
 */
export async function uniqueSlug(title: string, fallback: string, isTaken: (id: string) => boolean | Promise<boolean>): Promise<string> {
  const base = slugify(title) || fallback;
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    if (!(await isTaken(candidate))) return candidate;
  }
}
