/** How the rules module writes numbers and lists in prose (one wording for every page and spec). */

/** 1200 -> "1,200". */
export function count(n: number): string {
  return n.toLocaleString('en-GB');
}

/** Items joined by commas, the last by `word`. */
function listWith(items: readonly (string | number)[], word: 'and' | 'or'): string {
  const parts = items.map(String);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${word} ${parts[parts.length - 1]}`;
}

/** [30, 60, 120] -> "30, 60 and 120". */
export const listAnd = (items: readonly (string | number)[]): string => listWith(items, 'and');

/** [401, 403, 429] -> "401, 403 or 429". */
export const listOr = (items: readonly (string | number)[]): string => listWith(items, 'or');

/** 300 -> "5 minutes", 10 -> "10 seconds", 86400 -> "24 hours". */
export function duration(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0 && seconds >= 120) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

export function plural(n: number, unit: string): string {
  return `${count(n)} ${unit}${n === 1 ? '' : 's'}`;
}

/** Running totals: [30, 60, 120] -> [30, 90, 210]. */
export function cumulative(items: readonly number[]): number[] {
  let sum = 0;
  return items.map((n) => (sum += n));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-12-03" -> "Thursday 3 December 2026". */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]} ${y}`;
}
