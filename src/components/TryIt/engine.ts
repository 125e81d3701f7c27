/**
 * The sandbox engine in the page (src/sandbox, the same code as `npm run sandbox`): one per page, over the
 * APIs whose Try it the reader opened (each API's module holds its served bundle and its validators compiled
 * at build time: plugins/sandbox-web/browser.ts). Its state is kept per browser (store.ts), shared by the tabs of
 * the browser: every call is a read-modify-write of the stored record under one Web Lock (the engine reloads the
 * record first when another tab wrote it), and each write is announced to the other tabs, whose panels then show
 * it. Time-based events (the bank's confirmation after Approve, ...) run on a one-second tick while the page is
 * open, under the same lock. Nothing is sent over the network: webhooks are only recorded.
 */
import {createSandbox, type Sandbox, type SandboxEvent, type SandboxResponse} from '../../sandbox';
import {combinePresets, type SandboxPreset} from '../../sandbox/preset';
import {PUBLIC_PRESET} from '../../sandbox/presets/public';
import {buildOperations, type Operation, type SandboxApi} from '../../sandbox/openapi';
import type {CompiledValidators} from '../../sandbox/validate';
import {browserModuleUrl, familyOfApi, SEED_SNAPSHOT_URL} from '../../sandbox/browser-urls';
import type {SeedSnapshot} from '../../sandbox/engine/snapshot';
import {createdIds, rememberIds, type CreatedId} from './helpers';
import {pageSandboxOptions} from './page-sandbox';
import {announce, clearRecord, exclusive, loadRecord, loadStamp, newStamp, onAnnounced, saveRecord} from './store';
import type {SandboxState} from '../../sandbox/types';
import type {SandboxCredentials} from '../../sandbox/credentials';

interface LoadedApi {
  api: SandboxApi;
  validators: CompiledValidators;
  operations: Operation[];
  /** The test credentials of the API's family (header name -> value). */
  testHeaders: Readonly<Record<string, string>>;
  /** The test credentials the page's engine accepts with this API (every family's: a wrong family is `403`). */
  credentials: SandboxCredentials;
  /** What the API's module adds to the public preset (the provider API's: the provider's modules and credentials). */
  preset?: SandboxPreset;
}

const modules = new Map<string, Promise<LoadedApi>>();
/** The public seed's snapshot (loaded once, with the first public API: page-sandbox.ts says when it is used). */
let seedLoading: Promise<SeedSnapshot> | undefined;
let seed: SeedSnapshot | undefined;
let sandbox: Sandbox | undefined;
let sandboxApis: string[] = [];
/** The modules of `sandboxApis`, in its order. */
let loadedApis: LoadedApi[] = [];
/** The stamp of the stored record this page's engine is at (store.ts): another one means another tab wrote. */
let stamp: string | undefined;
let ids: CreatedId[] = [];
let ticker: ReturnType<typeof setInterval> | undefined;
let ticking = false;
let savedRevision = -1;
const listeners = new Set<() => void>();

/** Called after every change of the sandbox (a call, a button, the clock, a reset). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const notify = () => listeners.forEach((l) => l());

/** One API's module: its bundle, validators and operations (loaded once). */
export function loadApi(id: string): Promise<LoadedApi> {
  let loading = modules.get(id);
  if (!loading) {
    const url = browserModuleUrl(id);
    loading = (
      import(/* webpackIgnore: true */ url) as Promise<{
        api: SandboxApi;
        validators: CompiledValidators;
        preset?: SandboxPreset;
      }>
    ).then((m) => {
      // The provider API's module, served under the restricted prefix, brings the provider's preset: its
      // resource modules and credentials (the public script imports the public preset only).
      const credentials = (m.preset ?? PUBLIC_PRESET).credentials[m.api.family];
      return {
        api: m.api,
        validators: m.validators,
        operations: buildOperations([m.api]),
        testHeaders: credentials?.headers ?? {},
        credentials: combinePresets('page', PUBLIC_PRESET, ...(m.preset ? [m.preset] : [])).credentials,
        preset: m.preset,
      };
    });
    loading.catch(() => modules.delete(id));
    modules.set(id, loading);
  }
  return loading;
}

/** The public seed's snapshot, imported once (plugins/sandbox-web/seed-snapshot.ts writes it at build time). */
function loadSeed(): Promise<SeedSnapshot> {
  if (!seedLoading) {
    seedLoading = (import(/* webpackIgnore: true */ SEED_SNAPSHOT_URL) as Promise<{snapshot: SeedSnapshot}>).then(
      (m) => (seed = m.snapshot),
    );
    seedLoading.catch(() => (seedLoading = undefined));
  }
  return seedLoading;
}

