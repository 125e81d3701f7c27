/**
 * The Arazzo workflows (arazzo/): laid out as the site serves them (each next to the OpenAPI files its
 * `sourceDescriptions` name, written as the build writes them), linted by Redocly (`redocly lint`) and by Spectral's
 * Arazzo ruleset (spectral:arazzo), then run by Redocly Respect (`redocly respect`) against one fresh local sandbox
 * server (src/sandbox/server.ts on a free port): every step's success criteria must pass.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FIRST_LINE_ONLY, SECOND_NODE_LINE} from './lib/node-line';
import {startServer} from '../../src/sandbox/server';
import {ALL_CREDENTIALS} from '../../src/sandbox/presets/provider';
import {FAMILY_PREFIX} from '../../src/sandbox/openapi';
import {RESTRICTED_SANDBOX_CONTROL_PATH, SANDBOX_CONTROL_PATH, SANDBOX_CONTROL_SOURCE} from '../../src/shared/sandbox';
import {controlDescription} from '../../plugins/sandbox-web/publish';
import {servedFiles} from '../../plugins/api-reference/options';
import {specYaml} from '../../plugins/api-reference/yaml-download';
import {apiReferenceOptions} from '../../openapi/site';
import {
  listWorkflows,
  servedSourcePath,
  servedSourcePaths,
  workflowProblems,
  type Workflow,
} from '../../plugins/arazzo/workflows';
import {publishWorkflows} from '../../plugins/arazzo/index';
import {isRestrictedPath} from '../../src/restricted';
import {sandboxApis} from './sandbox-helpers';
import {derivedProviderStrings} from '../restricted-declarations';
import {leaksIn} from '../restricted-strings';
import {ARAZZO_RULESET_FILE, lintDescription} from '../../scripts/lib/spectral.mjs';
import {parse, stringify} from 'yaml';
import {runWorkflow, type ArazzoDocument} from '../../src/shared/arazzo';
import {sandboxInputs} from '../../src/sandbox/workflow-inputs';

const run = promisify(execFile);
const CLI = path.resolve('node_modules/@redocly/cli/bin/cli.js');
const workflows = listWorkflows();
/** Redocly's CLI without its usage report and its update check: the tests send nothing off this machine. */
const CLI_ENV = {...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'};

let server: Awaited<ReturnType<typeof startServer>>;
let site: string;
/** Served path -> the base URL the sandbox answers that description's operations on. */
const servers = new Map<string, string>();

beforeAll(async () => {
  const apis = await sandboxApis(true);
  server = await startServer({port: 0, host: '127.0.0.1', retryWebhooks: false, provider: true}, apis);
  // The served tree: the OpenAPI files, the control description, the workflows.
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-arazzo-'));
  const write = (url: string, text: string) => {
    const file = path.join(site, url);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  };
  for (const api of apis) {
    const url = servedFiles(apiReferenceOptions, api.id).yaml;
    write(url, specYaml(api.bundled));
    servers.set(url, `${server.url}${FAMILY_PREFIX[api.family]}`);
  }
  for (const url of [SANDBOX_CONTROL_PATH, RESTRICTED_SANDBOX_CONTROL_PATH]) {
    // As the build serves them: the provider section's copy with its test bank's answers (publish.ts).
    write(url, controlDescription(url === RESTRICTED_SANDBOX_CONTROL_PATH));
    servers.set(url, server.url);
  }
  for (const w of workflows) write(w.url, fs.readFileSync(w.source, 'utf8'));
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

/**
 * What a reader passes: the sandbox's test credentials, a new Idempotency-Key per money-moving call, the dates
 * (src/sandbox/workflow-inputs.ts, as run_workflow fills them), for the inputs the workflow declares.
 */
function inputsOf(workflow: Workflow): Record<string, string> {
  const doc = parse(fs.readFileSync(workflow.source, 'utf8')) as ArazzoDocument;
  const given = sandboxInputs(doc.workflows[0], ALL_CREDENTIALS, Date.now(), () => crypto.randomUUID());
  return Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)]));
}

