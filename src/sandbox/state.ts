/**
 * Reading a saved sandbox state (the `--state` file of the local server, or any snapshot): the text is
 * accepted only when it is a whole `SandboxState` of this version, so that a truncated or tampered file is
 * refused with a message naming what is wrong instead of breaking the engine later. Pure: no DOM, no Node API.
 */
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
