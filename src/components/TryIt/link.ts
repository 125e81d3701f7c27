/**
 * Links that open Try it prefilled (the sandbox guides' table rows):
 *
 *   <reference route>?try=<operationId>[&example=<request example name>][&set=<JSON pointer>=<value>]...
 *     [&param=<parameter name>=<value>]...#<anchor>
 *
 * `example` names one of the operation's documented request examples (`requestBody.content.*.examples`);
 * each `set` replaces one value of that body (`/amount=1.94`; the value is read as JSON when it parses,
 * else as a string); each `param` fills a path or query parameter (`status=paid`). Without JavaScript the
 * link is a plain anchor to the operation. Pure: used by the reference page (which only checks `try`), the
 * Try it chunk and the tests.
 */
import {pointerGet, resolveRef, type Operation, type Raw} from '../../sandbox/openapi';
import {escapePointer} from '../../shared/json-pointer';

export interface TryLink {
  operationId: string;
  example?: string;
  set: Array<{pointer: string; value: unknown}>;
  /** Path and query parameters to fill, by name. */
  params: Array<{name: string; value: string}>;
}

/** The Try it request of a URL's query, or undefined when it has no `try`. */
export function parseTryLink(search: string): TryLink | undefined {
  const params = new URLSearchParams(search);
  const operationId = params.get('try');
  if (!operationId) return undefined;
  const set = params.getAll('set').flatMap((entry) => {
    const at = entry.indexOf('=');
    if (!entry.startsWith('/') || at < 0) return [];
    const raw = entry.slice(at + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
    return [{pointer: entry.slice(0, at), value}];
  });
  const filled = params.getAll('param').flatMap((entry) => {
    const at = entry.indexOf('=');
    return at > 0 ? [{name: entry.slice(0, at), value: entry.slice(at + 1)}] : [];
  });
  return {operationId, example: params.get('example') ?? undefined, set, params: filled};
}

/** The operation's documented request examples by name (`requestBody.content[json].examples`). */
export function requestExamples(op: Operation): Record<string, unknown> {
  if (!op.body) return {};
  const doc = op.api.bundled;
  const opAt = `#/paths/${escapePointer(op.path)}/${op.method}`;
  const rb = resolveRef(doc, pointerGet(doc, `${opAt}/requestBody`), `${opAt}/requestBody`).value;
  const media = ((rb.content ?? {}) as Record<string, Raw>)[op.body.mediaType] ?? {};
  return Object.fromEntries(
    Object.entries((media.examples ?? {}) as Raw).map(([name, ex]) => [name, resolveRef(doc, ex, '').value.value]),
  );
}

/** Sets `value` at a JSON pointer of `target` (objects made on the way); false when a step is not an object. */
export function setPointer(target: unknown, pointer: string, value: unknown): boolean {
  const steps = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (steps.length === 0 || typeof target !== 'object' || target === null) return false;
  let at = target as Record<string, unknown>;
  for (const step of steps.slice(0, -1)) {
    if (at[step] === undefined) at[step] = {};
    if (typeof at[step] !== 'object' || at[step] === null) return false;
    at = at[step] as Record<string, unknown>;
  }
  at[steps[steps.length - 1]] = value;
  return true;
}

/**
 * The body Try it opens with: the link's named example (else `documented`), its dates moved ahead of the
 * sandbox clock (`datesAhead`; `nowMs`), then the link's `set` values (a date a link sets stays as it is: a row
 * may want one that is too soon), pretty-printed; `notes` say what happened, and what of the link did not apply.
 */
export function prefilledBody(
  op: Operation,
  link: TryLink | undefined,
  documented: string,
  nowMs: number,
): {body: string; notes: string[]} {
  const notes: string[] = [];
  const examples = requestExamples(op);
  let value: unknown;
  if (link?.example !== undefined && link.example in examples) value = structuredClone(examples[link.example]);
  else {
    if (link?.example !== undefined) notes.push(`No example ${link.example}: the documented one is shown.`);
    try {
      value = JSON.parse(documented || '{}');
    } catch {
      return {body: documented, notes};
    }
  }
  const ahead = datesAhead(value, nowMs);
  value = ahead.value;
  for (const s of link?.set ?? [])
    if (!setPointer(value, s.pointer, s.value)) notes.push(`Could not set ${s.pointer}.`);
  if (link && notes.length === 0) notes.push('Prefilled from the link you followed.');
  if (ahead.years > 0)
    notes.push(
      `The example's dates are moved ${ahead.years} year${ahead.years > 1 ? 's' : ''} ahead, past the sandbox clock.`,
    );
  return {body: JSON.stringify(value, null, 2), notes};
}

const DATE = /^(\d{4})(-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?)$/;
/** How far ahead of the sandbox clock a prefilled date must be (a first collection is 6 working days ahead). */
const AHEAD_MS = 14 * 24 * 3600 * 1000;

/**
 * A documented body whose dates have all fallen behind the sandbox clock (a due date or a first collection
 * written for the examples' year), with those dates moved ahead by whole years, all by the same number so their
 * order and spacing stay, until the latest is at least 14 days ahead. A body with a date still ahead (a window
 * that contains the clock) stays. Only dates from the clock's previous year on count and move: a date of birth
 * does not. `years` is 0 when nothing had to move.
 */
export function datesAhead(value: unknown, nowMs: number): {value: unknown; years: number} {
  const recent = new Date(nowMs).getUTCFullYear() - 1;
  const dates: string[] = [];
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      const m = DATE.exec(v);
      if (m && Number(m[1]) >= recent) dates.push(v);
    } else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  const times = dates.map((d) => Date.parse(d.length === 10 ? `${d}T00:00:00Z` : d)).filter((t) => !Number.isNaN(t));
  // A window that reaches past the clock (a consent valid from July to next July) stays as it is.
  if (times.length === 0 || Math.max(...times) >= nowMs + AHEAD_MS) return {value, years: 0};
  let years = 1;
  const latest = new Date(Math.max(...times));
  while (Date.UTC(latest.getUTCFullYear() + years, latest.getUTCMonth(), latest.getUTCDate()) < nowMs + AHEAD_MS)
    years += 1;
  const move = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const m = DATE.exec(v);
      if (!m || Number(m[1]) < recent) return v;
      const moved = `${Number(m[1]) + years}${m[2]}`;
      // 29 February of a year that has none: the 28th.
      return moved.slice(5, 10) === '02-29' && new Date(`${moved.slice(0, 10)}T00:00:00Z`).getUTCDate() !== 29
        ? `${moved.slice(0, 8)}28${moved.slice(10)}`
        : moved;
    }
    if (Array.isArray(v)) return v.map(move);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, move(x)]));
    return v;
  };
  return {value: move(value), years};
}
