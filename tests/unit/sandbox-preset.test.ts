/**
 * A preset's resource modules are a set (src/sandbox/preset.ts): the engine takes them as an argument, refuses
 * two that claim the same operation, name or clock task, and gives the same result whatever their order,
 * including a tick that follows from another module's tick in the same clock step.
 */
import {describe, expect, it} from 'vitest';
import {createSandbox, type EngineContext, type ResourceModule} from '../../src/sandbox';
import {combinePresets, presetFor, resourceSet, type SandboxPreset} from '../../src/sandbox/preset';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {keyed} from '../../src/sandbox/kit/keyed';

const store = (ctx: EngineContext) => (ctx.state.store.fixture ??= keyed());

/** Sets `leader` once. */
const leader: ResourceModule = {
  name: 'b-leader',
  handlers: {},
  async onTick(ctx) {
    if (store(ctx).leader) return false;
    store(ctx).leader = {at: ctx.now()};
    return true;
  },
};
/** Follows `leader` (its name sorts first: it runs before the module it follows). */
const follower: ResourceModule = {
  name: 'a-follower',
  handlers: {},
  async onTick(ctx) {
    if (!store(ctx).leader || store(ctx).follower) return false;
    store(ctx).follower = {after: 'leader'};
    return true;
  },
};

const preset = (resources: ResourceModule[]): SandboxPreset => ({
  name: 'fixture',
  resources,
  credentials: {},
  lifecycles: [],
});

describe('a preset of resource modules', () => {
  it('refuses two modules that handle the same operation, run the same task or share a name', () => {
    const a: ResourceModule = {
      name: 'a',
      handlers: {api: {op: async () => ({status: 200})}},
      tasks: {'a.t': async () => {}},
    };
    const b: ResourceModule = {name: 'b', handlers: {api: {op: async () => ({status: 204})}}};
    const c: ResourceModule = {name: 'c', handlers: {}, tasks: {'a.t': async () => {}}};
    expect(() => resourceSet(preset([a, b]))).toThrow('sandbox preset fixture: api op is handled by both a and b');
    expect(() => resourceSet(preset([a, c]))).toThrow('clock task a.t is run by both a and c');
    expect(() => resourceSet(preset([a, {...c, name: 'a', tasks: {}}]))).toThrow('two modules are named a');
    expect(() => createSandbox({apis: [], preset: preset([a, b])})).toThrow('handled by both');
    expect(resourceSet(preset([a])).handlerFor('api', 'op')).toBe(a.handlers.api.op);
  });

  it('runs the ticks until none changes anything: a tick that follows another happens in the same step', async () => {
    for (const resources of [
      [leader, follower],
      [follower, leader],
    ]) {
      const sandbox = createSandbox({apis: [], preset: preset(resources), clock: () => 0});
      await sandbox.tick();
      expect(sandbox.snapshot().store.fixture).toEqual({leader: {at: 0}, follower: {after: 'leader'}});
    }
  });

  it("the real presets: the public one has no provider module or credentials; the provider's adds them", () => {
    expect(PUBLIC_PRESET.resources.some((m) => m.name.startsWith('provider'))).toBe(false);
    expect(Object.keys(PUBLIC_PRESET.credentials).sort()).toEqual(['partner', 'toolkit']);
    expect(PROVIDER_PRESET.resources.length).toBeGreaterThan(PUBLIC_PRESET.resources.length);
    expect(Object.keys(PROVIDER_PRESET.credentials).sort()).toEqual(['partner', 'provider', 'toolkit']);
    expect(() => resourceSet(PROVIDER_PRESET)).not.toThrow();
    // Combining keeps a module given twice once.
    expect(combinePresets('x', PUBLIC_PRESET, PUBLIC_PRESET).resources).toHaveLength(PUBLIC_PRESET.resources.length);
    const providerApi = {id: 'provider', family: 'provider' as const, bundled: {}};
    expect(presetFor({public: PUBLIC_PRESET, provider: PROVIDER_PRESET}, [providerApi])).toBe(PROVIDER_PRESET);
    expect(() => presetFor({public: PUBLIC_PRESET}, [providerApi])).toThrow('no provider resources');
  });
});
