/**
 * A seeded state taken once (at build time: plugins/sandbox-web/seed-snapshot.ts), and the same state on another day:
 * Try it's page sandbox serves one page's API, so it cannot make through their own calls the records the seed makes
 * through the other APIs (seeding.ts); it starts from the public seed's snapshot instead (DECISIONS.md "Try it starts
 * from the seeded state"). The seed counts from the day it runs (seed/: a due date 30 days on), so a snapshot is
 * moved to the day the sandbox starts: what the seed would have made there. Which values move, and how, is not
 * guessed from their look (a bank account's fixed `createdAt` does not move): the seed is run on two days and the
 * values that differ are listed (`seedMoves`). Pure: no DOM, no Node API.
 */
import {escapePointer, unescapePointer} from '../../shared/json-pointer';
import type {SandboxState} from '../types';

/** How a value moves with the seed's day: `time` by the time between the two, `days` by the days between them. */
export type SeedMove = 'time' | 'days';

/** A seed run at one instant: its state, when it was taken, and when the seed's dates count from. */
export interface SeedRun {
  /** The sandbox-clock instant the state was taken at, the seed just run (ms since the epoch). */
  takenAt: number;
  /** The instant the seed's dates count from (its start: seeding.ts sets the clock back by what its steps let pass). */
  seedStart: number;
  /** The state then (`Sandbox.snapshot()`): nothing sent for the seed, no rate-limit windows. */
  state: SandboxState;
}

export interface SeedSnapshot extends SeedRun {
  /**
   * The values that move with the seed's day (JSON pointers into `state`; a date `2026-07-31`, an instant as ISO text
   * or ms), and how. The ids the engine generated during the seed move too (`shiftSnapshot`).
   */
  moves: Record<string, SeedMove>;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
/** An id the engine generates (core.ts `freshId`): the second it was made (8 hex digits), 10 random, a counter. */
const GENERATED_ID = /(?<![0-9a-f])([0-9a-f]{8})([0-9a-f]{10})([0-9a-f]{6})(?![0-9a-f])/g;

/** The days between the seed's days of two runs (UTC). */
const daysBetween = (from: number, to: number) => Math.floor(to / DAY_MS) - Math.floor(from / DAY_MS);

/** The state's JSON text with every id generated during the seed of `run` written as `id:<counter>`. */
const withGeneratedIdsNamed = (run: SeedRun) => {
  const from = Math.floor(run.seedStart / 1000);
  const to = Math.ceil(run.takenAt / 1000);
  return JSON.stringify(run.state).replace(GENERATED_ID, (whole, seconds: string, _random: string, counter: string) => {
    const s = parseInt(seconds, 16);
    return s >= from && s <= to ? `id:${counter}` : whole;
  });
};

/** A value as a number of ms (an instant) or days since the epoch (a date), with how to write it back. */
function asTime(value: unknown): {at: number; write: (at: number) => string | number} | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return {at: value, write: (at) => at};
  if (typeof value !== 'string') return undefined;
  if (DATE.test(value)) {
    const at = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isNaN(at) ? undefined : {at, write: (t) => new Date(t).toISOString().slice(0, 10)};
  }
  if (INSTANT.test(value)) {
    const at = Date.parse(value);
    const millis = value.length > 20;
    return Number.isNaN(at)
      ? undefined
      : {at, write: (t) => (millis ? new Date(t).toISOString() : `${new Date(t).toISOString().slice(0, 19)}Z`)};
  }
  return undefined;
}

/**
 * Calls `differs` with the JSON pointer (into `a`'s state) and both values of each value that differs between the
 * states of two runs of the same seed, the ids generated during each seed matched by their counter; where their
 * shapes differ (keys one has and the other not), with the two objects.
 */
