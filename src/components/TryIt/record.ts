/**
 * What Try it keeps per browser (one IndexedDB record): the engine's state snapshot and the ids the reader
 * created. `readRecord` accepts a stored value only when it is whole: a tampered, truncated or older record
 * is ignored (fresh state), never given to the engine. Pure: no DOM (the IndexedDB calls are in store.ts).
 */
import {parseState} from '../../sandbox/state';
import type {SandboxState} from '../../sandbox/types';
import type {CreatedId} from './helpers';

export interface TryItRecord {
  state?: SandboxState;
  ids: CreatedId[];
}

export const RECORD_VERSION = 1;

/** The text stored: versioned JSON. */
export function writeRecord(record: TryItRecord): string {
  return JSON.stringify({version: RECORD_VERSION, state: record.state, ids: record.ids});
}

const isCreatedId = (v: unknown): v is CreatedId =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CreatedId).id === 'string' &&
  typeof (v as CreatedId).label === 'string' &&
  typeof (v as CreatedId).apiId === 'string';

/** The record a stored value holds; anything unreadable gives the empty record (and `ignored` says why). */
export function readRecord(stored: unknown): TryItRecord & {ignored?: string} {
  if (stored === undefined || stored === null) return {ids: []};
  if (typeof stored !== 'string') return {ids: [], ignored: 'not a text record'};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {ids: [], ignored: 'not JSON'};
  }
  if (typeof value !== 'object' || value === null || (value as {version?: unknown}).version !== RECORD_VERSION)
    return {ids: [], ignored: 'another version'};
  const {state, ids} = value as {state?: unknown; ids?: unknown};
  const cleanIds = Array.isArray(ids) ? ids.filter(isCreatedId).slice(0, 50) : [];
  if (state === undefined) return {ids: cleanIds};
  const parsed = parseState(JSON.stringify(state));
  if ('error' in parsed) return {ids: [], ignored: `state refused: ${parsed.error}`};
  return {state: parsed.state, ids: cleanIds};
}
