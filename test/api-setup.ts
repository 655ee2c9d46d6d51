import { afterAll } from 'vitest';
import { releaseHungCalls } from './faults';

// The API files share one process: what a file left hanging must not answer, or time out, in the next.
afterAll(() => {
  releaseHungCalls();
});
