/**
 * The options of the page's sandbox (engine.ts), over the APIs whose Try it the reader opened: their served bundles and
 * compiled validators, the public preset plus what an API's module brings (the provider's preset, under its prefix
 * only), the local sandbox's origin. Pure (no DOM, no store): tests/unit/sandbox-examples-fresh.test.ts starts each
 * reference page's sandbox through it, as the page does.
 */
import type {SandboxOptions, SeedSnapshot} from '../../sandbox';
import {combinePresets, type SandboxPreset} from '../../sandbox/preset';
import {PUBLIC_PRESET} from '../../sandbox/presets/public';
import type {SandboxApi} from '../../sandbox/openapi';
import type {CompiledValidators} from '../../sandbox/validate';
import {LOCAL_SANDBOX} from './helpers';

/** What an API's Try it module holds (plugins/sandbox-web/browser.ts). */
export interface PageApi {
  api: SandboxApi;
  /** Compiled at build time; without them the engine compiles with Ajv (a test, never the page: its CSP forbids it). */
  validators?: CompiledValidators;
  /** What the API's module adds to the public preset (the provider API's: the provider's modules and credentials). */
  preset?: SandboxPreset;
}

/**
 * `seed`: the public seed's snapshot (plugins/sandbox-web/seed-snapshot.ts), which a sandbox of public APIs only starts
 * (and resets) from, so that a page's examples find the records the seed makes through the other APIs (an invoice's
 * customer). A sandbox with the provider's API runs its preset's seed, as the provider's file does.
 */
export function pageSandboxOptions(loaded: readonly PageApi[], seed?: SeedSnapshot): Omit<SandboxOptions, 'state'> {
  const validators = loaded.flatMap((l) => (l.validators ? [[l.api.id, l.validators] as const] : []));
  const fromSnapshot = seed && loaded.every((l) => l.api.family !== 'provider' && !l.preset);
  return {
    ...(fromSnapshot ? {seedSnapshot: seed} : {}),
    apis: loaded.map((l) => l.api),
    preset: combinePresets('page', PUBLIC_PRESET, ...loaded.flatMap((l) => (l.preset ? [l.preset] : []))),
    ...(validators.length ? {validators: Object.fromEntries(validators)} : {}),
    origin: LOCAL_SANDBOX,
  };
}
