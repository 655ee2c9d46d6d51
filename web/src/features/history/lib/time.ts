const full = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat('nb', { numeric: 'auto' });

/** '3. desember 2026 kl. 14:02:05': shown on hover and in questions. */
export function fullTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : full.format(date);
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** 'for 5 minutter siden', 'i går', 'for 3 måneder siden'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const date = Date.parse(iso);
  if (Number.isNaN(date)) return iso;
  let value = (date - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size || unit === 'year') return relative.format(Math.round(value), unit);
    value /= size;
  }
  return iso;
}
