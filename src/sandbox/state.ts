/**
 * Reading a saved sandbox state (the `--state` file of the local server, or any snapshot): the text is
 * accepted only when it is a whole `SandboxState` of this version, so that a truncated or tampered file is
 * refused with a message naming what is wrong instead of breaking the engine later. Pure: no DOM, no Node API.
 */
import {escapePointer} from '../shared/json-pointer';
import type {SandboxState} from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const allObjects = (v: unknown) => isObject(v) && Object.values(v).every(isObject);

/** What is wrong with a parsed state, or undefined when it is a `SandboxState` the engine can run on. */
export function stateProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'it is not a JSON object';
  if (value.version !== 1) return `its version is ${JSON.stringify(value.version)}, not 1`;
  if (typeof value.clockOffsetMs !== 'number' || !Number.isFinite(value.clockOffsetMs))
    return 'clockOffsetMs is not a number';
  if (!Number.isInteger(value.counter) || (value.counter as number) < 0) return 'counter is not a whole number';
  if (!isObject(value.payments) || !Object.values(value.payments).every((p) => isObject(p) && isObject(p.payment)))
    return 'payments is not a set of payment records';
  if (!allObjects(value.idempotency)) return 'idempotency is not a set of stored answers';
  if (!allObjects(value.rateLimits)) return 'rateLimits is not a set of windows';
  if (
    !Array.isArray(value.scheduled) ||
    !value.scheduled.every((t) => isObject(t) && typeof t.at === 'number' && typeof t.kind === 'string')
  )
    return 'scheduled is not a list of tasks';
  if (
    !Array.isArray(value.events) ||
    !value.events.every((e) => isObject(e) && typeof e.body === 'string' && Array.isArray(e.attempts))
  )
    return 'events is not a list of webhooks';
  if (!isObject(value.store) || !Object.values(value.store).every(isObject)) return 'store is not a set of collections';
  return undefined;
}

/** The state a saved text holds, or why it cannot be used (not JSON, truncated, another shape). */
export function parseState(text: string): {state: SandboxState} | {error: string} {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      error: `it is not valid JSON (truncated or edited?): ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const problem = stateProblem(value);
  return problem ? {error: problem} : {state: value as SandboxState};
}

/** The furthest the sandbox clock may be moved from the real one, either way: 100 years (in ms). */
export const MAX_CLOCK_OFFSET_MS = 100 * 365.25 * 24 * 3600 * 1000;

/** An amount as the APIs write it: digits, two decimals (a transaction's may be negative). */
const AMOUNT = /^-?\d{1,15}\.\d{2}$/;
/** The fields that hold an amount, in a record or one level inside it. */
const AMOUNT_FIELDS = new Set(['amount', 'refundAmount', 'recurringAmount', 'initialAmount', 'totalAmount']);

/** What the lifecycles a sandbox runs declare (its preset's): each status field's name, and the statuses. */
export interface DeclaredStatuses {
  fields: ReadonlySet<string>;
  statuses: ReadonlySet<string>;
}

/** The status fields and statuses of some lifecycle declarations (`statusField`, `status` if absent). */
export function declaredStatuses(
  lifecycles: readonly {statuses: readonly string[]; statusField?: string}[],
): DeclaredStatuses {
  return {
    fields: new Set(lifecycles.map((l) => l.statusField ?? 'status')),
    statuses: new Set(lifecycles.flatMap((l) => l.statuses)),
  };
}

/**
 * What is wrong with the values of a state of the right shape (`stateProblem`), as the JSON pointer of the
 * first bad value and why: a clock moved further than `MAX_CLOCK_OFFSET_MS` (or not a number), a payment's
 * status that no lifecycle of the sandbox declares, an amount that is not an amount. Looked at: every record
 * of `payments` and of each `store` collection, and the objects directly inside it (`payment`, `company`...);
 * statuses in `payments` only (a `store` record may hold a status no lifecycle governs: a bank connection's
 * `open`).
 */
export function stateValueProblem(
  state: SandboxState,
  declared: DeclaredStatuses,
): {pointer: string; problem: string} | undefined {
  const offset = state.clockOffsetMs;
  if (typeof offset !== 'number' || !Number.isFinite(offset) || Math.abs(offset) > MAX_CLOCK_OFFSET_MS)
    return {
      pointer: '/clockOffsetMs',
      problem: `${JSON.stringify(offset) ?? String(offset)} is not a clock offset (at most 100 years either way, in ms)`,
    };
  const look = (
    value: unknown,
    at: string,
    depth: number,
    statuses: boolean,
  ): {pointer: string; problem: string} | undefined => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    for (const [key, v] of Object.entries(value)) {
      const pointer = `${at}/${escapePointer(key)}`;
      if (statuses && declared.fields.has(key) && typeof v === 'string' && !declared.statuses.has(v))
        return {pointer, problem: `${JSON.stringify(v)} is not a status any lifecycle of the sandbox declares`};
      if (AMOUNT_FIELDS.has(key) && v !== null && v !== undefined && !(typeof v === 'string' && AMOUNT.test(v)))
        return {pointer, problem: `${JSON.stringify(v).slice(0, 40)} is not an amount (digits and two decimals)`};
      if (depth < 1) {
        const inner = look(v, pointer, depth + 1, statuses);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  for (const [id, record] of Object.entries(state.payments)) {
    const found = look(record, `/payments/${escapePointer(id)}`, 0, true);
    if (found) return found;
  }
  for (const [name, collection] of Object.entries(state.store))
    for (const [id, record] of Object.entries(collection)) {
      const found = look(record, `/store/${escapePointer(name)}/${escapePointer(id)}`, 0, false);
      if (found) return found;
    }
  return undefined;
}
