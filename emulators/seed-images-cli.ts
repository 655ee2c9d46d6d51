/**
 * `npm run seed:images`: paints the seed's pictures and builds their variants into the cache the test
 * and bench stacks copy (seed/image-cache.ts), when the current seed has none yet. `npm test` runs it
 * beside the unit and API tests, which leave a core idle while they wait for the emulators, so the
 * browser tests' stack finds the pictures ready on a fresh clone (decision 137).
 */
import { seedImages } from './seed/image-cache';

// The variant builder says what it built, a line per picture; this command says only how far it is.
console.info = () => undefined;
await seedImages((line) => process.stdout.write(`${line}\n`));
