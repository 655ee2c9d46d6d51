import { afterAll } from 'vitest';
import { releaseHungCalls } from './faults';

// A worker runs its API files one after another in one process: what a file left hanging must not
// answer, or time out, in the next.
afterAll(() => {
  releaseHungCalls();
});
