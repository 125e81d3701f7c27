/**
 * Typed collections of the sandbox state: `state.store` holds each resource's records as JSON (what the journal
 * and `--state` write), and a module reads and writes them as its own record type. This is the one place that
 * says a collection holds records of a type (the cast from JSON), so that no module casts its store itself.
 * Pure: no DOM, no Node API.
 */
import type {SandboxState} from '../types';
import {keyed, type Keyed} from './keyed';

/** The collection `name` of the state's store as records of type `T` (created, empty, on first use). */
export function collection<T>(state: Pick<SandboxState, 'store'>, name: string): Keyed<T> {
  return (state.store[name] ??= keyed()) as unknown as Keyed<T>;
}

/** The collection `name` if the state has it (not created: a module that seeds it on first read decides). */
export function existingCollection<T>(state: Pick<SandboxState, 'store'>, name: string): Keyed<T> | undefined {
  return state.store[name] as unknown as Keyed<T> | undefined;
}

/** Stores `records` as the collection `name` (a seed, a table built whole). */
export function setCollection<T>(state: Pick<SandboxState, 'store'>, name: string, records: Keyed<T>): Keyed<T> {
  state.store[name] = records as unknown as SandboxState['store'][string];
  return records;
}

/**
 * A record as stored, of an API type `T` with a lifecycle's `status`: the status is `null` from the record's making
 * (or the status field `K`) until its create transition sets it (the lifecycle's `null` status, within the one request that makes it), so
 * the API never shows it so.
 */
export type StoredWithStatus<T, K extends keyof T = 'status' & keyof T> = Omit<T, K> & {[P in K]: T[P] | null};

/**
 * A stored record as the API shows it: its status set. A record read without one was read before its create
 * transition, a defect of the sandbox (thrown: the engine logs it and answers `500`).
 */
export function withStatus<T extends {status: unknown}>(record: StoredWithStatus<T>, what: string): T {
  if (record.status === null) throw new Error(`${what} read before its create transition`);
  return record as T;
}
