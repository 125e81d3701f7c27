/**
 * The working-day calendar of the recurring-payment rules: Monday to Friday except the bank holidays
 * of England and Wales (the `date-holidays` calendar, GB/ENG, public holidays only, as the table bank-holidays.ts
 * generated from it), days counted in UK time.
 * Pure: no DOM or Node API (the sandbox engine runs it in the browser too).
 */
import {BANK_HOLIDAYS, BANK_HOLIDAY_YEARS} from './bank-holidays';
import {WORKING_DAYS} from './constants';

const holidayCache = new Map<number, Set<string>>();

/**
 * The bank holidays of one year that fall Monday to Friday, as `YYYY-MM-DD` (bank-holidays.ts, generated from
 * the calendar). A year outside the table (before 1900 or after 2399) has none: only weekends are not working days.
 */
export function bankHolidays(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (!days) {
    const row =
      year >= BANK_HOLIDAY_YEARS.first && year <= BANK_HOLIDAY_YEARS.last
        ? BANK_HOLIDAYS[year - BANK_HOLIDAY_YEARS.first]
        : '';
    days = new Set(
      row
        .split(' ')
        .filter(Boolean)
        .map((mmdd) => `${year}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`),
    );
    holidayCache.set(year, days);
  }
  return days;
}

function parse(isoDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`not a date (YYYY-MM-DD): ${isoDate}`);
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw new RangeError(`no such date: ${isoDate}`);
  return date;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

export function isWorkingDay(isoDate: string): boolean {
  const date = parse(isoDate);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays(date.getUTCFullYear()).has(isoDate);
}

/** The working day `n` working days after `isoDate` (the day itself does not count). */
export function addWorkingDays(isoDate: string, n: number): string {
  const date = parse(isoDate);
  let left = n;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(iso(date))) left -= 1;
  }
  return iso(date);
}

/** The working day `n` working days before `isoDate`. */
export function subtractWorkingDays(isoDate: string, n: number): string {
  const date = parse(isoDate);
  let left = n;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() - 1);
    if (isWorkingDay(iso(date))) left -= 1;
  }
  return iso(date);
}

/** Made once (making one is far slower than formatting with it): ukDate runs on every sandbox request. */
let ukDateFormat: Intl.DateTimeFormat | undefined;

/** The date of an instant in UK time (the "day of the call"). */
export function ukDate(instant: Date): string {
  ukDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: WORKING_DAYS.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = ukDateFormat.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The earliest `recurringPaymentDate` a call made at `instant` accepts. */
export function earliestFirstCollectionDate(instant: Date): string {
  return addWorkingDays(ukDate(instant), WORKING_DAYS.firstCollectionMinWorkingDays);
}

/** The set-up deadline (the initial payment's `dueDate`) of a recurring payment whose first collection is `firstPaymentDate`. */
export function setupDeadline(firstPaymentDate: string): string {
  return subtractWorkingDays(firstPaymentDate, WORKING_DAYS.setupDeadlineWorkingDaysBefore);
}