async function respect(workflow: Workflow, file = path.join(site, workflow.url)) {
  // Each workflow on an empty sandbox.
  expect((await fetch(`${server.url}/_sandbox/reset`, {method: 'POST'})).status).toBe(200);
  const out = path.join(site, `${workflow.name}.json`);
  const serverArgs = workflow.sources.map((s) => {
    const base = servers.get(servedSourcePath(workflow, s.url));
    if (!base) throw new Error(`${workflow.source}: ${s.name} (${s.url}) is not a file the site serves`);
    return `${s.name}=${base}`;
  });
  const args = [
    CLI,
    'respect',
    file,
    // As /guides/run-the-guides writes them: `name=value,...`.
    '--input',
    Object.entries(inputsOf(workflow))
      .map(([name, value]) => `${name}=${value}`)
      .join(','),
    '--server',
    serverArgs.join(','),
    '--json-output',
    out,
  ];
  const result = await run(process.execPath, args, {cwd: site, env: CLI_ENV}).then(
    (r) => ({code: 0, output: r.stdout + r.stderr}),
    (e: {code: number; stdout: string; stderr: string}) => ({code: e.code, output: e.stdout + e.stderr}),
  );
  return {...result, report: fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : undefined};
}

/**
 * A served description, parsed once per run: the files are written in `beforeAll` and never change, and a step
 * parsed the whole YAML file again for each operation it looked up (the provider's, a few MB, for every step of a
 * provider workflow: most of a provider workflow's seconds on either Node line).
 */
const parsedSpecs = new Map<string, {paths: Record<string, Record<string, {operationId?: string}>>}>();
function servedSpec(url: string) {
  let spec = parsedSpecs.get(url);
  if (!spec) {
    spec = parse(fs.readFileSync(path.join(site, url), 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string}>>;
    };
    parsedSpecs.set(url, spec);
  }
  return spec;
}

/**
 * The same workflow run by the portal's own runner (src/shared/arazzo.ts, as the MCP server's run_workflow runs it),
 * against the same local sandbox server over HTTP, on an empty sandbox: each step's operation found in the served
 * description its source names.
 */