/** The engine over `loaded`, from `state`; a state the engine cannot start from gives a fresh one, and why. */
function build(loaded: readonly LoadedApi[], state: SandboxState | undefined): {sandbox: Sandbox; refused?: string} {
  const options = pageSandboxOptions(loaded, seed);
  try {
    return {sandbox: createSandbox({...options, state})};
  } catch (error) {
    // A stored state the engine cannot start from (an impossible clock, status or amount): ignored, fresh state.
    return {sandbox: createSandbox(options), refused: error instanceof Error ? error.message : String(error)};
  }
}

/**
 * Inside the lock: brings this page's engine to the record as stored, when another tab (or an earlier page)
 * wrote it since this page last read or wrote it. Returns whether the engine was recreated.
 */
async function catchUp(): Promise<boolean> {
  const stored = await loadStamp();
  if (sandbox && stored === stamp) return false;
  const kept = await loadRecord();
  const next = build(loadedApis, kept.state);
  const refused = next.refused;
  if (refused) {
    console.warn(`[Try it] the sandbox state kept in this browser was ignored and reset: ${refused}`);
    stamp = newStamp();
    await clearRecord(stamp);
  } else stamp = stored;
  ids = refused ? [] : kept.ids;
  sandbox = next.sandbox;
  savedRevision = sandbox.revision();
  return true;
}

/** Inside the lock: writes the state and the ids, and tells the other tabs. */
async function persist(s: Sandbox) {
  savedRevision = s.revision();
  stamp = newStamp();
  await saveRecord({state: s.snapshot(), ids}, stamp);
  announce(stamp);
}

function startTicker() {
  if (ticker) return;
  // Another tab wrote a change: this page's engine reloads it, and its panels show it.
  onAnnounced(() => void exclusive(catchUp).then((moved) => moved && notify()));
  ticker = setInterval(() => {
    if (!sandbox || ticking) return;
    ticking = true;
    void exclusive(async () => {
      const moved = await catchUp();
      const s = sandbox!;
      await s.tick();
      const changed = s.revision() !== savedRevision;
      if (changed) await persist(s);
      return moved || changed;
    })
      .then((changed) => changed && notify())
      .finally(() => (ticking = false));
  }, 1000);
}

/** The page's sandbox, over at least the given APIs (recreated from the stored state when one is added). */
export async function ensureSandbox(apiIds: readonly string[] = []): Promise<Sandbox> {
  const wanted = () => [...new Set([...sandboxApis, ...apiIds])].sort();
  if (sandbox && wanted().length === sandboxApis.length) return sandbox;
  await Promise.all([
    ...wanted().map(loadApi),
    ...(wanted().some((id) => familyOfApi(id) !== 'provider') ? [loadSeed()] : []),
  ]);
  return exclusive(async () => {
    const all = wanted();
    if (sandbox && all.length === sandboxApis.length) return sandbox;
    loadedApis = await Promise.all(all.map(loadApi));
    sandboxApis = all;
    // Recreated over the APIs wanted, from the record as stored (this page's last write, or a newer one).
    const current = sandbox;
    sandbox = undefined;
    if (current && (await loadStamp()) === stamp) {
      sandbox = build(loadedApis, current.snapshot()).sandbox;
      savedRevision = sandbox.revision();
    } else await catchUp();
    startTicker();
    return sandbox!;
  });
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Runs a call of `op` in the engine, on the state as stored; keeps the state and the ids it created. */
export async function send(op: Operation, request: SentRequest): Promise<SandboxResponse> {
  await ensureSandbox([op.api.id]);
  const response = await exclusive(async () => {
    await catchUp();
    const s = sandbox!;
    const answer = await s.handle(request);
    ids = rememberIds(ids, createdIds(op, answer.status, answer.body));
    await persist(s);
    return answer;
  });
  notify();
  return response;
}

/** A call of the control surface (`/_sandbox/...`): events, test-bank buttons, the clock. */
export async function control(method: string, path: string, body?: unknown): Promise<SandboxResponse> {
  await ensureSandbox();
  const {response, moved} = await exclusive(async () => {
    const caughtUp = await catchUp();
    const s = sandbox!;
    const answer = await s.handle({
      method,
      url: path,
      headers: body === undefined ? {} : {'content-type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (method !== 'GET') await persist(s);
    return {response: answer, moved: caughtUp || method !== 'GET'};
  });
  if (moved) notify();
  return response;
}

export function events(): SandboxEvent[] {
  return sandbox?.events() ?? [];
}

export function createdIdList(): CreatedId[] {
  return ids;
}

/** Reset sandbox: the state and the remembered ids, in the page, in the browser and in its other tabs. */
export async function resetSandbox(): Promise<void> {
  await ensureSandbox();
  await exclusive(async () => {
    const s = sandbox!;
    await s.handle({method: 'POST', url: '/_sandbox/reset', headers: {}});
    ids = [];
    stamp = newStamp();
    await clearRecord(stamp);
    announce(stamp);
    savedRevision = s.revision();
  });
  notify();
}
