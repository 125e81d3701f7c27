/**
 * Typo variants of the search TUNING sets (`npm run search:measure -- --typos`): each query with one slip of the
 * fingers in its longest word of five letters or more, of eight kinds, at fixed places so the variants are the same
 * on every run: two letters swapped, one left out, one doubled, a neighbouring key pressed instead (in the middle of
 * the word); a letter left out near its start; its last two letters swapped; its last vowel changed; a double letter
 * typed once. Made from the tuning sets, so they are tuning material too: they say how well a corrected query does
 * against the same query typed right, not how search does on queries nobody tuned it for.
 */
import type {Query} from '../search-queries';
import {KEY_ROWS} from '../../../src/shared/search-plan';

const VOWEL_SLIP: Record<string, string> = {a: 'e', e: 'a', i: 'e', o: 'u', u: 'o'};

function neighbour(c: string): string {
  for (const row of KEY_ROWS) {
    const i = row.indexOf(c);
    if (i >= 0) return row[i + 1] ?? row[i - 1];
  }
  return c;
}

/** The kinds of slip, by name. */
export const SLIPS = [
  'swapped',
  'left out',
  'doubled',
  'neighbouring key',
  'left out near the start',
  'last two swapped',
  'vowel',
  'double typed once',
] as const;

/** `query` with slip `kind` (an index of SLIPS) in its longest word of five letters or more; undefined when none. */
export function withSlip(query: string, kind: number): string | undefined {
  const words = query.split(' ');
  let at = -1;
  words.forEach((w, i) => {
    if (/^[a-z]{5,}$/.test(w) && (at < 0 || w.length > words[at].length)) at = i;
  });
  if (at < 0) return undefined;
  const w = words[at];
  const m = Math.floor(w.length / 2);
  const slipped = [
    () => w.slice(0, m) + w[m + 1] + w[m] + w.slice(m + 2),
    () => w.slice(0, m) + w.slice(m + 1),
    () => w.slice(0, m) + w[m] + w.slice(m),
    () => w.slice(0, m) + neighbour(w[m]) + w.slice(m + 1),
    () => w.slice(0, 2) + w.slice(3),
    () => w.slice(0, -2) + w.slice(-1) + w.slice(-2, -1),
    () => w.replace(/[aeiou](?=[^aeiou]*$)/, (v) => VOWEL_SLIP[v]),
    () => w[0] + w.slice(1).replace(/([a-z])\1/, '$1'),
  ][kind]();
  if (slipped === w) return undefined;
  words[at] = slipped;
  return words.join(' ');
}

/** Every slip of every query, expecting what the query expects. */
export function typoVariants(queries: Query[]): Query[] {
  return queries.flatMap((q) =>
    SLIPS.map((_, kind) => withSlip(q.query, kind))
      .filter((t, i, all): t is string => !!t && all.indexOf(t) === i)
      .map((t) => ({...q, query: t})),
  );
}

/**
 * The queries as typed so far, for the search box's answers while the reader types: each query whose last word has
 * six letters or more, that word cut to half its letters and one ("refund a paid payment" as "refund a paid pay",
 * "webhook signature" as "webhook signa"). Tuning material too, like the typo variants.
 */
export function partialVariants(queries: readonly Query[]): Query[] {
  return queries.flatMap((q) => {
    const words = q.query.split(' ');
    const last = words[words.length - 1];
    if (!/^[a-z]{6,}$/.test(last)) return [];
    return [{...q, query: [...words.slice(0, -1), last.slice(0, Math.ceil(last.length / 2) + 1)].join(' ')}];
  });
}