function eachDifference(a: SeedRun, b: SeedRun, differs: (at: string, x: unknown, y: unknown) => void) {
  const walk = (x: unknown, y: unknown, at: string, raw: unknown) => {
    if (x !== null && typeof x === 'object') {
      const keys = Object.keys(x);
      if (
        y === null ||
        typeof y !== 'object' ||
        Array.isArray(x) !== Array.isArray(y) ||
        keys.length !== Object.keys(y).length ||
        keys.some((k) => !Object.hasOwn(y, k))
      )
        return differs(at, x, y);
      const rawKeys = Object.keys(raw as object);
      keys.forEach((key, i) =>
        walk(
          (x as Record<string, unknown>)[key],
          (y as Record<string, unknown>)[key],
          `${at}/${escapePointer(rawKeys[i])}`,
          (raw as Record<string, unknown>)[rawKeys[i]],
        ),
      );
    } else if (x !== y) differs(at, x, y);
  };
  walk(JSON.parse(withGeneratedIdsNamed(a)), JSON.parse(withGeneratedIdsNamed(b)), '', a.state);
}

/**
 * What moves between two runs of the same seed on different days (`b` after `a`, by a time that is not a whole number
 * of days): every value of `a`'s state that differs in `b`'s by the time between the runs moves with the time (a
 * `createdAt`); by the days between the seeds' days, with the days (a due date, a check at midnight after it). A
 * value that differs otherwise is one a module derives from a date by the calendar (a working day before it): not
 * moved here, its module derives it again (`ResourceModule.rederive`), and `seedStateDifference` checks the result.
 */
export function seedMoves(a: SeedRun, b: SeedRun): Record<string, SeedMove> {
  const time = b.takenAt - a.takenAt;
  const days = daysBetween(a.seedStart, b.seedStart) * DAY_MS;
  if (time === days) throw new Error('the two seed runs are a whole number of days apart: a move would be ambiguous');
  const moves: Record<string, SeedMove> = {};
  eachDifference(a, b, (at, x, y) => {
    const tx = asTime(x);
    const ty = asTime(y);
    const by = tx && ty ? ty.at - tx.at : undefined;
    if (by === time) moves[at] = 'time';
    else if (by === days) moves[at] = 'days';
  });
  return moves;
}

/**
 * The first value (a JSON pointer, and both values) that differs between two seeded states taken at the same instant
 * (a snapshot moved there and the seed run there), the random middle of the ids generated during the seed aside; or
 * undefined when they hold the same.
 */
export function seedStateDifference(a: SeedRun, b: SeedRun): string | undefined {
  let first: string | undefined;
  eachDifference(a, b, (at, x, y) => (first ??= `${at}: ${JSON.stringify(x)} and ${JSON.stringify(y)}`));
  return first;
}

/**
 * The snapshot's state as the seed would have made it had it run at `now` (the sandbox clock): each value of `moves`
 * moved by the time between `takenAt` and `now`, or by the days between the seed's day and the day it would have
 * started; each id generated during the seed (its first 8 hex digits are the second it was made) renamed with that
 * second moved, wherever it appears.
 */
export function shiftSnapshot(snapshot: SeedSnapshot, now: number): SandboxState {
  const time = now - snapshot.takenAt;
  const days = daysBetween(snapshot.seedStart, now - (snapshot.takenAt - snapshot.seedStart)) * DAY_MS;
  const state = structuredClone(snapshot.state) as unknown as Record<string, unknown>;
  for (const [pointer, move] of Object.entries(snapshot.moves)) {
    const parts = pointer.split('/').slice(1).map(unescapePointer);
    const last = parts.pop()!;
    let parent: unknown = state;
    for (const part of parts) parent = (parent as Record<string, unknown> | undefined)?.[part];
    const value = asTime((parent as Record<string, unknown> | undefined)?.[last]);
    if (!value) throw new Error(`the snapshot has no date or instant at ${pointer}`);
    (parent as Record<string, unknown>)[last] = value.write(value.at + (move === 'time' ? time : days));
  }
  const from = Math.floor(snapshot.seedStart / 1000);
  const to = Math.ceil(snapshot.takenAt / 1000);
  const text = JSON.stringify(state).replace(
    GENERATED_ID,
    (whole, seconds: string, random: string, counter: string) => {
      const s = parseInt(seconds, 16);
      if (s < from || s > to) return whole;
      return `${Math.floor((s * 1000 + time) / 1000)
        .toString(16)
        .padStart(8, '0')}${random}${counter}`;
    },
  );
  return JSON.parse(text) as SandboxState;
}
