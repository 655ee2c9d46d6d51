import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack-config';
import { repositoryImports } from './import-graph';

/**
 * Test helpers and fixtures live in two places: test/ (the shared harness; the web tests' helpers in
 * test/web/) and e2e/support/ (the browser tests' support). A module that only tests import is a test
 * helper, wherever it was written, so it belongs there: beside the code it would be mistaken for code.
 */
const HELPER_PLACES = /^(?:test|e2e\/support)\//;
/** Modules a build starts from rather than imports (the server renderer: web/package.json's `vite build --ssr`), which tests import too. */
const BUILD_ENTRIES = new Set(['web/src/entry-server.tsx']);

const isTest = (file: string) => /\.(?:test\.tsx?|e2e\.ts)$/.test(file);

/** The modules outside the two places whose every importer is a test or another helper: helpers out of place. */
export function helpersOutOfPlace(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const importers = new Map<string, string[]>();
  for (const [file, deps] of imports) for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), file]);
  const testSide = (file: string) => isTest(file) || HELPER_PLACES.test(file);
  return [...importers]
    .filter(([file, by]) => !testSide(file) && !BUILD_ENTRIES.has(file) && by.every(testSide))
    .map(([file]) => file)
    .sort();
}

describe('test helpers and fixtures', () => {
  it('find a planted fixture beside the code, and leave code the app imports too', () => {
    const planted = new Map<string, string[]>([
      ['web/src/features/quotes/lib/quote-total.ts', []],
      ['web/src/features/quotes/lib/quote-fixture.ts', ['web/src/features/quotes/lib/quote-total.ts']],
      ['web/src/features/quotes/lib/quote-total.test.ts', ['web/src/features/quotes/lib/quote-fixture.ts', 'web/src/features/quotes/lib/quote-total.ts']],
      ['functions/src/services/bookings/booking-doc.ts', []],
      ['functions/src/services/bookings/booking-mail.int.test.ts', ['functions/src/services/bookings/booking-doc.ts']],
      ['e2e/support/auth.ts', ['functions/src/services/bookings/booking-doc.ts']],
      ['test/booking-fixture.ts', ['schema/src/booking.ts']],
      ['functions/src/services/bookings/booking-mail.ts', ['schema/src/booking.ts']],
      ['schema/src/booking.ts', []],
    ]);
    expect(helpersOutOfPlace(planted)).toEqual(['functions/src/services/bookings/booking-doc.ts', 'web/src/features/quotes/lib/quote-fixture.ts']);
  });

  it('live only in test/ and e2e/support/', () => {
    const imports = repositoryImports(ROOT);
    // A graph that found nothing would pass without proving anything.
    expect(imports.size).toBeGreaterThan(500);
    expect(helpersOutOfPlace(imports)).toEqual([]);
  });
});
