/**
 * A client generated from each merged download compiles: openapi-typescript turns the merged description
 * (merge.ts, the function the build uses) into types, a small openapi-fetch client makes one typed call with
 * the documented example of create-and-process (types generated as /guides/typed-client says, fields with a
 * default optional), and the TypeScript compiler (strict) reports nothing. The
 * same client with a number for `amount` must not compile, so the types really check the body.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
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
        expect(snippet).toContain("from './fernpay-toolkit.js'");
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

/**
 * /guides/typed-client as a reader follows it (issue 38: the sample did not compile as written): in an empty folder,
 * the guide's commands (the `npm install`s stand in for by this repository's node_modules, the download by the merged
 * description the build publishes), its tsconfig.json, fernpay.ts and webhook.ts as the page shows them, compiled by
 * `npx tsc` with that tsconfig and run with plain node against the sandbox; the webhook handler typed by the generated
 * `webhooks` is called with a webhook the sandbox sent for that payment.
 */
describe("/guides/typed-client's project, as the page sets it up", () => {
  it.skipIf(SECOND_NODE_LINE)(
    `compiles with the page's own tsconfig and runs: the call creates a payment, the handler reads its webhook ${FIRST_LINE_ONLY}`,
    async () => {
      const page = fs.readFileSync('docs/guides/typed-client.mdx', 'utf8');
      const titled = (title: string) => {
        const m = new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)\\n```').exec(page);
        expect(m, `the page shows ${title}`).not.toBeNull();
        return m![1];
      };
      const commands = [...page.matchAll(/```bash\n([\s\S]*?)\n```/g)].flatMap((m) => m[1].split('\n'));
      const project = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-typed-guide-'));
      const run = (file: string, args: string[], env: Record<string, string> = {}) =>
        promisify(execFile)(file, args, {cwd: project, env: {...process.env, ...env}});
      const {startServer} = await import('../../src/sandbox/server');
      const {sandboxApis} = await import('./sandbox-helpers');
      const server = await startServer(
        {port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false},
        await sandboxApis(),
      );
      try {
        const toolkit = merged.find((m) => m.family.name === 'toolkit')!.document;
        fs.writeFileSync(path.join(project, 'toolkit.json'), JSON.stringify(toolkit));
        // What the reader installs is what the compile and the run need.
        const installed = commands.filter((c) => c.startsWith('npm install')).join(' ');
        for (const pkg of ['openapi-fetch', 'openapi-typescript', 'typescript', '@types/node'])
          expect(installed).toContain(` ${pkg}`);
        fs.symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'), 'dir');
        for (const command of commands.filter((c) => /^npm (init|pkg)/.test(c)))
          await run('npm', command.split(' ').slice(1));
        expect(JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')).type).toBe('module');
        const generate = commands
          .find((c) => c.startsWith('npx openapi-typescript '))!
          .split(' ')
          .slice(2);
        generate[0] = 'toolkit.json';
        await run(process.execPath, [path.resolve('node_modules/openapi-typescript/bin/cli.js'), ...generate]);
        for (const file of ['tsconfig.json', 'fernpay.ts', 'webhook.ts'])
          fs.writeFileSync(path.join(project, file), titled(file));
        expect(commands).toContain('npx tsc');
        await run(process.execPath, [path.resolve('node_modules/typescript/bin/tsc')]);

        const control = (await (await fetch(`${server.url}/_sandbox`)).json()) as Record<
          string,
          Record<string, string>
        >;
        const runLine = commands.find((c) => c.includes('node dist/'))!;
        const out = await run(process.execPath, [runLine.split(' ').at(-1)!], {
          FERNPAY_BASE_URL: control.toolkit.baseUrl,
          FERNPAY_TERMINAL_ID: control.toolkit['X-Terminal-Id'],
          FERNPAY_TERMINAL_SECRET: control.toolkit['X-Terminal-Secret'],
        });
        const [id, status, link] = out.stdout.trim().split(' ');
        expect(status).toBe('sent');
        expect(link).toMatch(/^http/);
        const events = (await (await fetch(`${server.url}/_sandbox/events`)).json()) as {
          events: {type: string; body: string}[];
        };
        const sent = events.events.find(
          (e) => e.type === 'single-payments.status-update' && JSON.parse(e.body).data.id === id,
        )!;
        const handled = await run(process.execPath, [
          '--input-type=module',
          '-e',
          "import {onPaymentStatusUpdate} from './dist/webhook.js'; console.log(onPaymentStatusUpdate(process.argv[1]));",
          sent.body,
        ]);
        expect(handled.stdout.trim()).toBe(`${id} is sent`);
      } finally {
        await server.close();
        fs.rmSync(project, {recursive: true, force: true});
      }
    },
    180_000,
  );
});
