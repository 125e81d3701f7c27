/**
 * The sandbox's one money model: an amount is a count of minor units (pence, cents) as a bigint, read from and
 * written to the API's decimal strings (`"12.34"`) exactly, from the digits: never through a float. Every
 * resource module adds, compares and formats amounts with these. Pure: no DOM, no Node API.
 */

/** `"125.50"` -> 12550n, `"12.5"` -> 1250n, `"7"` -> 700n, `"-3.07"` -> -307n. Throws on what is not an amount. */
export function minor(amount: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`not an amount: ${JSON.stringify(amount)}`);
  const units = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -units : units;
}

/** 12550n -> `"125.50"`, -5n -> `"-0.05"`. */
export function major(units: bigint): string {
  const digits = (units < 0n ? -units : units).toString().padStart(3, '0');
  return `${units < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The sum of amounts in minor units. */
export const sum = (values: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

/** `n / d` rounded half up to a whole number of minor units (`d` > 0): a mean of amounts, exactly. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new Error(`divideHalfUp: divisor ${d} is not positive`);
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

/** An amount as a page shows it to a person: `"1234.50"` -> `£1,234.50` (text in any other shape kept as it is). */
export const displayGbp = (amount: unknown) =>
  `£${String(amount).replace(/^(\d+)(\.\d+)?$/, (_, whole: string, pence = '') => whole.replace(/\B(?=(\d{3})+$)/g, ',') + pence)}`;

/** The pence of an amount, as the scenario bands read them (`"49.93"` -> `"93"`, `"12.5"` -> `"50"`, `"12"` -> `"00"`). */
export const penceOf = (amount: string) => (amount.split('.')[1] ?? '').padEnd(2, '0').slice(0, 2);
