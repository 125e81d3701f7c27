/**
 * The local sandbox server (Node): the engine of src/sandbox behind `node:http`, the served bundles
 * compiled with `compileApi` for every API of openapi/site.ts (apis.ts; the restricted provider only with
 * `--provider`), state kept in a file with `--state`, webhooks POSTed to `--forward-to`.
 *
 *   npm run sandbox -- [--port 4010] [--forward-to URL] [--retry-webhooks] [--state FILE] [--start TIME] [--provider]
 *
 * The build publishes this server as one file (plugins/sandbox-web/publish.ts bundles `main` with the
 * served bundles in place of apis.ts: published.ts): `node fernpay-sandbox.mjs` takes the same options,
 * its APIs fixed by the file (the provider API only in the provider section's file).
 *
 * Persistence (journal.ts): with `--state FILE`, each change is appended to `FILE.journal` and flushed to
 * disk before its answer is sent (a failed write: `503`, the change not kept); the journal is folded into
 * `FILE` at start, at close and, when it grows, in the background (no answer waits for it). `FILE.lock` keeps a second server off the same file. A state
 * file that is truncated, edited into another shape or unreadable is refused at start with a message, and
 * left as it is; a journal cut short by a crash is read up to its last whole record, with a warning
 * (DECISIONS.md "Sandbox state file").
 *
 * Input at the edge (src/rules `REQUEST_LIMITS`, the rule `request-limits`): a request body of more than
 * `maxBodyBytes` is answered `413` as soon as it passes them, a URL longer than `maxUrlBytes` `414`, a header
 * block over `maxHeaderBytes` `431`, a body not declared JSON where JSON is taken `415`; the rest is read and
 * dropped for at most `LINGER_MS`, never kept. A webhook attempt is aborted at the documented timeout (the connection
 * closed), and at most `WEBHOOK_ANSWER_BYTES` of the receiver's answer are read.
 *
 * Webhook retries: the engine schedules each retry on the sandbox clock (real time plus what
 * `POST /_sandbox/clock` advanced); this server ticks the engine every 250 ms, so a retry goes out after
 * its real delay, or at once when the clock is advanced past it.
 */
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import {parseArgs as parseArgv} from 'node:util';
import v8 from 'node:v8';
import {openStateStore, StateFileError, type StateStore} from './journal';
import {buildOperations, familyOfPath, matchRoute} from './openapi';
import {presetFor} from './preset';
import {MAX_CLOCK_OFFSET_MS} from './state';
import {PRESETS, PUBLISHED} from './published';
import {
  createSandbox,
  REQUEST_LIMITS,
  StateValueError,
  type Sandbox,
  type SandboxApi,
  type WebhookTransport,
} from './index';
import {WEBHOOK_ANSWER_BYTES} from './webhooks';
import {checkMain} from './webhook-check/cli';
import {WEBHOOK_CHECK_PATH, webhookCheckEndpoint} from './webhook-check/endpoint';

export {StateFileError};

/** Compiles the served bundles of every API from openapi/ (plugins/api-reference/sandbox-apis.ts `loadApis`). */
export type ApiCompiler = (provider: boolean) => Promise<SandboxApi[]>;
let compiler: ApiCompiler | undefined;

/**
 * Gives the server the compiler of the served bundles, for a run from the repository (`npm run sandbox`:
 * scripts/sandbox.mjs). The engine and its server import nothing from plugins/; the published file holds its
 * bundles and needs none.
 */
export function useCompiler(compile: ApiCompiler): void {
  compiler = compile;
}

/** The served bundles: the published file's own, else compiled from openapi/ by the compiler given. */
export async function loadApis(provider: boolean): Promise<SandboxApi[]> {
  if (PUBLISHED) return [...PUBLISHED.apis];
  if (!compiler)
    throw new Error(
      'the sandbox has no APIs: run it with `npm run sandbox` (which compiles them from openapi/) or from its published file',
    );
  return compiler(provider);
}

/** How much of a webhook receiver's answer the sandbox reads (it only needs the status). */
export {WEBHOOK_ANSWER_BYTES};

