/**
 * What integrators type to find each record (doc2query): for every record of both indexes, a few queries in plain
 * words and in the words of other payment APIs, written per record from its title, API and text, by a language
 * model that saw no query set of the tests (DECISIONS.md, "Search: what integrators ask, per record"). Stored as
 * `asked/<index>.json` (a record's URL -> its queries) beside this module; the index holds them in the `asked`
 * metadata of the record's document (records.ts): searched and ranked (SEARCH_RANKING), never shown.
 *
 * Pure but for `readAsked`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {identifiersIn, type SearchRecord} from './text';

/** The two indexes: the public one and the restricted section's (whose file never reaches a public build). */
export type AskedIndex = 'public' | 'provider';

/** Each record's queries, by URL. */
export type Asked = Record<string, string[]>;

/** The file of an index's queries, under the repository's root. */
export const askedFile = (root: string, index: AskedIndex) =>
  path.join(root, 'plugins', 'search-index', 'asked', `${index}.json`);

/** A query as the file holds it: lower case, words and spaces, 1 to 16 words. */
const QUERY = /^[\p{Ll}\p{N}][\p{Ll}\p{N}' ./_-]*$/u;

/**
 * An index's queries, checked: a file that is not an object of URL -> non-empty list of queries, or a query that is
 * not lower-case words, fails naming the file and the URL.
 */
export function readAsked(root: string, index: AskedIndex): Asked {
  const file = askedFile(root, index);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`[search] ${file}: expected an object of record URL -> queries`);
  for (const [url, queries] of Object.entries(data)) {
    if (!Array.isArray(queries) || queries.length === 0)
      throw new Error(`[search] ${file}: ${url}: expected a non-empty list of queries`);
    for (const q of queries)
      if (typeof q !== 'string' || !QUERY.test(q) || q.split(' ').length > 16)
        throw new Error(`[search] ${file}: ${url}: not a query of lower-case words: ${JSON.stringify(q)}`);
  }
  return data as Asked;
}

/**
 * The identifiers the records name (their field names and code keywords that `identifiersIn` takes for identifiers:
 * camelCase, PascalCase compounds, snake_case), lower case: a query that types one ("isRetryWebhookEnabled") wants
 * the entries that document it (their `fields` and `keywords`), so the asked queries do not hold them. Written lower
 * case in a query, they would make every section that merely mentions the field rank with the entry.
 */
export function identifierWords(records: readonly SearchRecord[]): Set<string> {
  const ids = new Set<string>();
  for (const r of records)
    for (const name of [...r.fields, ...r.keywords]) for (const id of identifiersIn(name)) ids.add(id.toLowerCase());
  return ids;
}

/** A query less the identifiers it names; `undefined` when nothing else is left. */
function withoutIdentifiers(query: string, ids: ReadonlySet<string>): string | undefined {
  const words = query.split(' ').filter((w) => !ids.has(w));
  return words.length ? words.join(' ') : undefined;
}

/**
 * The records with their queries (less the identifiers the records name, `identifierWords`); the URLs of queries no
 * record has any more (`stale`) and of records left without any (`without`: none written, or identifiers only).
 */
export function withAsked(
  records: readonly SearchRecord[],
  asked: Asked,
): {records: SearchRecord[]; stale: string[]; without: string[]} {
  const urls = new Set(records.map((r) => r.url));
  const ids = identifierWords(records);
  const queriesOf = (url: string) => {
    const kept = (asked[url] ?? []).map((q) => withoutIdentifiers(q, ids)).filter((q): q is string => !!q);
    return kept.length ? [...new Set(kept)] : undefined;
  };
  const joined = records.map((r) => {
    const queries = queriesOf(r.url);
    return queries ? {...r, asked: queries} : r;
  });
  return {
    records: joined,
    stale: Object.keys(asked).filter((u) => !urls.has(u)),
    without: joined.filter((r) => !r.asked).map((r) => r.url),
  };
}
