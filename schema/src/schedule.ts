import { z } from 'zod';
import { IsoDateSchema, type ApiIssue } from './common';

/*
 * Publishing windows (decision 134): a product node or a project may carry `publishAt`
 * and `unpublishAt`. Visitors see an item only inside its window, decided when a page or list is
 * answered; staff enter the times in Oslo time, to the minute.
 */

/** A window edge as the API sends it back: an ISO 8601 instant, or null for none. */
export const ScheduleTimeSchema = IsoDateSchema.nullable();

/** A window edge as a create or update takes it: ISO 8601 with an offset (or null), stored as UTC. */
export const ScheduleTimeInputSchema = IsoDateSchema.nullable().transform((v) => (v === null ? null : new Date(v).toISOString()));

export interface Window {
  publishAt?: string | null | undefined;
  unpublishAt?: string | null | undefined;
}

export const UNPUBLISH_BEFORE_PUBLISH_MESSAGE = 'unpublishAt must be after publishAt';

/** Why a window cannot be stored (the end not after the start), or null when it can. */
export function windowProblem(window: Window): ApiIssue | null {
  if (!window.publishAt || !window.unpublishAt) return null;
  return Date.parse(window.unpublishAt) > Date.parse(window.publishAt) ? null : { path: 'unpublishAt', message: UNPUBLISH_BEFORE_PUBLISH_MESSAGE };
}

/** Whether the instant `at` (ms) lies inside the window: from publishAt (inclusive) until unpublishAt (exclusive). */
export function insideWindow(window: Window, at: number): boolean {
  if (window.publishAt && at < Date.parse(window.publishAt)) return false;
  if (window.unpublishAt && at >= Date.parse(window.unpublishAt)) return false;
  return true;
}

/** Every instant (ms, ascending, no repeats) at which one of the windows opens or closes. */
export function windowEdges(windows: Iterable<Window>): number[] {
  const edges = new Set<number>();
  for (const w of windows) {
    if (w.publishAt) edges.add(Date.parse(w.publishAt));
    if (w.unpublishAt) edges.add(Date.parse(w.unpublishAt));
  }
  return [...edges].sort((a, b) => a - b);
}

const OSLO = 'Europe/Oslo';
const osloParts = new Intl.DateTimeFormat('en-GB', { timeZone: OSLO, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function partsOf(ms: number): Record<string, string> {
  return Object.fromEntries(osloParts.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
}

/** An instant as a datetime-local input shows it in Oslo time: `YYYY-MM-DDTHH:mm` ('' for none). */
export function toOsloInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = partsOf(Date.parse(iso));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** How far Oslo's clock is ahead of UTC at the instant `ms` (ms). */
function osloOffsetMs(ms: number): number {
  const p = partsOf(ms);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/** A datetime-local value read as Oslo time, as ISO 8601 with Oslo's offset then; null for '' or nonsense. */
export function fromOsloInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // Two passes: the offset at the guessed instant settles it, also next to a change to or from summer time.
  let offset = osloOffsetMs(wall - osloOffsetMs(wall));
  offset = osloOffsetMs(wall - offset);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60_000;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];

/** '1. mars kl. 07.00' in Oslo time; the year is added when it is not the year of `now`. */
export function osloMoment(iso: string, now: Date = new Date()): string {
  const p = partsOf(Date.parse(iso));
  const year = partsOf(now.getTime()).year === p.year ? '' : ` ${p.year}`;
  return `${Number(p.day)}. ${MONTHS[Number(p.month) - 1]}${year} kl. ${p.hour}.${p.minute}`;
}

/**
 * What staff are told about an item's window at `now`: 'Publiseres …' before it opens,
 * 'Avpubliseres …' while it is open and will close, 'Avpublisert …' after; null without a window.
 */
export function windowLabel(window: Window, now: Date = new Date()): string | null {
  const at = now.getTime();
  if (window.publishAt && at < Date.parse(window.publishAt)) {
    const until = window.unpublishAt ? `, avpubliseres ${osloMoment(window.unpublishAt, now)}` : '';
    return `Publiseres ${osloMoment(window.publishAt, now)}${until}`;
  }
  if (window.unpublishAt) return `${at < Date.parse(window.unpublishAt) ? 'Avpubliseres' : 'Avpublisert'} ${osloMoment(window.unpublishAt, now)}`;
  return null;
}

/** The two optional window fields of a create or update body. */
export const windowInputShape = {
  /** When visitors first see the item (null: at once). */
  publishAt: ScheduleTimeInputSchema.optional(),
  /** When visitors stop seeing it (null: never); after publishAt. */
  unpublishAt: ScheduleTimeInputSchema.optional(),
};

/** The window fields of an item as the API answers it. */
export const windowShape = {
  publishAt: ScheduleTimeSchema.optional(),
  unpublishAt: ScheduleTimeSchema.optional(),
};

/** A create body whose window is checked as a whole: an end not after the start is a 400 naming unpublishAt. */
export function checkWindow<T extends z.ZodType<Window>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = windowProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
}

/**
 * `?at=` on GET /api/products and /api/projects: staff ask what visitors will see at that instant
 * (never cached); anyone else is refused.
 */
export const ContentAtQuerySchema = z.object({
  at: IsoDateSchema.optional().describe('Staff only: answer what visitors will see at this instant (ISO 8601 with offset); the answer is Cache-Control: no-store. From anyone else 403.'),
});
