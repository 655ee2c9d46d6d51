import { describe, expect, it, vi } from 'vitest';
import { startJobRun, type ScheduledEvent } from './run';
import { env, eventuallyGone, useFakeBundle } from '../../test/job-support';

const fake = useFakeBundle();

describe('startJobRun', () => {
  const event: ScheduledEvent = { scheduleTime: '2026-11-26T01:30:00.000Z', jobName: 'firebase-schedule-hello-europe-north1' };
  const run = async (name: string, timeLimitMs = 20_000) => {
    const lines: string[] = [];
    const outcome = await startJobRun({ name, timeLimitMs }, { bundle: fake.bundle, env: env(), event, log: (l, s) => lines.push(`${s}: ${l}`) }).done;
    return { outcome, lines };
  };

  it("calls the handler in another process with the event and the stack's environment, and passes on its lines", async () => {
    const { outcome, lines } = await run('hello');
    expect(outcome).toMatchObject({ status: 'ok', exitCode: 0 });
    expect(lines).toContain('stdout: hello firebase-schedule-hello-europe-north1 2026-11-26T01:30:00.000Z /tmp/blobs UTC');
    const pid = Number(lines.find((l) => l.startsWith('stderr: pid '))!.slice('stderr: pid '.length));
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
  });

  it('reports a thrown error as a failed run with its message', async () => {
    const { outcome, lines } = await run('broken');
    expect(outcome).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(lines.join('\n')).toMatch(/stderr: Error: boom: the backup bucket is gone/);
  });

  it('survives a job that crashes its process', async () => {
    const { outcome, lines } = await run('crash');
    expect(outcome.status).toBe('failed');
    expect(lines.join('\n')).toContain('uncaught in a timer');
  });

  it('fails a name that is not a scheduled function', async () => {
    const { outcome, lines } = await run('api');
    expect(outcome.status).toBe('failed');
    expect(lines.join('\n')).toContain('api is not a scheduled function');
  });

  it('kills a run at its time limit, with whatever it started', async () => {
    const { outcome, lines } = await run('hang', 1500);
    expect(outcome.status).toBe('timed-out');
    expect(outcome.durationMs).toBeGreaterThanOrEqual(1500);
    expect(outcome.durationMs).toBeLessThan(10_000);
    const [jobPid, sleeperPid] = lines.find((l) => l.startsWith('stdout: pids '))!.slice('stdout: pids '.length).split(' ').map(Number);
    expect(await eventuallyGone(jobPid!)).toBe(true);
    expect(await eventuallyGone(sleeperPid!)).toBe(true);
  });

  it('stops a run when asked (the launcher stopping)', async () => {
    const lines: string[] = [];
    const running = startJobRun({ name: 'hang', timeLimitMs: 60_000 }, { bundle: fake.bundle, env: env(), event, log: (l) => lines.push(l) });
    await vi.waitFor(() => expect(lines.some((l) => l.startsWith('pids '))).toBe(true), { timeout: 10_000 });
    const outcome = await running.stop();
    expect(outcome.status).toBe('stopped');
    expect(await eventuallyGone(running.pid!)).toBe(true);
  });
});
