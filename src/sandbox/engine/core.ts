/**
 * What every part of the engine shares (engine/README in src/sandbox/README.md): the options, the preset's modules,
 * the state (replaced whole by a reset or a rollback, so always read as `core.state`), its revision, the sandbox
 * clock and new ids. `createSandbox` (index.ts) makes one and hands it to each part. Pure: no DOM, no Node API.
 */
import type {SandboxCredentials} from '../credentials';
import {buildOperations, type Operation} from '../openapi';
import type {StateTracker} from '../changes';
import {resourceSet, type ResourceSet} from '../preset';
import type {ResourceModule, SandboxState} from '../types';
import type {SandboxOptions} from '../index';

/**
 * Sends one webhook attempt (the server's `fetch`); a thrown error is a network error. `signal` aborts at the
 * documented timeout: the transport closes the connection then.
 */
export type WebhookTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}) => Promise<{status: number}>;

/** What the sandbox keeps: the newest this many webhooks (`GET /_sandbox/events`; shown by `GET /_sandbox`). */
export const SANDBOX_LIMITS = {eventsKept: 1000} as const;

export const TEXT = 'text/plain; charset=utf-8';
export const JSON_TYPE = 'application/json';

/** The options the engine keeps (the state given is read once, never kept). */
export type EngineOptions = Omit<SandboxOptions, 'state'>;

export interface EngineCore {
  readonly options: EngineOptions;
  /** The preset's modules, in the order of their names (preset.ts). */
  readonly modules: readonly ResourceModule[];
  readonly handlerFor: ResourceSet['handlerFor'];
  readonly taskRunner: ResourceSet['taskRunner'];
  readonly credentials: SandboxCredentials;
  readonly operations: Operation[];
  /** With a store (`commit`), the view of the state that notes what each step changes. */
  readonly tracker: StateTracker | undefined;
  /** The state the engine runs on (the tracker's view with a store): a reset or a rollback replaces it. */
  state: SandboxState;
  /** Grows with every change of state. */
  rev: number;
  /** While a seed step runs (seed/): the documented ids the next records created get, in order. */
  seedIds: string[];
  /**
   * While a clock task runs (clock.ts): the instant it became due, which the sandbox clock reads then, so that what
   * it changes and sends is stamped with its own time, not the time the run came round to it.
   */
  taskTime: number | undefined;
  /** The state itself, for reads that change nothing (a snapshot, the events list). */
  rawState(): SandboxState;
  /** The base clock (real time, ms). */
  baseClock(): number;
  /** The sandbox clock: the base clock plus what was advanced. */
  now(): number;
  /**
   * A record's id: the next documented one while a seed step runs, else a new one: `fresh()` where the record's ids
   * have a shape of their own (a provider consent's `aac-<uuid>`), a new 24-hex ObjectId without it.
   */
  newId(fresh?: () => string): string;
  /** A new 24-hex ObjectId, never a seeded one (a webhook event's: the seed's events are dropped). */
  freshId(): string;
  /** The origin, read at each use: the server knows its port only once it listens. */
  origin(): string;
}

export function createCore(
  options: EngineOptions,
  initial: SandboxState,
  tracker: StateTracker | undefined,
): EngineCore {
  const {modules, handlerFor, taskRunner} = resourceSet(options.preset);
  const baseClock = options.clock ?? (() => Date.now());
  const core: EngineCore = {
    options,
    modules,
    handlerFor,
    taskRunner,
    credentials: options.preset.credentials,
    operations: buildOperations(options.apis),
    tracker,
    state: tracker ? tracker.state : initial,
    rev: 0,
    seedIds: [],
    taskTime: undefined,
    rawState: () => tracker?.raw ?? core.state,
    baseClock,
    now: () => core.taskTime ?? baseClock() + core.state.clockOffsetMs,
    newId: (fresh) => core.seedIds.shift() ?? (fresh ? fresh() : core.freshId()),
    freshId() {
      core.state.counter += 1;
      const seconds = Math.floor(core.now() / 1000)
        .toString(16)
        .padStart(8, '0')
        .slice(-8);
      const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(5)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
      return `${seconds}${random}${(core.state.counter % 0x1000000).toString(16).padStart(6, '0')}`;
    },
    origin: () => options.origin ?? 'http://127.0.0.1:4010',
  };
  return core;
}
