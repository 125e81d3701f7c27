/**
 * The provider section is sealed out of every public bundle by construction: the public entry points (the
 * published public sandbox file, the public MCP file, the page's Try it script and the seed's snapshot it imports)
 * are bundled here from the sources with esbuild, with the build's own options (plugins/sandbox-web/publish.ts,
 * scripts/build-mcp.mjs, seed-snapshot.ts), and none holds a provider-only string derived from the provider's declarations (tests/restricted-strings.ts).
 * The provider's own sandbox file does hold them: the check sees what it looks for. No site build needed;
 * tests/e2e/restricted-leaks.e2e.ts is the net over every file a whole build writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bundleSandbox} from '../../plugins/sandbox-web/publish';
import {publicSeedSnapshot, seedSnapshotModule} from '../../plugins/sandbox-web/seed-snapshot';
import type {SandboxApi} from '../../src/sandbox/openapi';
import {PROVIDER_CREDENTIALS} from '../../src/sandbox/resources/provider/credentials';
import {derivedProviderStrings} from '../restricted-declarations';
import {leaksIn} from '../restricted-strings';
import {sandboxApis} from './sandbox-helpers';

const SITE = 'https://developers.fernpay.example';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sealed-'));
let all: SandboxApi[];
let strings: string[];

beforeAll(async () => {
  all = await sandboxApis(true);
  strings = derivedProviderStrings({
    provider: all.filter((a) => a.family === 'provider').map((a) => a.bundled),
    public: all.filter((a) => a.family !== 'provider').map((a) => a.bundled),
  });
}, 180_000);

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** The sandbox file of an audience, as publish.ts writes it. */
async function sandboxFile(provider: boolean): Promise<string> {
  const outfile = path.join(dir, provider ? 'provider-sandbox.mjs' : 'sandbox.mjs');
  const apis = provider ? all : all.filter((a) => a.family !== 'provider');
  await bundleSandbox(outfile, {apis, provider, siteUrl: SITE}, '// test');
  return fs.readFileSync(outfile, 'utf8');
}

/** What a leak report says: the first strings found. */
const report = (found: string[]) => found.slice(0, 8);

describe('the provider-only strings derived from its declarations', () => {
  it('are hundreds, of every kind: operation ids, schema names, credentials, error codes, phrases of its descriptions and rules', () => {
    expect(strings.length).toBeGreaterThan(300);
    for (const s of [
      'createAccessConsent',
      'listAccessConsents',
      ...Object.values(PROVIDER_CREDENTIALS.headers),
      'eu_payment_authorisation_error',
      'create an EU access consent',
    ])
      expect(strings, s).toContain(s);
    expect(strings.some((s) => /^[A-Z][a-z]+[A-Z]\w+$/.test(s))).toBe(true);
    expect(strings.filter((s) => s.split(' ').length >= 4).length).toBeGreaterThan(100);
    // Nothing a public declaration also has (a public operation id, a public API's header; the provider's header
    // names, which a public page names: /sdk/overview).
    for (const s of ['createSinglePayment', 'X-Terminal-Id', 'Idempotency-Key', 'X-Client-Id'])
      expect(strings).not.toContain(s);
  });
});

describe('every public bundle, built from the sources as the build builds it', () => {
  it('the public sandbox file holds no provider-only string; the provider one holds them', async () => {
    expect(report(leaksIn(await sandboxFile(false), strings))).toEqual([]);
    expect(leaksIn(await sandboxFile(true), strings).length).toBeGreaterThan(100);
  }, 120_000);

  it('the public MCP file holds no provider-only string', async () => {
    const {mcpBuildOptions} = (await import('../../scripts/build-mcp.mjs')) as {
      mcpBuildOptions: (o: object) => esbuild.BuildOptions;
    };
    const outfile = path.join(dir, 'mcp.mjs');
    await esbuild.build(mcpBuildOptions({outfile, data: undefined, restricted: false, version: 'test', siteUrl: SITE}));
    const text = fs.readFileSync(outfile, 'utf8');
    // The in-process sandbox is in it (with the public preset).
    expect(text).toContain('X-Terminal-Secret');
    expect(report(leaksIn(text, strings))).toEqual([]);
  }, 120_000);

  it("the public seed's snapshot Try it starts from holds no provider-only string", async () => {
    const text = seedSnapshotModule(await publicSeedSnapshot(all));
    expect(text).toContain('6657e5f6a7b8c9d0e1f2a401');
    expect(report(leaksIn(text, strings))).toEqual([]);
  }, 120_000);

  it("the page's Try it and Run this guide scripts hold no provider-only string", async () => {
    const result = await esbuild.build({
      entryPoints: [path.resolve('src/components/TryIt/index.tsx'), path.resolve('src/components/RunGuide/Runner.tsx')],
      outdir: path.join(dir, 'page-scripts'),
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      logLevel: 'silent',
      loader: {'.css': 'empty'},
      // The framework, and Ajv's compiler (left out of the page: plugins/sandbox-web/browser.ts).
      external: ['react', 'react-dom', 'react-dom/*', 'react/*', '@docusaurus/*', 'ajv/dist/2020', 'ajv-formats'],
    });
    const text = result.outputFiles.map((f) => f.text).join('\n');
    expect(text).toContain('X-Terminal-Id');
    expect(report(leaksIn(text, strings))).toEqual([]);
  }, 120_000);
});
