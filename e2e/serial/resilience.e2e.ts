import { spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { processStall } from '../../emulators/stack-process';
import { ROOT } from '../../emulators/stack-config';
import { adminPage, apiFetch, storedToken } from '../support/auth';
import { baseURL, useBrowser } from '../support/browser';
import { formToken } from '../support/contact';

/**
 * A stalled Firestore on the real local stack: the Firestore emulator (inside the launcher process) is
 * stopped with SIGSTOP while the Functions and Hosting emulators go on, as `kill -STOP` does.
 */

const WARM_PATHS = ['/', '/produkter/markiser/terrassemarkiser', '/referanser/terrassemarkise-i-jessheim', '/api/products'];

const browser = await useBrowser();

async function timedGet(path: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${baseURL()}${path}`, { signal: AbortSignal.timeout(15_000) });
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - started };
}

describe('when Firestore stalls on the local stack', () => {
  it('the warm pages still answer from the snapshot, a contact message is received, and after Firestore is back the rescue job puts it in the inbox once', async () => {
    const admin = await adminPage(browser);
    const token = await storedToken(admin.page);
    const subject = `Under stans ${Date.now()}`;

    // The form's token, fetched before the stall as the form fetches it on the first focus.
    const contactToken = await formToken(admin.context);
    const warm = new Map<string, string>();
    for (const path of WARM_PATHS) {
      await timedGet(path);
      const again = await timedGet(path);
      expect(again.status, path).toBe(200);
      warm.set(path, again.body);
    }

    const firestore = processStall(inject('stackPid'));
    firestore.stall();
    let received: { status: number; ms: number; body: string };
    try {
      // Past the snapshot's check interval, so each answer needs a check Firestore does not give.
      await new Promise((r) => setTimeout(r, 1500));
      for (const path of WARM_PATHS) {
        const { status, body, ms } = await timedGet(path);
        expect(status, path).toBe(200);
        expect(ms, path).toBeLessThan(1000);
        expect(body, path).toBe(warm.get(path));
      }
      const started = performance.now();
      const res = await fetch(`${baseURL()}/api/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Stans Testesen', contactEmail: 'stans@example.no', subject, message: 'Sendt mens databasen sto.', formToken: contactToken }),
        signal: AbortSignal.timeout(15_000),
      });
      received = { status: res.status, body: await res.text(), ms: performance.now() - started };
    } finally {
      firestore.resume();
    }
    expect(received.status).toBe(200);
    expect(received.ms).toBeLessThan(10_000);
    expect(JSON.parse(received.body)).toMatchObject({ data: { received: true } });

    const job = spawnSync('npm', ['run', '--silent', 'job', '--', '--data', inject('dataDir'), 'messageRescue'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(job.status, job.stdout + job.stderr).toBe(0);
    // The write Firestore did not take may land once it runs again: the rescue then merges instead of adding.
    expect(job.stdout).toMatch(/1 message\(s\) in the second store: (1 moved into Firestore, 0 already there|0 moved into Firestore, 1 already there), 0 left/);

    const inbox = await apiFetch(admin.context, '/api/messages', { token });
    expect(inbox.status).toBe(200);
    const mine = (inbox.body as { data: { subject: string; status: string }[] }).data.filter((m) => m.subject.endsWith(subject));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe('sent');
    await admin.context.close();
  });
});
