/**
 * The probe (`npm run search:measure -- --probe`): 5,707 queries of a third pass of "what integrators ask"
 * (plugins/search-index/asked.ts), written per record like the first two by writers who saw no query set, told what
 * the first two wrote and to find other angles: the job in the integrator's business words ("bill gym members every
 * month"), another payment API's name ("stripe payment intent"), another verb ("void"), a question or a symptom, a
 * terse keyword query. They are not in the index: adding them made the index worse at finding new queries
 * (bench-results/HISTORY.md, 2026-12-01), so they stay out and measure instead, each against the record it was
 * written for.
 *
 * TUNING material: thousands of queries nobody tuned search for, with one answer each, so a change that moves a few
 * of the small tuning sets by chance shows here as what it is. A query's answer is its record, or a twin of it: the
 * same operation, webhook or schema (its anchor) in another API. Sections of one page are near each other, so the
 * figures are low in absolute terms; they are for comparing variants. A probe query that some record's asked
 * queries hold word for word was left out (it would measure that record, not generalisation).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SearchRecord} from '../../../plugins/search-index/records';
import type {Query} from '../search-queries';

/** The probe's file for an index, under the repository's root. */
export const probeFile = (root: string, index: 'public' | 'provider') =>
  path.join(root, 'tests', 'e2e', 'search-probe', `${index}.json`);

/** The probe's queries of an index as its file holds them: record URL -> queries. */
export function readProbe(root: string, index: 'public' | 'provider'): Record<string, string[]> {
  return JSON.parse(fs.readFileSync(probeFile(root, index), 'utf8')) as Record<string, string[]>;
}

/**
 * The probe queries of an index whose record the build holds, and how many were left out because their record is
 * gone (a renamed heading). A query answers its record or a twin (the same anchor, an operation, webhook or schema).
 */
export function probeQueries(
  root: string,
  index: 'public' | 'provider',
  records: readonly SearchRecord[],
): {queries: (Query & {kind: string})[]; gone: number} {
  const probe = readProbe(root, index);
  const byUrl = new Map(records.map((r) => [r.url, r]));
  const queries: (Query & {kind: string})[] = [];
  let gone = 0;
  for (const [url, typed] of Object.entries(probe)) {
    const record = byUrl.get(url);
    if (!record) {
      gone += typed.length;
      continue;
    }
    const anchor = url.split('#')[1];
    const twins = anchor && ['operation', 'webhook', 'schema'].includes(record.kind);
    const expected = (r: SearchRecord) =>
      r.url === url || (!!twins && r.kind === record.kind && r.url.split('#')[1] === anchor);
    for (const query of typed) queries.push({query, wants: url, expected, kind: record.kind});
  }
  return {queries, gone};
}
