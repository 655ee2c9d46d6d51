/**
 * When a scheduled function runs: Cloud Scheduler's two schedule forms, read the way it reads them,
 * and times told in the job's time zone.
 */
import { Cron } from 'croner';

export interface JobSchedule {
  /** As written, with the time zone of a cron schedule: for the launcher's lines. */
  readonly text: string;
  /** The first run strictly after `after`. */
  next(after: Date): Date;
}

/** App Engine's interval form, the part of it Cloud Scheduler jobs of this project use. */
const EVERY = /^every (\d+) (minutes?|mins|hours?|hrs)$/i;

/**
 * 'every N minutes|hours' (App Engine syntax: N minutes after the last due time, not aligned to
 * the clock) or a 5-field unix cron in `timeZone` (Cloud Scheduler's default for v2 functions is
 * UTC). Throws on anything else, so an unsupported schedule is a line at start, not a silent job.
 */
export function parseSchedule(schedule: string, timeZone = 'UTC'): JobSchedule {
  const every = EVERY.exec(schedule.trim());
  if (every) {
    const n = Number(every[1]);
    if (n < 1) throw new Error(`"${schedule}": the interval must be at least 1`);
    const ms = n * (every[2]!.toLowerCase().startsWith('h') ? 3_600_000 : 60_000);
    return { text: schedule, next: (after) => new Date(after.getTime() + ms) };
  }
  if (/^every\b/i.test(schedule.trim())) {
    throw new Error(`"${schedule}": of App Engine's schedule syntax only "every N minutes" and "every N hours" are supported here`);
  }
  // 5-part: Cloud Scheduler's unix cron has no seconds field. Croner's default DST rule for a
  // fixed time (a run in the skipped spring hour runs at the end of the gap; a repeated autumn
  // hour runs once) is what a nightly job wants.
  const cron = new Cron(schedule, { timezone: timeZone, mode: '5-part', paused: true });
  cron.nextRun(); // an unknown time zone only shows when a time is computed
  return {
    text: `${schedule} (${timeZone})`,
    next: (after) => {
      const at = cron.nextRun(after);
      if (!at) throw new Error(`"${schedule}" has no run after ${after.toISOString()}`);
      return at;
    },
  };
}

/** A time as people of the job's time zone read it: 2026-11-26 02:30:00 CET. */
export function formatTime(at: Date, timeZone: string): string {
  const two = '2-digit' as const;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short', year: 'numeric', month: two, day: two, hour: two, minute: two, second: two, hourCycle: 'h23' }).formatToParts(at);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}`;
}