export interface ServerOptions {
  port: number;
  host: string;
  forwardTo?: string;
  retryWebhooks: boolean;
  stateFile?: string;
  provider: boolean;
  /** `--start`: the instant the clock of a new or reset sandbox reads (ms since the epoch). */
  startAt?: number;
  /** Tests: a webhook attempt's timeout (default the documented one). */
  webhookTimeoutMs?: number;
  /** Tests: the journal size from which it is folded into the state file (default 1 MiB). */
  compactBytes?: number;
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
    `       ${COMMAND} check-webhooks --to URL [--secret whsec_…] [--scope S] [--json] [--junit FILE]`,
    '       (tests your webhook endpoint against every documented case: check-webhooks --help)',
    '',
    'Options:',
    '  --port N            listen on 127.0.0.1:N (default 4010; 0 picks a free port)',
    '  --forward-to URL    POST every webhook to URL, signed with the webhookSecret GET /_sandbox lists',
    "                      for its API (a managed company's payment webhooks: its integration's webhookSecret)",
    '  --retry-webhooks    retry a refused webhook of no integration on the documented schedule',
    "                      (an integration's webhooks follow its isRetryWebhookEnabled)",
    '  --state FILE        keep the state in FILE across restarts: every change is on disk before',
    '                      it is answered (FILE.journal holds the latest; one server per FILE)',
    '  --start TIME        start the clock at TIME (ISO 8601, e.g. 2026-07-01T10:30:00Z, the day of the',
    "                      reference pages' examples) instead of now; it runs on, and a reset starts it",
    "                      there again (a --state file's own clock goes on as it was)",
    ...(PUBLISHED ? [] : ['  --provider          serve the provider API too (/provider/v1)']),
    '  --help              show this help',
    '',
    'Once started: GET /_sandbox for the base URLs, the test credentials and the webhook secret;',
    'GET /_sandbox/events lists the webhooks sent; POST /_sandbox/webhook-check {"to": URL} tests your endpoint.',
    'Ctrl-C stops it (with --state, nothing is lost).',
    ...(PUBLISHED
      ? [`Guide: ${PUBLISHED.siteUrl}${PUBLISHED.provider ? '/provider' : '/guides'}/sandbox-outcomes`]
      : []),
  ].join('\n');
}

const OPTIONS = {
  port: {type: 'string'},
  host: {type: 'string'},
  'forward-to': {type: 'string'},
  'retry-webhooks': {type: 'boolean'},
  state: {type: 'string'},
  start: {type: 'string'},
  provider: {type: 'boolean'},
  help: {type: 'boolean', short: 'h'},
} as const;

/**
 * `--start`'s instant: an ISO 8601 date (`2026-07-01`, midnight UTC) or date and time with `Z` or an offset
 * (`2026-07-01T10:30:00Z`), within the clock offsets a state file may hold (100 years either way of now).
 */
export function parseStart(value: string, now = Date.now()): number {
  const iso = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
  const at = iso.test(value) ? Date.parse(value) : NaN;
  // Date.parse rolls 2026-02-30 over to March: the date must read back as written.
  if (
    !Number.isFinite(at) ||
    new Date(Date.parse(value.slice(0, 10))).toISOString().slice(0, 10) !== value.slice(0, 10)
  )
    throw new Error(
      `--start must be an ISO 8601 date or date and time with Z or an offset (2026-07-01T10:30:00Z), not ${value}`,
    );
  if (Math.abs(at - now) > MAX_CLOCK_OFFSET_MS) throw new Error('--start must be within 100 years of now');
  return at;
}

