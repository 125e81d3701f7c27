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
