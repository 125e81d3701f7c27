/**
 * What a sandbox runs, given to `createSandbox` (the engine imports no list of resources): a preset is a set of resource
 * modules and the test credentials of the families they serve. Audiences are structural: the public preset
 * (presets/public.ts) holds the Toolkit and Partner modules and credentials, the provider preset
 * (presets/provider.ts) adds the provider's, and every public entry point (the published public sandbox, the
 * public MCP file, the page's Try it) imports the public one only. Pure.
 *
 * The modules are a set: their order does not matter. Each operation has at most one handler and each clock
 * task kind one runner among them (two are refused when the sandbox is created); the engine asks them in the
 * order of their names, and runs their ticks until none changes anything, so that a tick that follows from
 * another's change (an invoice paid by its payment, then its order complete) happens whatever the order.
 */
import type {SandboxCredentials} from './credentials';
import type {Lifecycle} from './lifecycles/lifecycle';
import type {ScenarioCatalogue} from './scenarios/catalogue';
import type {SandboxApi} from './openapi';
import type {SeedStep} from './seed';
import type {Handler, ResourceModule, ScheduledTask, EngineContext} from './types';

export interface SandboxPreset {
  /** Its audience, for messages (`public`, `provider`). */
  name: string;
  /** The resource modules (a set: order does not matter; names are unique). */
  resources: readonly ResourceModule[];
  /** The test credentials, per family the preset serves. */
  credentials: SandboxCredentials;
  /**
   * The lifecycles its modules apply (lifecycles/): a saved state whose records hold a status none of them
   * declares is refused (state.ts `stateValueProblem`).
   */
  lifecycles: readonly Pick<Lifecycle, 'statuses' | 'statusField'>[];
  /** Its audience's scenario catalogues (scenarios/): what the MCP server's `list_scenarios` lists. */
  scenarios?: readonly ScenarioCatalogue[];
  /**
   * What a new (or reset) sandbox of this audience holds besides its companies (seed/): calls made in order through
   * the operations' own handlers, each record given its documented id.
   */
  seed?: readonly SeedStep[];
}

/** A preset of both: the modules and credentials of each (a module in both, by the same object, is kept once). */
export function combinePresets(name: string, ...presets: readonly SandboxPreset[]): SandboxPreset {
  const resources: ResourceModule[] = [];
  for (const p of presets) for (const m of p.resources) if (!resources.includes(m)) resources.push(m);
  return {
    name,
    resources,
    credentials: Object.assign({}, ...presets.map((p) => p.credentials)) as SandboxCredentials,
    lifecycles: [...new Set(presets.flatMap((p) => p.lifecycles))],
    scenarios: [...new Set(presets.flatMap((p) => p.scenarios ?? []))],
    seed: presets.flatMap((p) => p.seed ?? []),
  };
}

/** The preset's modules, checked and indexed: what the engine asks. */
export interface ResourceSet {
  /** The modules, in the order of their names. */
  modules: readonly ResourceModule[];
  /** The stateful handler of an operation, if a module has one. */
  handlerFor(apiId: string, operationId: string): Handler | undefined;
  /** The runner of a clock task kind, if a module has one. */
  taskRunner(kind: string): ((ctx: EngineContext, task: ScheduledTask) => Promise<void>) | undefined;
}

/** Checks a preset's modules (unique names, one handler per operation, one runner per task kind) and indexes them. */
export function resourceSet(preset: SandboxPreset): ResourceSet {
  const modules = [...preset.resources].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const handlers = new Map<string, {module: string; handler: Handler}>();
  const tasks = new Map<string, {module: string; run: (ctx: EngineContext, task: ScheduledTask) => Promise<void>}>();
  const problems: string[] = [];
  modules.forEach((m, i) => {
    if (i > 0 && modules[i - 1].name === m.name) problems.push(`two modules are named ${m.name}`);
    for (const [apiId, ops] of Object.entries(m.handlers))
      for (const [operationId, handler] of Object.entries(ops)) {
        const key = `${apiId} ${operationId}`;
        const there = handlers.get(key);
        if (there) problems.push(`${key} is handled by both ${there.module} and ${m.name}`);
        else handlers.set(key, {module: m.name, handler});
      }
    for (const [kind, run] of Object.entries(m.tasks ?? {})) {
      const there = tasks.get(kind);
      if (there) problems.push(`clock task ${kind} is run by both ${there.module} and ${m.name}`);
      else tasks.set(kind, {module: m.name, run});
    }
  });
  if (problems.length) throw new Error(`sandbox preset ${preset.name}: ${problems.join('; ')}`);
  return {
    modules,
    handlerFor: (apiId, operationId) => handlers.get(`${apiId} ${operationId}`)?.handler,
    taskRunner: (kind) => tasks.get(kind)?.run,
  };
}

/** The presets a server may run: the public one, and the provider's where the provider API may be served. */
export interface Presets {
  public: SandboxPreset;
  provider?: SandboxPreset;
}

/** The preset for these APIs: the provider's when one of them is the provider API (refused where there is none). */
export function presetFor(presets: Presets, apis: readonly SandboxApi[]): SandboxPreset {
  if (!apis.some((a) => a.family === 'provider')) return presets.public;
  if (!presets.provider) throw new Error('this sandbox has no provider resources: the provider API is not served here');
  return presets.provider;
}
