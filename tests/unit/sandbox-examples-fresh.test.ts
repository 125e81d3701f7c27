/**
 * Every documented request example of every served OpenAPI description (toolkit, partner and provider bundles, as
 * `loadApis` compiles them for the site) sent as documented, ids and all, to a fresh sandbox: each must answer `2xx`,
 * except the examples of `NOT_YET_SEEDED` (sandbox-examples-fresh.gaps.ts), each with why (issue 38: the sandbox
 * starts seeded with what the documented examples name). That list is checked both ways: an example on it that
 * answers `2xx` fails the run too, so it only shrinks.
 *
 * Three ways a reader meets a fresh sandbox, each walked whole:
 * - the engine with every API of the example's audience (`PUBLIC_PRESET`, or `PROVIDER_PRESET` for the provider API),
 *   as `npm run sandbox` runs it;
 * - Try it on the example's reference page: the sandbox the page starts (src/components/TryIt/page-sandbox.ts, the
 *   options engine.ts gives `createSandbox`), over that page's API only, from the public seed's snapshot the build
 *   writes (plugins/sandbox-web/seed-snapshot.ts, taken on another day and moved to the examples' day), with a fresh
 *   browser store (no saved state); what only fails there is `NOT_ON_ITS_PAGE`;
 * - the published files (`fernpay-sandbox.mjs`, and the provider section's), bundled as the build bundles them
 *   (plugins/sandbox-web/publish.ts) and started with plain `node` on port 0, once each: every example after
 *   `POST /_sandbox/reset`, which seeds the sandbox again.
 * What differs from a reader's: the clock. These run on the examples' own day (2026-07-01 10:30 UTC; the files
 * started with `--start`, as the sandbox page tells a reader who wants every example answered as documented), since
 * the examples carry dates (a `futurePaymentDate`, a `recurringPaymentDate`) that are valid only before they pass. Unlike sandbox-examples.test.ts, nothing is prepared
 * and no id is substituted.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bundleSandbox} from '../../plugins/sandbox-web/publish';
import {publicSeedSnapshot} from '../../plugins/sandbox-web/seed-snapshot';
import {pageSandboxOptions} from '../../src/components/TryIt/page-sandbox';
import {createSandbox, type SandboxOptions} from '../../src/sandbox';
import {buildOperations, type Operation} from '../../src/sandbox/openapi';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {PROVIDER_ONLY_PRESET} from '../../src/sandbox/presets/provider-only';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {NOT_ON_ITS_PAGE, NOT_YET_SEEDED} from './sandbox-examples-fresh.gaps';
import {PARTNER, PROVIDER, TOOLKIT, requester, sandboxApis, seededState} from './sandbox-helpers';
import {parameterExamples, requestExamples} from './lib/documented-examples';
import {FIRST_LINE_ONLY, SECOND_NODE_LINE} from './lib/node-line';

const apis = await sandboxApis(true);
const operations = buildOperations(apis);
const EXAMPLES_DAY = Date.parse('2026-07-01T10:30:00.000Z');

/** The documented request's URL: the documented path and query values, as they are. */
function urlOf(op: Operation): string {
  const examples = parameterExamples(op);
  let url = op.servedPath.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(examples.get(`path:${name}`))),
  );
  const query = op.parameters
    .filter((p) => p.in === 'query' && examples.get(`query:${p.name}`) != null)
    .map((p) => `${p.name}=${encodeURIComponent(String(examples.get(`query:${p.name}`)))}`);
  if (query.length) url += `?${query.join('&')}`;
  return url;
}

const CASES = operations.flatMap((op) =>
  requestExamples(op).map(([name, body]) => ({key: `${op.api.id} ${op.operationId} ${name}`, op, body})),
);
const ROWS = CASES.map((c) => [c.key, c] as const);

/**
 * A fresh sandbox of these options: the seeded state (sandbox-helpers.ts `seededState`, seeded once per set of options)
 * copied for each example, the state a new sandbox of these options holds once its first request has seeded it (the
 * clock stands still on the examples' day). The published files below are reset and seeded for each example, as a
 * reader's Reset does.
 */
async function freshSandbox(key: string, options: Omit<SandboxOptions, 'state' | 'clock'>) {
  const clock = () => EXAMPLES_DAY;
  const state = await seededState(`examples-fresh ${key}`, {...options, clock});
  return requester(createSandbox({...options, clock, state}));
}

