import Holidays from 'date-holidays';

/**
 * Norway's public holidays ('helligdager' and the two national days of 1 and 17 May) from the
 * maintained date-holidays data, not a hand-written list: Easter and Whitsun move every year
 * (decision 149). Observances (Mother's Day, Christmas Eve) are working days and stay bookable.
 */
const norway = new Holidays('NO');
const byYear = new Map<number, Set<string>>();

/** The public holidays of `year` as 'YYYY-MM-DD' dates. */
function publicHolidaysOf(year: number): Set<string> {
  let dates = byYear.get(year);
  if (!dates) {
    dates = new Set(norway.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    byYear.set(year, dates);
  }
  return dates;
}

/** Whether `date` ('YYYY-MM-DD') is a public holiday in Norway. */
export function isPublicHoliday(date: string): boolean {
  return publicHolidaysOf(Number(date.slice(0, 4))).has(date);
}
