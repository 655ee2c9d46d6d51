import { readFileSync } from 'node:fs';

/**
 * The local test stack's clock: the real time plus an offset (whole milliseconds) that the browser
 * tests write into a file of the stack's temporary data folder, so a test can move the functions'
 * time to a scheduled minute instead of waiting for it (decision 134, addendum). Only the one who
 * can write that folder can move it: there is no route for it. The file is read at each call, so
 * every Functions worker sees a change at once; a missing or unreadable file means no offset.
 */
export function offsetClock(file: string, read: (file: string) => string = (f) => readFileSync(f, 'utf8')): () => Date {
  return () => {
    let offset = 0;
    try {
      const parsed = Number(read(file).trim());
      if (Number.isSafeInteger(parsed)) offset = parsed;
    } catch {
      // No file yet: the real time.
    }
    return new Date(Date.now() + offset);
  };
}

/**
 * The clock the functions answer with: the test clock when the configuration names its file (only in
 * the Functions emulator, see config.ts testClockFile), else none, so the real time.
 */
export function appClock(testClockFile: string | undefined): (() => Date) | undefined {
  return testClockFile ? offsetClock(testClockFile) : undefined;
}
