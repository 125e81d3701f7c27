/**
 * The idempotency samples of /api-conventions ("What a repeat gets"), as a reader copies them: the Node.js and Python
 * tabs run against the local sandbox with the environment they read (FERNPAY_BASE_URL and the test terminal of
 * `GET /_sandbox`), twice with the same key, and print the status, the replay header and the created payment's id.
 * They had printed `undefined` and raised a KeyError: a create call answers `{created, result}`, and they read `id`
 * at the top (an integration written from the pages found it, 2026-11-30). The PHP tab needs PHP's curl extension,
 * which the test machine lacks: it is checked to read the same field.
 */
import {execFile} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startServer} from '../../src/sandbox/server';
import {sandboxApis} from './sandbox-helpers';

const run = promisify(execFile);
const PAGE = 'docs/api-conventions.mdx';

/** The fenced code of a tab (`<TabItem value="…">`) in the page's first tab set after `heading`. */
function tabCode(heading: string, value: string): string {
  const page = fs.readFileSync(PAGE, 'utf8');
  const from = page.indexOf(heading);
  expect(from, `${PAGE} has "${heading}"`).toBeGreaterThan(-1);
  const tab = page.indexOf(`<TabItem value="${value}"`, from);
  const fence = /```\w*\n([\s\S]*?)\n```/.exec(page.slice(tab));
  expect(tab > -1 && fence, `${PAGE}: the ${value} tab after "${heading}"`).toBeTruthy();
  return fence![1];
}

const HEADING = 'What a repeat gets';
let server: Awaited<ReturnType<typeof startServer>>;
let env: NodeJS.ProcessEnv;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-idempotency-samples-'));

beforeAll(async () => {
  server = await startServer({port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false}, await sandboxApis());
  const info = (await (await fetch(`${server.url}/_sandbox`)).json()) as {
    toolkit: {baseUrl: string; 'X-Terminal-Id': string; 'X-Terminal-Secret': string};
  };
  env = {
    ...process.env,
    FERNPAY_BASE_URL: info.toolkit.baseUrl,
    FERNPAY_TERMINAL_ID: info.toolkit['X-Terminal-Id'],
    FERNPAY_TERMINAL_SECRET: info.toolkit['X-Terminal-Secret'],
  };
}, 120_000);
afterAll(() => {
  server?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

/**
 * Runs a tab's sample twice with one idempotency key and checks what it prints: the payment (`201 false`), then the
 * same payment replayed (`201 true`), each with its id. `order` is the sample's order line and `keyed` the same
 * line keeping its key in `KEY` (the sample keeps it on an in-memory order; a stored order would keep it for good).
 */
async function runsTwice(tab: string, file: string, command: string, order: string, keyed: string) {
  const code = tabCode(HEADING, tab).replace(order, keyed);
  expect(code, `the ${tab} sample's order line`).toContain(keyed);
  fs.writeFileSync(path.join(dir, file), code);
  const withKey = {...env, KEY: crypto.randomUUID()};
  const lines = async () => (await run(command, [path.join(dir, file)], {env: withKey})).stdout.trim().split('\n');
  const first = await lines();
  const again = await lines();
  expect(first[0]).toBe('201 false');
  expect(again[0]).toBe('201 true');
  expect(first[1]).toMatch(/^[0-9a-f]{24}$/);
  expect(again[1]).toBe(first[1]);
}

describe(`the samples of /api-conventions, "${HEADING}", run against the sandbox`, () => {
  it('Node.js: the payment, then the same payment replayed, each printing its id', () =>
    runsTwice(
      'nodejs',
      'sample.mjs',
      process.execPath,
      "const order = {reference: 'INV-2026-042'};",
      "const order = {reference: 'INV-2026-042', idempotencyKey: process.env.KEY};",
    ));

  it('Python: the same', () =>
    runsTwice(
      'python',
      'sample.py',
      'python3',
      'order = {"reference": "INV-2026-042"}',
      'order = {"reference": "INV-2026-042", "idempotency_key": os.environ["KEY"]}',
    ));

  it('PHP: reads the created payment where the others do (result.id)', () => {
    expect(tabCode(HEADING, 'php')).toContain('json_decode($text)->result->id');
  });
});