/** What an answer must be: `2xx`, unless the example is listed (then not `2xx`: the list only shrinks). */
function expectAnswer(
  key: string,
  op: Operation,
  url: string,
  r: {status: number; body: string},
  gaps: Readonly<Record<string, string>>,
) {
  const ok = r.status >= 200 && r.status < 300;
  if (Object.hasOwn(gaps, key)) expect(ok, `answers ${r.status} now: take it off the list`).toBe(false);
  else expect(ok, `${r.status} ${op.method.toUpperCase()} ${url} ${r.body.slice(0, 300)}`).toBe(true);
}

// The engine's and Try it's walks run our TypeScript in this process, no server or child: what the first Node line
// checked (tests/unit/lib/node-line.ts). The published files' walk, over HTTP to a child process, runs on both.
describe.skipIf(SECOND_NODE_LINE)(`every documented request example on a fresh sandbox ${FIRST_LINE_ONLY}`, () => {
  it('lists only examples that exist, and none twice', () => {
    const keys = new Set(CASES.map((c) => c.key));
    expect(Object.keys(NOT_YET_SEEDED).filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.keys(NOT_ON_ITS_PAGE).filter((k) => !keys.has(k) || Object.hasOwn(NOT_YET_SEEDED, k))).toEqual([]);
  });

  it.each(ROWS)('%s', async (key, {op, body}) => {
    const provider = op.api.id === 'provider';
    const served = provider ? apis : apis.filter((a) => a.id !== 'provider');
    const {call} = await freshSandbox(provider ? 'provider' : 'public', {
      preset: provider ? PROVIDER_PRESET : PUBLIC_PRESET,
      apis: served,
    });
    const url = urlOf(op);
    expectAnswer(key, op, url, await call(op.method.toUpperCase(), url, body), NOT_YET_SEEDED);
  });
});

describe.skipIf(SECOND_NODE_LINE)(
  `every documented request example in its reference page's Try it, on a fresh browser store ${FIRST_LINE_ONLY}`,
  () => {
    /** The public seed's snapshot as the build makes it (the module the page imports when Try it opens), once. */
    let seed: ReturnType<typeof publicSeedSnapshot> | undefined;
    const gaps = {...NOT_YET_SEEDED, ...NOT_ON_ITS_PAGE};
    it.each(ROWS)('%s', async (key, {op, body}) => {
      const page = [{api: op.api, ...(op.api.family === 'provider' ? {preset: PROVIDER_ONLY_PRESET} : {})}];
      const {call} = await freshSandbox(
        `page ${op.api.id}`,
        pageSandboxOptions(page, await (seed ??= publicSeedSnapshot(apis))),
      );
      const url = urlOf(op);
      expectAnswer(key, op, url, await call(op.method.toUpperCase(), url, body), gaps);
    });
  },
);

describe('every documented request example in the published sandbox files, run with plain node', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-fresh-'));
  const children: ChildProcess[] = [];
  const origins = new Map<boolean, string>();

  /** The audience's file as the build writes it, started on a free port; resolves with its origin. */
  async function start(provider: boolean): Promise<string> {
    const file = path.join(dir, provider ? 'provider-sandbox.mjs' : 'fernpay-sandbox.mjs');
    const served = provider ? apis : apis.filter((a) => a.family !== 'provider');
    await bundleSandbox(file, {apis: served, provider, siteUrl: 'https://developers.fernpay.example'}, '// test');
    const child = spawn(
      process.execPath,
      // The clock started on the examples' day, as a reader does with the documented option (it runs on).
      [file, '--port', '0', '--start', new Date(EXAMPLES_DAY).toISOString()],
      {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']},
    );
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      const seen = (chunk: Buffer) => {
        out += chunk.toString();
        const m = /sandbox on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) resolve(m[1]);
      };
      child.stdout!.on('data', seen);
      child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`the sandbox file exited (${code}): ${out}`)));
    });
  }

  beforeAll(async () => {
    for (const provider of [false, true]) origins.set(provider, await start(provider));
  }, 240_000);
  afterAll(() => {
    for (const child of children) child.kill();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it.each(ROWS)('%s', async (key, {op, body}) => {
    const origin = origins.get(op.api.family === 'provider')!;
    const reset = await fetch(`${origin}/_sandbox/reset`, {method: 'POST'});
    expect(reset.status).toBe(200);
    const url = urlOf(op);
    const credentials = url.startsWith('/partner/') ? PARTNER : url.startsWith('/provider/') ? PROVIDER : TOOLKIT;
    const r = await fetch(`${origin}${url}`, {
      method: op.method.toUpperCase(),
      headers: {...credentials, ...(body === undefined ? {} : {'content-type': 'application/json'})},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expectAnswer(key, op, url, {status: r.status, body: await r.text()}, NOT_YET_SEEDED);
  });
});