/** The options (`node:util` parseArgs): an unknown one, a stray word or a missing value is refused by name. */
export function parseArgs(argv: readonly string[]): ServerOptions {
  const options: ServerOptions = {
    port: 4010,
    host: '127.0.0.1',
    retryWebhooks: false,
    provider: PUBLISHED?.provider ?? false,
  };
  const {tokens} = parseArgv({args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true});
  for (const token of tokens) {
    if (token.kind === 'positional') throw new Error(`unknown option ${token.value}`);
    if (token.kind === 'option-terminator') throw new Error('unknown option --');
    const spec = (OPTIONS as Record<string, {type: string}>)[token.name];
    if (!spec || (spec.type === 'boolean' && token.inlineValue))
      throw new Error(`unknown option ${token.inlineValue ? `${token.rawName}=${token.value}` : token.rawName}`);
    if (spec.type === 'string' && token.value === undefined) throw new Error(`${token.rawName} needs a value`);
    const value = token.value ?? '';
    if (token.name === 'port') options.port = Number(value);
    else if (token.name === 'host') options.host = value;
    else if (token.name === 'forward-to') options.forwardTo = value;
    else if (token.name === 'retry-webhooks') options.retryWebhooks = true;
    else if (token.name === 'state') options.stateFile = value;
    else if (token.name === 'start') options.startAt = parseStart(value);
    else if (token.name === 'provider' && !PUBLISHED) options.provider = true;
    else if (token.name === 'provider')
      throw new Error(
        PUBLISHED?.provider
          ? '--provider: this file serves the provider API already'
          : "--provider: this file holds the Toolkit and Partner APIs; the provider API is in the provider section's file",
      );
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
    throw new Error('--port must be 0 to 65535');
  return options;
}

/**
 * The webhook transport: `node:http` / `node:https` on keep-alive agents of the server's own (closed with it),
 * aborted by `signal` (the connection closed), the receiver's answer read up to a cap, then the connection closed.
 * Not `fetch`: at hundreds of webhooks a second its requests, headers and streams cost about five times the CPU
 * of `node:http` (the bench's receiver included), and their garbage lived long enough to grow the heap.
 */
function webhookTransport(): {send: WebhookTransport; close: () => void} {
  const agents = {
    'http:': new http.Agent({keepAlive: true}),
    'https:': new https.Agent({keepAlive: true}),
  };
  const once = (target: URL, request: Parameters<WebhookTransport>[0], retry: boolean): Promise<{status: number}> =>
    new Promise((resolve, reject) => {
      const client = target.protocol === 'https:' ? https : http;
      const agent = agents[target.protocol as keyof typeof agents];
      const req = client.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {...request.headers, 'Content-Length': String(Buffer.byteLength(request.body))},
          signal: request.signal,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            // Past the cap: the rest is not read, the connection closed; the status is what counts.
            if (read > WEBHOOK_ANSWER_BYTES) {
              res.destroy();
              resolve({status});
            }
          });
          res.once('end', () => resolve({status}));
          // Cut off (or aborted): its status is what counts; an abort at the timeout is reported by the engine.
          res.once('error', () => resolve({status}));
          res.once('close', () => resolve({status}));
        },
      );
      req.once('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the receiver closed while it was idle: the request never reached it, and is
        // sent once more on a new connection (as Node's documentation advises).
        if (retry && req.reusedSocket && error.code === 'ECONNRESET') resolve(once(target, request, false));
        else reject(error);
      });
      req.end(request.body);
    });
  return {
    send: async (request) => {
      const target = new URL(request.url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:')
        throw new Error(`cannot send a webhook to ${target.protocol} (only http: and https:)`);
      return once(target, request, true);
    },
    close: () => {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

const TEXT = 'text/plain; charset=utf-8';

/** Whether a path is the control surface's (`/_sandbox`, `/_sandbox/...`), whose errors are JSON. */
const isControl = (pathname: string) => pathname === '/_sandbox' || pathname.startsWith('/_sandbox/');

/**
 * An answer the server gives itself (413, 414, 415, 431, 500), worded as the path's family words its errors:
 * plain text for the Toolkit and Partner APIs, `{"error": {"message"}}` for the provider API and the control
 * surface (and for a request whose path is not known).
 */
function edgeBody(url: string | undefined, message: string): {type: string; body: string} {
  const pathname = (url ?? '').split('?')[0];
  const family = url === undefined ? undefined : familyOfPath(pathname);
  const text = family === 'toolkit' || family === 'partner' || (url !== undefined && !isControl(pathname) && !family);
  return text ? {type: TEXT, body: message} : {type: 'application/json', body: JSON.stringify({error: {message}})};
}

function edgeAnswer(res: http.ServerResponse, url: string, status: number, message: string, extra = {}) {
  const {type, body} = edgeBody(url, message);
  res.writeHead(status, {'Content-Type': type, ...extra});
  res.end(body);
}

/** A JSON media type: `application/json`, or `application/<x>+json`, with or without parameters. */
export const isJsonType = (type: string) => /^application\/(?:[\w.-]+\+)?json$/i.test(type.split(';')[0].trim());

/** The edge's refusals (REQUEST_LIMITS of src/rules, stated by the rule `request-limits`). */
const {maxBodyBytes, maxUrlBytes, maxHeaderBytes} = REQUEST_LIMITS;
export const EDGE_MESSAGES = {
  tooLarge: `the body must be at most ${maxBodyBytes} bytes (1 MiB)`,
  urlTooLong: `the URL (path and query) must be at most ${maxUrlBytes} bytes`,
  headersTooLarge: `the request headers must be at most ${maxHeaderBytes} bytes in all`,
  notJson: 'the body must be JSON, sent with Content-Type: application/json',
} as const;

/** How long a refused request's connection is kept open, its bytes read and dropped, before it is closed. */
const LINGER_MS = 2000;

/**
 * Refuses a request whose body is not read (`413`, `414`, `415`): the answer is written on the connection and
 * its sending side closed; what the client still sends is read and dropped (never kept) until it stops or
 * `LINGER_MS` pass, so that closing does not reset the connection before the client has read the answer.
 */
function refuseRequest(req: http.IncomingMessage, status: number, message: string) {
  const {type, body} = edgeBody(req.url ?? '/', message);
  const socket = req.socket;
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  req.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** The request line's target, from the first bytes of a request (for a 431's wording), if they hold it. */
function targetOf(raw: Buffer | undefined): string | undefined {
  const line = raw?.subarray(0, Math.min(raw.length, maxHeaderBytes)).toString('latin1').split('\r\n')[0] ?? '';
  return /^[A-Z]+ (\S+) HTTP\/1\.[01]$/.exec(line)?.[1];
}

/**
 * The sandbox made on a `--state` file's state: a value the engine refuses (`StateValueError`: an impossible
 * clock, status or amount) stops the start, naming the file and the JSON pointer of the value.
 */
function stateRefusedAs(file: string | undefined, store: StateStore | undefined, make: () => Sandbox): Sandbox {
  try {
    return make();
  } catch (error) {
    store?.close();
    if (!(error instanceof StateValueError) || !file) throw error;
    throw new StateFileError(
      `${path.resolve(file)} cannot be used: ${error.message} (fix the value in the file, or start with another --state file)`,
    );
  }
}

export async function startServer(
  options: ServerOptions,
  apis?: SandboxApi[],
): Promise<{server: http.Server; sandbox: Sandbox; url: string; close: () => Promise<void>; warnings: string[]}> {
  const store: StateStore | undefined = options.stateFile
    ? openStateStore(options.stateFile, {compactBytes: options.compactBytes})
    : undefined;
  let loaded: readonly SandboxApi[];
  try {
    loaded = apis ?? (await loadApis(options.provider));
  } catch (error) {
    store?.close();
    throw error;
  }
  let origin = `http://${options.host}:${options.port}`;
  const transport = webhookTransport();
  const startWarnings =
    store?.initial && options.startAt !== undefined
      ? [`--start: ${options.stateFile}'s clock goes on from its state; the start time applies after a reset`]
      : [];
  const sandbox = stateRefusedAs(options.stateFile, store, () =>
    createSandbox({
      apis: loaded,
      preset: presetFor(PRESETS, loaded),
      state: store?.release(),
      commit: store && ((changes, state) => store.commit(changes, state)),
      rollback: store && (() => store.kept()),
      forwardTo: options.forwardTo,
      retryWebhooks: options.retryWebhooks,
      startAt: options.startAt,
      webhookTimeoutMs: options.webhookTimeoutMs,
      validators: apis ? undefined : PUBLISHED?.validators,
      transport: transport.send,
      get origin() {
        return origin;
      },
    }),
  );

  const webhookCheck = webhookCheckEndpoint(loaded, {timeoutMs: options.webhookTimeoutMs});
  const limit = maxBodyBytes;
  const operations = buildOperations(loaded);
  /** Whether a call's body is JSON: an operation whose request body is JSON, or a control-surface `POST`. */
  const takesJson = (method: string, pathname: string) => {
    if (method === 'GET' || method === 'HEAD') return false;
    if (isControl(pathname)) return method === 'POST';
    const match = matchRoute(operations, method, pathname);
    return 'operation' in match && match.operation.body !== undefined && isJsonType(match.operation.body.mediaType);
  };
  /**
   * What is refused before the body is read (no `100 Continue`): a URL over its cap (`414`), a body that says
   * it is over the limit (`413`), a body not declared JSON where JSON is taken (`415`: another media type, or a
   * body with none; a form's cross-site `POST` is one).
   */
  const refuseAtOnce = (req: http.IncomingMessage) => {
    const url = req.url ?? '/';
    const refuse = (status: number, message: string) => {
      refuseRequest(req, status, message);
      return true;
    };
    if (Buffer.byteLength(url) > maxUrlBytes) return refuse(414, EDGE_MESSAGES.urlTooLong);
    if (Number(req.headers['content-length']) > limit) return refuse(413, EDGE_MESSAGES.tooLarge);
    const type = req.headers['content-type'];
    const hasBody = Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (
      (type !== undefined ? !isJsonType(type) : hasBody) &&
      takesJson((req.method ?? 'GET').toUpperCase(), url.split('?')[0])
    )
      return refuse(415, EDGE_MESSAGES.notJson);
    return false;
  };
  const server = http.createServer({maxHeaderSize: maxHeaderBytes}, (req, res) => {
    const url = req.url ?? '/';
    // Refused as soon as it passes the limit (or says it will), the rest unread: nothing past it is kept.
    if (refuseAtOnce(req)) return;
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      refused = true;
      chunks.length = 0;
      refuseRequest(req, 413, EDGE_MESSAGES.tooLarge);
    });
    req.on('end', () => {
      if (refused) return;
      if (req.method === 'POST' && url.split('?')[0] === WEBHOOK_CHECK_PATH) {
        void webhookCheck(Buffer.concat(chunks).toString('utf8'))
          .then((answer) => {
            res.writeHead(answer.status, {'Content-Type': 'application/json'});
            res.end(JSON.stringify(answer.body));
          })
          .catch((error: unknown) => {
            console.error(`[sandbox] defect in ${req.method} ${url}:`, error);
            edgeAnswer(res, url, 500, `the sandbox failed on ${req.method} ${url}: this is a defect of the sandbox`);
          });
        return;
      }
      void sandbox
        .handle({method: req.method ?? 'GET', url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8')})
        .then((response) => {
          res.writeHead(response.status, response.headers);
          res.end(response.body);
        })
        .catch((error: unknown) => {
          // The engine answers its own defects (500); this is one of the server's.
          console.error(`[sandbox] defect in ${req.method} ${url}:`, error);
          edgeAnswer(res, url, 500, `the sandbox failed on ${req.method} ${url}: this is a defect of the sandbox`);
        });
    });
  });
  server.on('checkContinue', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (refuseAtOnce(req)) return;
    res.writeContinue();
    server.emit('request', req, res);
  });
  // A request node cannot parse: a header block over `maxHeaderBytes` is answered `431` (worded as the family
  // of its path, when its first line was read), any other malformed request `400`; the connection is closed.
  server.on('clientError', (error: NodeJS.ErrnoException & {rawPacket?: Buffer}, socket) => {
    if (!socket.writable || (error.code as string) === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const overflow = error.code === 'HPE_HEADER_OVERFLOW';
    const status = overflow ? 431 : 400;
    const {type, body} = edgeBody(
      targetOf(error.rawPacket),
      overflow ? EDGE_MESSAGES.headersTooLarge : 'the request is malformed HTTP',
    );
    const reason = http.STATUS_CODES[status];
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  const timer = setInterval(() => {
    void sandbox.tick().catch((error: unknown) => console.error('[sandbox] tick failed:', error));
  }, 250);
  timer.unref();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    clearInterval(timer);
    transport.close();
    store?.close();
    throw error;
  }
  const address = server.address();
  if (address && typeof address === 'object') origin = `http://${options.host}:${address.port}`;
  let closing: Promise<void> | undefined;
  return {
    server,
    sandbox,
    url: origin,
    warnings: [...(store?.warnings ?? []), ...startWarnings],
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        clearInterval(timer);
        server.close(() => resolve());
        server.closeAllConnections?.();
        transport.close();
      }).finally(() => store?.close())),
  };
}

const SITE_URL = 'https://developers.fernpay.example';

/**
 * The heap of a server without `--state` sized for memory, not speed (DECISIONS.md "Sandbox memory"): V8's
 * `--optimize-for-size`, set by the server itself (the published file is run with plain `node`), keeps the young
 * generation small and grows the old one by a small factor over what is live. By default V8 sizes them for a machine's
 * worth of memory: after 100,000 webhooks (40,000 payments) the server held about 360 MiB resident for about 75 MiB of
 * live objects (a 128 MiB young generation, an old one collected at up to four times what was live); with it about
 * 170 MiB, for 10-35 % more CPU a request. With `--state` each change also makes its journal record's garbage, and the
 * small heap cost twice the CPU a request (0.37 -> 0.81 ms in the mix): such a server keeps V8's sizing. Read by V8 as
 * the heap grows, so it takes effect when set at run time, before anything is loaded.
 */
function favourMemory(options: ServerOptions) {
  if (!options.stateFile) v8.setFlagsFromString('--optimize-for-size');
}

export async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === 'check-webhooks') {
    process.exitCode = await checkMain(argv.slice(1), {
      command: COMMAND,
      siteUrl: PUBLISHED?.siteUrl ?? SITE_URL,
      apis: () => loadApis(false),
    });
    return;
  }
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
  favourMemory(options);
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
  const {url, close, warnings} = server;
  for (const warning of warnings) console.warn(`[sandbox] warning: ${warning}`);
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
