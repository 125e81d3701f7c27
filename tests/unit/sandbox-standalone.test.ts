/**
 * The validators compiled at build time (standalone.ts, bundled with esbuild as the site bundles them)
 * answer exactly as the engine's run-time validators: same pass or fail, same field, same documented
 * message, for every request schema of every API, on documented examples and on values that break them.
 */
import {build} from 'esbuild';
import {beforeAll, describe, expect, it} from 'vitest';
import {sandboxApis} from './sandbox-helpers';
import {requestSchemaPointers, standaloneValidatorsCode} from '../../plugins/sandbox-web/standalone';
import {
  createRequestValidator,
  plainMessage,
  providerValidationError,
  type CompiledValidators,
} from '../../src/sandbox/validate';
import {pointerGet, resolveRef, type SandboxApi} from '../../src/sandbox/openapi';
import {createSandbox} from '../../src/sandbox';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';

/** The standalone module, bundled into one ES module and imported from a data: URL. */
async function compiledValidators(api: SandboxApi): Promise<CompiledValidators> {
  const out = await build({
    stdin: {contents: standaloneValidatorsCode(api), resolveDir: process.cwd(), loader: 'js'},
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['main', 'module'],
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    validators: CompiledValidators;
  };
  return mod.validators;
}

/** Values to try against a schema: its examples, and values that break it in the usual ways. */
function candidates(schema: Record<string, unknown>, examples: unknown[]): unknown[] {
  const out: unknown[] = [...examples, null, 42, 'x', '', true, [], {}, 'a'.repeat(300), -1, 1.5];
  for (const example of examples)
    if (example && typeof example === 'object' && !Array.isArray(example)) {
      const record = example as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const {[key]: _dropped, ...rest} = record;
        out.push(rest, {...record, [key]: 12345}, {...record, [key]: 'not valid!'}, {...record, [key]: null});
      }
      out.push({...record, unexpectedField: 1});
    }
  if (Array.isArray(schema.enum)) out.push(...schema.enum, 'NOT_AN_ENUM');
  return out;
}

let apis: SandboxApi[] = [];
beforeAll(async () => {
  apis = await sandboxApis(true);
}, 120_000);

describe('validators compiled at build time', () => {
  it('answer as the run-time validators, for every request schema of every API', async () => {
    let compared = 0;
    for (const api of apis) {
      const compiled = await compiledValidators(api);
      const runtime = createRequestValidator(api.bundled);
      const ahead = createRequestValidator(api.bundled, compiled);
      for (const pointer of requestSchemaPointers(api)) {
        expect(compiled[pointer], `${api.id} ${pointer}`).toBeTypeOf('function');
        const schema = resolveRef(api.bundled, pointerGet(api.bundled, pointer), pointer).value as Record<
          string,
          unknown
        >;
        const examples = [schema.example, ...((schema.examples as unknown[]) ?? [])].filter((e) => e !== undefined);
        // A body's documented request examples sit on its media type, beside the schema.
        if (pointer.endsWith('/schema')) {
          const media = pointerGet(api.bundled, pointer.slice(0, -'/schema'.length)) as Record<string, unknown>;
          if (media?.example !== undefined) examples.push(media.example);
          for (const [name, ex] of Object.entries((media?.examples ?? {}) as Record<string, unknown>)) {
            const value = resolveRef(api.bundled, ex, `${pointer}/../examples/${name}`).value.value;
            if (value !== undefined) examples.push(value);
          }
        }
        for (const value of candidates(schema, examples)) {
          const a = runtime(value, pointer, 'field');
          const b = ahead(value, pointer, 'field');
          expect(b === undefined, `${api.id} ${pointer} ${JSON.stringify(value)?.slice(0, 80)}`).toBe(a === undefined);
          if (a && b) {
            expect(b.field).toBe(a.field);
            expect(plainMessage(b)).toBe(plainMessage(a));
            expect(providerValidationError(b)).toEqual(providerValidationError(a));
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(4000);
  }, 300_000);

  it('let the engine run with no schema compiler: a bad request gets the same documented 400', async () => {
    const api = apis.find((a) => a.id === 'toolkit-single-payments')!;
    const withCompiled = createSandbox({
      preset: PROVIDER_PRESET,
      apis: [api],
      validators: {[api.id]: await compiledValidators(api)},
    });
    const plain = createSandbox({preset: PROVIDER_PRESET, apis: [api]});
    const request = {
      method: 'POST',
      url: '/v1/payments/single/create',
      headers: {
        'X-Terminal-Id': '3f1c2b7e-9a4d-4c1e-8b2f-6d5e4a3c2b1a',
        'X-Terminal-Secret': '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({reference: 'INV 2026/041', amount: '89.00'}),
    };
    const [a, b] = [await plain.handle(request), await withCompiled.handle(request)];
    expect(b.status).toBe(400);
    expect(b.body).toBe(a.body);
  });
});
