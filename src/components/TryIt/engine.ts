/**
 * The sandbox engine in the page (src/sandbox, the same code as `npm run sandbox`): one per page, over the
 * APIs whose Try it the reader opened (each API's module holds its served bundle and its validators compiled
 * at build time: plugins/sandbox-web/browser.ts). Its state is kept per browser (store.ts) after every change,
 * and restored on the next page; time-based events (the bank's confirmation after Approve, ...) run on a
 * one-second tick while the page is open. Nothing is sent over the network: webhooks are only recorded.
 */
import {createSandbox, type Sandbox, type SandboxEvent, type SandboxResponse} from '../../sandbox';
import type {SandboxPreset} from '../../sandbox/preset';
import {PUBLIC_PRESET} from '../../sandbox/presets/public';
import {buildOperations, type Operation, type SandboxApi} from '../../sandbox/openapi';
import type {CompiledValidators} from '../../sandbox/validate';
import {browserModuleUrl} from '../../sandbox/browser-urls';
import {createdIds, rememberIds, type CreatedId} from './helpers';
import {pageSandboxOptions} from './page-sandbox';
import {clearRecord, loadRecord, saveRecord} from './store';
import type {TryItRecord} from './record';

interface LoadedApi {
  api: SandboxApi;
  validators: CompiledValidators;
  operations: Operation[];
  /** The test credentials of the API's family (header name -> value). */
  testHeaders: Readonly<Record<string, string>>;
  /** What the API's module adds to the public preset (the provider API's: the provider's modules and credentials). */
  preset?: SandboxPreset;
}

const modules = new Map<string, Promise<LoadedApi>>();
let sandbox: Sandbox | undefined;
let sandboxApis: string[] = [];
let record: Promise<TryItRecord> | undefined;
let ids: CreatedId[] = [];
let ticker: ReturnType<typeof setInterval> | undefined;
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
        preset: m.preset,
      };
    });
    loading.catch(() => modules.delete(id));
    modules.set(id, loading);
  }
  return loading;
}

async function persist() {
  if (!sandbox) return;
  savedRevision = sandbox.revision();
  await saveRecord({state: sandbox.snapshot(), ids});
}

function startTicker() {
  if (ticker) return;
  ticker = setInterval(() => {
    const s = sandbox;
    if (!s) return;
    void s.tick().then(async () => {
      if (s === sandbox && s.revision() !== savedRevision) {
        await persist();
        notify();
      }
    });
  }, 1000);
}

/** The page's sandbox, over at least the given APIs (recreated from its own snapshot when one is added). */
export async function ensureSandbox(apiIds: readonly string[] = []): Promise<Sandbox> {
  const wanted = [...new Set([...sandboxApis, ...apiIds])].sort();
  if (sandbox && wanted.length === sandboxApis.length) return sandbox;
  record ??= loadRecord().then((r) => {
    ids = r.ids;
    return r;
  });
  const stored = await record;
  const loaded = await Promise.all(wanted.map(loadApi));
  if (sandbox && wanted.every((id) => sandboxApis.includes(id))) return sandbox;
  const state = sandbox?.snapshot() ?? stored.state;
  const options = pageSandboxOptions(loaded);
  try {
    sandbox = createSandbox({...options, state});
  } catch (error) {
    // A stored state the engine cannot start from (an impossible clock, status or amount): ignored, fresh state.
    if (state) {
      console.warn(
        `[Try it] the sandbox state kept in this browser was ignored and reset: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!sandbox) void clearRecord();
    }
    sandbox = createSandbox(options);
  }
  sandboxApis = wanted;
  savedRevision = sandbox.revision();
  startTicker();
  return sandbox;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Runs a call of `op` in the engine; keeps the state and the ids it created. */
export async function send(op: Operation, request: SentRequest): Promise<SandboxResponse> {
  const s = await ensureSandbox([op.api.id]);
  const response = await s.handle(request);
  ids = rememberIds(ids, createdIds(op, response.status, response.body));
  await persist();
  notify();
  return response;
}

/** A call of the control surface (`/_sandbox/...`): events, test-bank buttons, the clock. */
export async function control(method: string, path: string, body?: unknown): Promise<SandboxResponse> {
  const s = await ensureSandbox();
  const response = await s.handle({
    method,
    url: path,
    headers: body === undefined ? {} : {'content-type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (method !== 'GET') {
    await persist();
    notify();
  }
  return response;
}

export function events(): SandboxEvent[] {
  return sandbox?.events() ?? [];
}

export function createdIdList(): CreatedId[] {
  return ids;
}

/** Reset sandbox: the state and the remembered ids, in the page and in the browser. */
export async function resetSandbox(): Promise<void> {
  await ensureSandbox();
  await sandbox!.handle({method: 'POST', url: '/_sandbox/reset', headers: {}});
  ids = [];
  await clearRecord();
  savedRevision = sandbox!.revision();
  notify();
}
