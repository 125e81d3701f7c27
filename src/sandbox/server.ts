/**
 * The local sandbox server (Node): the engine of src/sandbox behind `node:http`, the served bundles
 * compiled with `compileApi` for every API of openapi/site.ts (apis.ts; the restricted provider only with
 * `--provider`), state kept in a file with `--state`, webhooks POSTed to `--forward-to`.
 *
 *   npm run sandbox -- [--port 4010] [--forward-to URL] [--retry-webhooks] [--state FILE] [--provider]
 *
 * The build publishes this server as one file (plugins/sandbox-web/publish.ts bundles `main` with the
 * served bundles in place of apis.ts: published.ts): `node fernpay-sandbox.mjs` takes the same options,
 * its APIs fixed by the file (the provider API only in the provider section's file).
 *
 * Persistence: with `--state`, the snapshot is written (temp file + rename) after every request that
 * changed state, before its answer is sent, and after deliveries; so nothing acknowledged is lost on Ctrl-C
 * nor when the process is killed. A state file that is truncated, edited into another shape or unreadable
 * is refused at start with a message, and left as it is (DECISIONS.md "Sandbox state file").
 *
 * Webhook retries: the engine schedules each retry on the sandbox clock (real time plus what
 * `POST /_sandbox/clock` advanced); this server ticks the engine every 250 ms, so a retry goes out after
 * its real delay, or at once when the clock is advanced past it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {loadApis} from './apis';
import {presetFor} from './preset';
import {PRESETS, PUBLISHED} from './published';
import {createSandbox, type Sandbox, type SandboxApi, type SandboxState} from './index';
import {parseState} from './state';

export {loadApis};

export interface ServerOptions {
  port: number;
  host: string;
  forwardTo?: string;
  retryWebhooks: boolean;
  stateFile?: string;
  provider: boolean;
}

/** How the server is started: the published file, or `npm run sandbox` in the repository. */
const COMMAND = PUBLISHED ? 'node fernpay-sandbox.mjs' : 'npm run sandbox --';

/** `--help`: the options, as the sandbox pages document them. */
export function usage(): string {
  const apis = PUBLISHED
    ? PUBLISHED.provider
      ? 'the Toolkit, Partner and provider APIs'
      : 'the Toolkit and Partner APIs'
    : 'the Toolkit and Partner APIs (the provider API too with --provider)';
  return [
    `Fernpay sandbox: ${apis} on one local origin, with state, test credentials and signed webhooks.`,
    '',
    `Usage: ${COMMAND} [options]`,
    '',
    'Options:',
    '  --port N            listen on 127.0.0.1:N (default 4010; 0 picks a free port)',
    '  --forward-to URL    POST every webhook to URL, signed with the sandbox webhook secret',
    '  --retry-webhooks    retry a webhook the receiver refused, on the documented schedule',
    '  --state FILE        keep the state in FILE across restarts (written after every change)',
    ...(PUBLISHED ? [] : ['  --provider          serve the provider API too (/provider/v1)']),
    '  --help              show this help',
    '',
    'Once started: GET /_sandbox for the base URLs, the test credentials and the webhook secret;',
    'GET /_sandbox/events lists the webhooks sent. Ctrl-C stops it (with --state, nothing is lost).',
    ...(PUBLISHED
      ? [`Guide: ${PUBLISHED.siteUrl}${PUBLISHED.provider ? '/provider' : '/guides'}/sandbox-outcomes`]
      : []),
  ].join('\n');
}

