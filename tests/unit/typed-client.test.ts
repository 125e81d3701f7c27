/**
 * A client generated from each merged download compiles: openapi-typescript turns the merged description
 * (merge.ts, the function the build uses) into types, a small openapi-fetch client makes one typed call with
 * the documented example of create-and-process (types generated as /guides/typed-client says, fields with a
 * default optional), and the TypeScript compiler (strict) reports nothing. The
 * same client with a number for `amount` must not compile, so the types really check the body.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, {astToString} from 'openapi-typescript';
import {afterAll, describe, expect, it} from 'vitest';
import {FIRST_LINE_ONLY, SECOND_NODE_LINE} from './lib/node-line';
import {compileApi, listApis} from '../../plugins/api-reference/compile';
import {mergedDownloads} from '../../plugins/api-reference/options';
import {mergeFamily} from '../../plugins/api-reference/merge';
import {apiReferenceOptions as SITE} from '../../openapi/site';

type Json = Record<string, unknown>;

const ids = (await listApis(SITE.configFile)).map((a) => a.id);
const compiled = await Promise.all(ids.map((id) => compileApi(SITE, id)));
const merged = mergedDownloads(SITE, ids).map((family) => ({family, document: mergeFamily(family, compiled).document}));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-typed-client-'));
// The client resolves openapi-fetch (and its helpers) from the repository's node_modules.
fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const deref = (doc: Json, value: unknown): Json => {
  let v = value as Json;
  while (v && typeof v.$ref === 'string')
    v = (v.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((o, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
  return v;
};

/** The example terminals of EXAMPLES.md. */
const TERMINALS: Record<string, Record<string, string>> = {
  toolkit: {
    'X-Terminal-Id': '3f1c2b7e-9a4d-4c1e-8b2f-6d5e4a3c2b1a',
    'X-Terminal-Secret': '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  },
  partner: {
    'X-Terminal-Id': '7c1e9a4b-2d3f-4e5a-8b6c-0d9e1f2a3b4c',
    'X-Terminal-Secret': 'e41c7a92-6b3d-4e8f-a0c5-2d9b7f1e3a64',
  },
};

/** The call each client makes: create-and-process a single payment, with its documented example. */
function call(doc: Json, name: string) {
  const route = Object.keys(doc.paths as Json).find((p) => p.endsWith('/payments/single/create-and-process'))!;
  const op = ((doc.paths as Json)[route] as Json).post as Json;
  const content = (deref(doc, op.requestBody).content as Json)['application/json'] as Json;
  const body = deref(doc, Object.values(content.examples as Json)[0]).value as Json;
  const params = ((op.parameters as unknown[]) ?? []).map((p) => deref(doc, p));
  const pathParams = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, p.example]));
  const sandbox = (doc.servers as Json[]).find((s) => /sandbox/.test(String(s.url)))!.url as string;
  return {route, body, pathParams, sandbox, name};
}

function clientSource({route, body, pathParams, sandbox, name}: ReturnType<typeof call>): string {
  const pathPart = Object.keys(pathParams).length ? `path: ${JSON.stringify(pathParams)}, ` : '';
  return `import createClient from 'openapi-fetch';
import type {paths} from './${name}';

const client = createClient<paths>({
  baseUrl: ${JSON.stringify(sandbox)},
  headers: ${JSON.stringify(TERMINALS[name])},
});

export async function createAndProcess(): Promise<string> {
  const {data, error, response} = await client.POST(${JSON.stringify(route)}, {
    params: {${pathPart}header: {'Idempotency-Key': '5f0c6a52-8d7e-4b1a-9c3f-2e4d6b8a0c1e'}},
    body: ${JSON.stringify(body)},
  });
  if (error !== undefined) return \`\${response.status}: \${error}\`;
  return data.result.id;
}
`;
}

function diagnostics(files: Record<string, string>, types: string[] = []): string[] {
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  const program = ts.createProgram(
    Object.keys(files).map((f) => path.join(dir, f)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types,
    },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('a typed client generated from each merged download', () => {
  it.skipIf(SECOND_NODE_LINE).each(merged.map((m) => [m.family.name, m.document] as const))(
    `%s: openapi-typescript types and an openapi-fetch call compile strict, and a wrong body does not ${FIRST_LINE_ONLY}`,
    async (name, document) => {
      const types = astToString(await openapiTS(document as never, {silent: true, defaultNonNullable: false}));
      expect(types).toContain('export interface paths');
      const c = call(document, name);
      expect(c.body.amount).toBe('125.50');
      const ok = diagnostics({[`${name}.ts`]: types, [`${name}-client.ts`]: clientSource(c)});
      expect(ok, ok.join('\n')).toEqual([]);

      if (name === 'toolkit') {
        // The call shown on /guides/typed-client compiles against the same types.
        const page = fs.readFileSync('docs/guides/typed-client.mdx', 'utf8');
        const snippet = /```ts title="fernpay\.ts"\n([\s\S]*?)\n```/.exec(page)![1];
        expect(snippet).toContain("from './fernpay-toolkit'");
        const guide = diagnostics({'fernpay-toolkit.d.ts': types, 'fernpay.ts': `${snippet}\nexport {};\n`}, ['node']);
        expect(guide, guide.join('\n')).toEqual([]);
      }

      const wrong = diagnostics({[`${name}-client.ts`]: clientSource({...c, body: {...c.body, amount: 125.5}})});
      expect(wrong, wrong.join('\n')).toHaveLength(1);
      expect(wrong[0]).toMatch(/client\.ts:12 Type 'number' is not assignable to type 'string'/);
    },
    120_000,
  );
});