async function ours(workflow: Workflow, doc: ArazzoDocument) {
  expect((await fetch(`${server.url}/_sandbox/reset`, {method: 'POST'})).status).toBe(200);
  const operation = (source: string, operationId: string) => {
    const url = servedSourcePath(workflow, doc.sourceDescriptions.find((d) => d.name === source)!.url);
    const spec = servedSpec(url);
    for (const [p, item] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(item))
        if (op?.operationId === operationId)
          return {method, path: `${new URL(servers.get(url)!).pathname.replace(/\/$/, '')}${p}`};
    throw new Error(`${url} has no operation ${operationId}`);
  };
  return runWorkflow(doc, {
    inputs: inputsOf(workflow),
    operation,
    send: async (request) => {
      const response = await fetch(`${server.url}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // a text answer
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      return {status: response.status, headers, body};
    },
  });
}

describe('Arazzo workflows', () => {
  it('exist: the public ones and the provider section’s', () => {
    expect(workflows.filter((w) => !w.restricted).length).toBeGreaterThanOrEqual(2);
    expect(workflows.filter((w) => w.restricted).length).toBeGreaterThanOrEqual(1);
  });

  it('are published as the build publishes them: public under /arazzo/, the provider’s under /provider/arazzo/', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-arazzo-build-'));
    try {
      const written = await publishWorkflows(out);
      expect(written).toEqual(workflows.map((w) => w.url));
      for (const w of workflows) {
        expect(w.url).toBe(`${w.restricted ? '/provider' : ''}/arazzo/${w.name}.arazzo.yaml`);
        expect(isRestrictedPath(w.url)).toBe(w.restricted);
        expect(fs.readFileSync(path.join(out, w.url), 'utf8')).toBe(fs.readFileSync(w.source, 'utf8'));
      }
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });

  it('public ones, and the control description served beside the public sandbox file, hold nothing of the provider section', async () => {
    const apis = await sandboxApis(true);
    const strings = derivedProviderStrings({
      provider: apis.filter((a) => a.family === 'provider').map((a) => a.bundled),
      public: apis.filter((a) => a.family !== 'provider').map((a) => a.bundled),
    });
    expect(strings.length).toBeGreaterThan(100);
    for (const file of [...workflows.filter((w) => !w.restricted).map((w) => w.source), SANDBOX_CONTROL_SOURCE])
      expect(leaksIn(fs.readFileSync(file, 'utf8'), strings), file).toEqual([]);
    // The check finds what it looks for: the provider's workflow is full of it.
    const provider = workflows.find((w) => w.restricted)!;
    expect(leaksIn(fs.readFileSync(provider.source, 'utf8'), strings).length).toBeGreaterThan(0);
  });

  it('refuses a source the site does not serve, and a restricted source in a public workflow', () => {
    const served = servedSourcePaths(['/openapi/toolkit-single-payments.yaml', '/provider/openapi/provider.yaml'], []);
    const workflow = (url: string, restricted: boolean, source: string): Workflow => ({
      name: 'x',
      source: 'arazzo/x.arazzo.yaml',
      url,
      restricted,
      title: 'X',
      summary: '',
      sources: [{name: 's', url: source}],
    });
    expect(
      workflowProblems(
        [workflow('/arazzo/x.arazzo.yaml', false, '../openapi/toolkit-single-payments.yaml')],
        served,
        isRestrictedPath,
      ),
    ).toEqual([]);
    expect(
      workflowProblems(
        [workflow('/arazzo/x.arazzo.yaml', false, '../provider/openapi/provider.yaml')],
        served,
        isRestrictedPath,
      ),
    ).toEqual([expect.stringMatching(/restricted section; a public workflow cannot use it/)]);
    expect(
      workflowProblems([workflow('/arazzo/x.arazzo.yaml', false, '../openapi/nope.yaml')], served, isRestrictedPath),
    ).toEqual([expect.stringMatching(/\/openapi\/nope\.yaml, which the site does not serve/)]);
  });

  // One run of the CLI for every workflow (it lints each file given and fails when any fails): a CLI start costs
  // seconds, and the suite runs on two Node lines.
  it.skipIf(SECOND_NODE_LINE)(
    `every workflow passes redocly lint (recommended-strict) ${FIRST_LINE_ONLY}`,
    async () => {
      const files = workflows.map((w) => path.join(site, w.url));
      const lint = await run(process.execPath, [CLI, 'lint', ...files, '--extends', 'recommended-strict'], {
        cwd: site,
        env: CLI_ENV,
      }).then(
        (r) => ({code: 0, output: r.stdout + r.stderr}),
        (e: {code: number; stdout: string; stderr: string}) => ({code: e.code, output: e.stdout + e.stderr}),
      );
      expect(lint.code, lint.output).toBe(0);
      // Each file was linted, by its path as given.
      for (const file of files) expect(lint.output, file).toContain(path.relative(site, file));
    },
  );

  // Spectral's findings are the workflows', checked on the first Node line (tests/unit/lib/node-line.ts).
  it.skipIf(SECOND_NODE_LINE).each(workflows.map((w) => [w.source, w]))(
    `%s passes spectral:arazzo ${FIRST_LINE_ONLY}`,
    async (_, w) => {
      const file = path.join(site, w.url);
      expect(await lintDescription(w.source, fs.readFileSync(file, 'utf8'), ARAZZO_RULESET_FILE)).toEqual([]);
    },
  );

  it.each(workflows.map((w) => [w.source, w]))(
    '%s runs to the end against a fresh sandbox, every success criterion passing',
    async (_, w) => {
      // Respect on the first Node line only (tests/unit/lib/node-line.ts); the portal's runner on both.
      if (!SECOND_NODE_LINE) {
        const {code, output, report} = await respect(w);
        expect(code, output).toBe(0);
        expect(report, output).toBeDefined();
        expect(output).not.toMatch(/Workflows: \d+ failed/);
        expect(output).toMatch(/Workflows: [1-9]\d* passed/);
      }
      // The portal's runner agrees: every step passes on the same server.
      const mine = await ours(w, parse(fs.readFileSync(w.source, 'utf8')) as ArazzoDocument);
      expect(mine.failure).toBeUndefined();
      expect(mine.passed).toBe(true);
    },
    120_000,
  );

  it('fails where Respect fails: a criterion the sandbox does not meet ends both runs at the same step', async () => {
    const w = workflows.find((x) => x.name === 'toolkit-bank-account-connection')!;
    const doc = parse(fs.readFileSync(w.source, 'utf8')) as ArazzoDocument;
    const step = doc.workflows[0].steps.find((x) => x.stepId === 'readAccount')!;
    step.successCriteria!.push({condition: "$response.body#/data/status == 'pending'"});
    const file = path.join(site, 'arazzo', 'broken.arazzo.yaml');
    fs.writeFileSync(file, stringify(doc));
    if (!SECOND_NODE_LINE) {
      const {code, output} = await respect(w, file);
      expect(code, output).toBe(1);
      expect(output).toMatch(/Workflows: 1 failed/);
      expect(output).toMatch(/✗ GET \/company\/bank-accounts\/\{id\} - step readAccount/);
    }
    const mine = await ours(w, doc);
    expect(mine.passed).toBe(false);
    expect(mine.steps.at(-1)!.stepId).toBe('readAccount');
    expect(mine.failure).toBe("step readAccount: $response.body#/data/status == 'pending' did not hold (status 200)");
  }, 120_000);
});
