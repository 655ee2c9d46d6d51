import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inProcessRunning, markInProcessRun, waitForInProcessRun } from './in-process-mark';

const mark = () => join(mkdtempSync(join(tmpdir(), 'rms-mark-')), 'in-process.running');

describe('the in-process run’s mark', () => {
  it('holds while the run lasts and is gone after its teardown', () => {
    const file = mark();
    expect(inProcessRunning(file)).toBe(false);
    const teardown = markInProcessRun(file);
    expect(inProcessRunning(file)).toBe(true);
    teardown();
    expect(existsSync(file)).toBe(false);
    expect(inProcessRunning(file)).toBe(false);
  });

  it('counts as gone when the process that left it has ended (a killed run)', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    const file = mark();
    writeFileSync(file, String(child.pid));
    expect(inProcessRunning(file)).toBe(false);
    writeFileSync(file, 'not a pid');
    expect(inProcessRunning(file)).toBe(false);
  });

  it('is waited for until it is removed, and no longer than the limit', async () => {
    const file = mark();
    const teardown = markInProcessRun(file);
    setTimeout(teardown, 150);
    expect(await waitForInProcessRun({ file, pollMs: 10 })).toBeGreaterThanOrEqual(140);
    markInProcessRun(file);
    const waited = await waitForInProcessRun({ file, pollMs: 10, limitMs: 50 });
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(inProcessRunning(file)).toBe(true);
    expect(await waitForInProcessRun({ file: mark(), pollMs: 10 })).toBeLessThan(50);
  });
});
