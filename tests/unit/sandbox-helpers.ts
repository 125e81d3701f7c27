/** Shared by the sandbox tests: the served bundles (compiled once, cached) and request helpers. */
import {loadApis} from '../../plugins/api-reference/sandbox-apis';
import {createSandbox, type Sandbox, type SandboxApi, type SandboxOptions, type SandboxState} from '../../src/sandbox';
import {ALL_CREDENTIALS, PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {BASE_SEED} from '../../src/sandbox/seed';

/**
 * The presets the engine's tests run: the seed's first records only (`BASE_SEED`), as these tests were written
 * against, since they check exact lists, webhooks and clock tasks. The whole seed (payments with their clock tasks,
 * orders, invoices) is tested by sandbox-seed.test.ts and sandbox-examples-fresh.test.ts.
 */
export const BASE_PROVIDER_PRESET = {...PROVIDER_PRESET, seed: BASE_SEED};
export const BASE_PUBLIC_PRESET = {...PUBLIC_PRESET, seed: BASE_SEED};
import {applyChanges, type Change} from '../../src/sandbox/changes';
import {emptyState} from '../../src/sandbox/types';

const apis = new Map<boolean, Promise<SandboxApi[]>>();
/** The toolkit and partner APIs (and the provider with `provider`), as `npm run sandbox` serves them. */
export const sandboxApis = (provider = false): Promise<SandboxApi[]> => {
  if (!apis.has(provider)) apis.set(provider, loadApis(provider));
  return apis.get(provider)!;
};

/**
 * The state a new sandbox of `options` holds once its first request has seeded it (0.3-0.4 s of CPU with every API),
 * made once per `key` and copied for each caller (a few ms): a test that wants many fresh sandboxes starts each from
 * it. Workers keep this module between files, so a key names its file and what its options hold; the clock of one key
 * stands still.
 */
const seededStates = new Map<string, Promise<SandboxState>>();
export function seededState(key: string, options: SandboxOptions): Promise<SandboxState> {
  let state = seededStates.get(key);
  if (!state) {
    const first = createSandbox(options);
    state = first.handle({method: 'GET', url: '/_sandbox', headers: {}}).then(() => first.snapshot());
    seededStates.set(key, state);
  }
  return state.then((s) => structuredClone(s));
}

export const TOOLKIT = ALL_CREDENTIALS.toolkit.headers;
export const PARTNER = ALL_CREDENTIALS.partner.headers;
export const PROVIDER = ALL_CREDENTIALS.provider.headers;
export const BRAMBLE = '6650f1c2a9d3e4b5c6d7e8f9';

/** A sandbox on a clock the test moves by hand. */
export async function testSandbox(extra: Partial<SandboxOptions> = {}) {
  let t = Date.parse('2026-07-01T10:30:00.000Z');
  const clock = {now: () => t, advance: (ms: number) => (t += ms)};
  const sandbox = createSandbox({preset: BASE_PROVIDER_PRESET, apis: await sandboxApis(), clock: clock.now, ...extra});
  return {sandbox, clock, ...requester(sandbox)};
}

/**
 * A sandbox with every API (the provider's too) as a hostile-input test needs it: its state kept as the `--state`
 * journal keeps it (`store`), its defects collected (`defects`), on a clock the test moves (`advance`).
 */
export async function watchedSandbox() {
  const apis = await sandboxApis(true);
  let t = Date.parse('2026-07-01T10:30:00.000Z');
  const store = journaled();
  const defects: string[] = [];
  const sandbox = createSandbox({
    preset: BASE_PROVIDER_PRESET,
    apis,
    clock: () => t,
    ...store.options,
    logDefect: (m) => defects.push(m),
  });
  return {apis, sandbox, store, defects, advance: (ms: number) => (t += ms), ...requester(sandbox)};
}

export function requester(sandbox: Sandbox) {
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await sandbox.handle({
      method,
      url,
      headers: {
        ...(url.startsWith('/partner/') ? PARTNER : url.startsWith('/provider/') ? PROVIDER : TOOLKIT),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = JSON.parse(response.body);
    } catch {
      json = undefined;
    }
    return {...response, json};
  };
  return {call};
}

/**
 * A store as the `--state` journal keeps one (journal.ts): every step's changes go through JSON and are
 * replayed on a copy of the state; `kept()` is that copy (what a restart would read).
 */
export function journaled(initial?: SandboxState) {
  let kept = structuredClone(initial ?? emptyState());
  const records: Change[][] = [];
  return {
    options: {
      state: initial,
      commit: (changes: Change[]) => {
        if (changes.length === 0) return;
        const parsed = JSON.parse(JSON.stringify(changes)) as Change[];
        records.push(parsed);
        kept = applyChanges(kept, parsed);
      },
      rollback: () => structuredClone(kept),
    } satisfies Partial<SandboxOptions>,
    kept: () => kept,
    records,
  };
}
