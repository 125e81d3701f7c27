/**
 * The bank holidays of England and Wales as the sandbox engine reads them (src/rules/bank-holidays.ts), computed
 * from the maintained `date-holidays` calendar. The engine carries this small table instead of the calendar
 * (which bundles every country's rules and moment-timezone: about 290 KB gzipped in the browser).
 * `npm run holidays` writes the table; tests/unit/rules.test.ts fails when the installed calendar disagrees.
 */
import Holidays from 'date-holidays';
import {data} from 'date-holidays/data';

/** The years the table covers: the sandbox clock and a recurring payment's last collection stay well inside. */
export const YEARS = {first: 1900, last: 2399};

/** Per year from YEARS.first, the public holidays that fall Monday to Friday, as `MMDD` space-separated. */
export function holidayTable({country, region}) {
  const calendar = new Holidays(country, region);
  const rows = [];
  for (let year = YEARS.first; year <= YEARS.last; year += 1) {
    const days = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10))
        .filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())),
    );
    rows.push(
      [...days]
        .sort()
        .map((d) => d.slice(5, 7) + d.slice(8, 10))
        .join(' '),
    );
  }
  return rows;
}

/** The calendar's data version (`date-holidays` names its data by date). */
export const CALENDAR_VERSION = `date-holidays ${data.version}`;
