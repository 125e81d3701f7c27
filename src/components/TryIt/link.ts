/**
 * Links that open Try it prefilled (the sandbox guides' table rows):
 *
 *   <reference route>?try=<operationId>[&example=<request example name>][&set=<JSON pointer>=<value>]...#<anchor>
 *
 * `example` names one of the operation's documented request examples (`requestBody.content.*.examples`);
 * each `set` replaces one value of that body (`/amount=1.94`; the value is read as JSON when it parses,
 * else as a string). Without JavaScript the link is a plain anchor to the operation. Pure: used by the
 * reference page (which only checks `try`), the Try it chunk and the tests.
 */
import {pointerGet, resolveRef, type Operation, type Raw} from '../../sandbox/openapi';
import {escapePointer} from '../../shared/json-pointer';

export interface TryLink {
  operationId: string;
  example?: string;
  set: Array<{pointer: string; value: unknown}>;
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
  return {operationId, example: params.get('example') ?? undefined, set};
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
 * The body a link prefills: its named example (else `fallback`, the documented one) with its `set` values,
 * pretty-printed; `problem` says what of the link did not apply.
 */
export function linkedBody(op: Operation, link: TryLink, fallback: string): {body: string; problem?: string} {
  const examples = requestExamples(op);
  let problem: string | undefined;
  let value: unknown;
  if (link.example !== undefined && link.example in examples) value = structuredClone(examples[link.example]);
  else {
    if (link.example !== undefined) problem = `No example ${link.example}: the documented one is shown.`;
    try {
      value = JSON.parse(fallback || '{}');
    } catch {
      value = {};
    }
  }
  for (const s of link.set) if (!setPointer(value, s.pointer, s.value)) problem = `Could not set ${s.pointer}.`;
  return {body: JSON.stringify(value, null, 2), problem};
}