export function parseArgs(argv: readonly string[]): ServerOptions {
  const options: ServerOptions = {
    port: 4010,
    host: '127.0.0.1',
    retryWebhooks: false,
    provider: PUBLISHED?.provider ?? false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--port') options.port = Number(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--forward-to') options.forwardTo = value();
    else if (arg === '--retry-webhooks') options.retryWebhooks = true;
    else if (arg === '--state') options.stateFile = value();
    else if (arg === '--provider' && !PUBLISHED) options.provider = true;
    else if (arg === '--provider')
      throw new Error(
        PUBLISHED?.provider
          ? '--provider: this file serves the provider API already'
          : "--provider: this file holds the Toolkit and Partner APIs; the provider API is in the provider section's file",
      );
    else throw new Error(`unknown option ${arg}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
    throw new Error('--port must be 0 to 65535');
  return options;
}

function writeAtomically(file: string, text: string) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/** A `--state` file that cannot be used: the server refuses to start and leaves the file as it is. */
export class StateFileError extends Error {}

/**
 * The state kept in a `--state` file: none yet when the file does not exist; refused (StateFileError, the
 * file untouched) when it is unreadable, truncated or not a sandbox state.
 */
export function readStateFile(file: string): SandboxState | undefined {
  if (!fs.existsSync(file)) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new StateFileError(`cannot read the state file ${file}: ${String(error)}`);
  }
  const parsed = parseState(text);
  if ('error' in parsed)
    throw new StateFileError(
      `the state file ${path.resolve(file)} cannot be used: ${parsed.error}. It was left as it is: move it away (or fix it) to start with an empty sandbox, or name another file with --state.`,
    );
  return parsed.state;
}

export async function startServer(
  options: ServerOptions,
  apis?: SandboxApi[],
): Promise<{server: http.Server; sandbox: Sandbox; url: string; close: () => Promise<void>}> {
  const state = options.stateFile ? readStateFile(options.stateFile) : undefined;
  const loaded = apis ?? PUBLISHED?.apis ?? (await loadApis(options.provider));
  let origin = `http://${options.host}:${options.port}`;
  const sandbox = createSandbox({
    apis: loaded,
    preset: presetFor(PRESETS, loaded),
    state,
    forwardTo: options.forwardTo,
    retryWebhooks: options.retryWebhooks,
    validators: apis ? undefined : PUBLISHED?.validators,
    transport: async ({url, headers, body}) => {
      const response = await fetch(url, {method: 'POST', headers, body, redirect: 'manual'});
      await response.arrayBuffer().catch(() => undefined);
      return {status: response.status};
    },
    get origin() {
      return origin;
    },
  });
  let saved = sandbox.revision();
  /** Saves the state when it changed; a failed write is reported and retried at the next change, never thrown. */
  const persist = () => {
    if (!options.stateFile || sandbox.revision() === saved) return;
    const revision = sandbox.revision();
    try {
      writeAtomically(options.stateFile, JSON.stringify(sandbox.snapshot()));
      saved = revision;
    } catch (error) {
      console.error(`[sandbox] could not save the state to ${options.stateFile}: ${String(error)}`);
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void sandbox
        .handle({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        })
        .then((response) => {
          persist();
          res.writeHead(response.status, response.headers);
          res.end(response.body);
        })
        .catch((error: unknown) => {
          res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
          res.end(`the sandbox could not handle this request: ${String(error)}`);
        });
    });
  });
  const timer = setInterval(() => {
    void sandbox.tick().then(persist, (error: unknown) => console.error('[sandbox] tick failed:', error));
  }, 250);
  timer.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  if (address && typeof address === 'object') origin = `http://${options.host}:${address.port}`;
  return {
    server,
    sandbox,
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        persist();
        server.close(() => resolve());
      }),
  };
}

export async function main(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage());
    return;
  }
  let options: ServerOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    console.error(`[sandbox] ${error instanceof Error ? error.message : String(error)}\n\n${usage()}`);
    process.exitCode = 2;
    return;
  }
  const started = Date.now();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(options);
  } catch (error) {
    if (!(error instanceof StateFileError)) throw error;
    console.error(`[sandbox] ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const {url, close} = server;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Fernpay sandbox on ${url} (${PUBLISHED ? 'started' : 'specs compiled'} in ${seconds} s)`);
  console.log(`  credentials and base URLs: GET ${url}/_sandbox`);
  if (options.forwardTo)
    console.log(`  webhooks forwarded to ${options.forwardTo}${options.retryWebhooks ? ' (retried)' : ''}`);
  if (options.stateFile) console.log(`  state kept in ${path.resolve(options.stateFile)}`);
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
