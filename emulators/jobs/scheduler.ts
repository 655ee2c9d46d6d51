/**
 * Cloud Scheduler's part of the local stack (decision 006): the scheduled functions of the built
 * bundle (./discovery.ts) run on their schedules (./schedule.ts) through their own `.run(event)`, each
 * run in a fresh Node process (./run.ts). Shared by the launcher (`npm start`) and `npm run job`, which
 * finds the running stack through the state file the launcher writes (./stack-state.ts).
 */
import { backoffMs, type ScheduledJob } from './discovery';
import { describeOutcome, formatDuration, type JobRun, type ScheduledEvent } from './run';
import { formatTime, parseSchedule, type JobSchedule } from './schedule';

/** setTimeout's longest delay (~24.8 days); a monthly job re-arms when it wakes early. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Slot {
  job: ScheduledJob;
  schedule: JobSchedule;
  nextAt: Date;
  timer?: NodeJS.Timeout;
  /** From a run's start to the end of its last retry: a due time then is skipped, never run twice. */
  busy: boolean;
  run?: JobRun;
}

export interface SchedulerOptions {
  startRun: (job: ScheduledJob, event: ScheduledEvent) => JobRun;
  /** One line about a job (the launcher prefixes it with `[job <name>]`). */
  log: (jobName: string, line: string) => void;
}

/** Runs each job when its schedule says, one run of a job at a time, with the job's retries. */
export class JobScheduler {
  private readonly slots: Slot[] = [];
  private stopped = false;
  private readonly waits = new Set<() => void>();

  constructor(
    jobs: ScheduledJob[],
    private readonly opts: SchedulerOptions,
  ) {
    for (const job of jobs) {
      try {
        this.slots.push({ job, schedule: parseSchedule(job.schedule, job.timeZone), nextAt: new Date(0), busy: false });
      } catch (e) {
        opts.log(job.name, `not scheduled: ${(e as Error).message} (npm run job -- ${job.name} still runs it)`);
      }
    }
  }

  /** Arms every job from now; the first run is the schedule's first time after now, as after a deploy. */
  start(now = new Date()): void {
    for (const slot of this.slots) this.arm(slot, slot.schedule.next(now));
  }

  /** Each scheduled job with its schedule and next due time. */
  plan(): { job: ScheduledJob; schedule: string; nextAt: Date }[] {
    return this.slots.map((s) => ({ job: s.job, schedule: s.schedule.text, nextAt: s.nextAt }));
  }

  /** No more runs; running ones are killed and awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const slot of this.slots) clearTimeout(slot.timer);
    for (const wake of this.waits) wake();
    await Promise.all(this.slots.map((s) => s.run?.stop()));
  }

  private arm(slot: Slot, at: Date): void {
    slot.nextAt = at;
    slot.timer = setTimeout(() => this.due(slot), Math.min(Math.max(0, at.getTime() - Date.now()), MAX_TIMER_MS));
  }

  private due(slot: Slot): void {
    if (this.stopped) return;
    const due = slot.nextAt;
    if (Date.now() < due.getTime()) return this.arm(slot, due);
    // From the due time, or from now after a sleep of the machine: missed times are not made up.
    try {
      this.arm(slot, slot.schedule.next(new Date(Math.max(due.getTime(), Date.now()))));
    } catch (e) {
      this.opts.log(slot.job.name, `no further runs: ${(e as Error).message}`);
    }
    if (slot.busy) {
      this.opts.log(slot.job.name, `still running: the run due at ${formatTime(due, slot.job.timeZone)} is skipped`);
      return;
    }
    void this.runWithRetries(slot, due);
  }

  private async runWithRetries(slot: Slot, due: Date): Promise<void> {
    const { job } = slot;
    slot.busy = true;
    try {
      for (let attempt = 0; ; attempt++) {
        this.opts.log(job.name, attempt === 0 ? `started (due ${formatTime(due, job.timeZone)})` : `retry ${attempt} of ${job.retry.count}`);
        slot.run = this.opts.startRun(job, { scheduleTime: due.toISOString(), jobName: job.schedulerJobName });
        const outcome = await slot.run.done;
        slot.run = undefined;
        const more = outcome.status !== 'ok' && outcome.status !== 'stopped' && attempt < job.retry.count && !this.stopped;
        const wait = more ? backoffMs(job.retry, attempt + 1) : 0;
        const then = more ? `retry in ${formatDuration(wait)}` : `next at ${formatTime(slot.nextAt, job.timeZone)}`;
        this.opts.log(job.name, `${describeOutcome(outcome)}${this.stopped ? '' : `; ${then}`}`);
        if (!more || !(await this.sleep(wait))) return;
      }
    } finally {
      slot.busy = false;
    }
  }

  /** Resolves true after `ms`, or false at once when the scheduler stops. */
  private sleep(ms: number): Promise<boolean> {
    return new Promise((res) => {
      const wake = () => {
        clearTimeout(timer);
        this.waits.delete(wake);
        res(false);
      };
      const timer = setTimeout(() => {
        this.waits.delete(wake);
        res(!this.stopped);
      }, ms);
      this.waits.add(wake);
    });
  }
}
