/**
 * Helpers of the mock test: the request a reference page's samples send (built by the same
 * buildRequest as the samples, with test credentials and a fresh Idempotency-Key), pointed at a
 * local mock, and Prism's mock server on 127.0.0.1.
 */
import {randomUUID} from 'node:crypto';
import net from 'node:net';
import {buildRequest, credentialEnv} from '../../plugins/api-reference/samples';
import type {OperationModel, PageModel} from '../../plugins/api-reference/types';

export interface MockRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** `Prefer` asks Prism for the documented response example the page shows first. */
  expect: {status: number; example?: {name: string; value: unknown}; contentType?: string};
}

/** Test credentials: every credential header's environment variable (FERNPAY_TERMINAL_ID, ...) -> a UUID-like value. */
export const TEST_CREDENTIALS: Record<string, string> = Object.fromEntries(
  ['X-Terminal-Id', 'X-Terminal-Secret', 'X-Client-Id', 'X-Client-Secret', 'X-Api-Key'].map((h, i) => [
    credentialEnv(h),
    `00000000-0000-4000-8000-00000000000${i}`,
  ]),
);

/** The sample request of `op` with the base URL replaced by `base` (e.g. http://127.0.0.1:4010). */
export function sampleRequest(
  op: OperationModel,
  model: Pick<PageModel, 'servers' | 'securitySchemes'>,
  base: string,
): MockRequest {
  const req = buildRequest(op, model);
  const url = new URL(base.replace(/\/$/, '') + req.pathAndQuery);
  const headers: Record<string, string> = {};
  for (const h of req.headers) {
    if (h.kind === 'credential') headers[h.name] = (h.prefix ?? '') + (TEST_CREDENTIALS[h.env] ?? 'test-credential');
    else if (h.kind === 'idempotency') headers[h.name] = randomUUID();
    else headers[h.name] = h.value;
  }
  let body: string | undefined;
  if (req.body) {
    const b = req.body;
    headers['Content-Type'] = b.contentType;
    if (b.kind === 'json') body = JSON.stringify(b.value);
    else if (b.kind === 'text') body = b.text;
    else body = new URLSearchParams(b.fields.map((f) => [f.name, f.value])).toString();
  }
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
  const media = success?.content[0];
  const documented = media?.examples.find((e) => e.name !== 'generated');
  const status = Number(success?.status ?? 200);
  const prefer = [`code=${status}`];
  // A named example (`examples:`) is asked for by name; a single `example:` is what Prism serves anyway.
  if (documented && documented.name !== 'example') prefer.push(`example=${documented.name}`);
  headers.Prefer = prefer.join(', ');
  return {
    method: req.method,
    url: url.toString(),
    headers,
    body,
    expect: {status, example: documented, contentType: media?.contentType},
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningMock {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts Prism's mock server (the CLI's own `prism mock` code path, in this process: the modules
 * load once for every API) on 127.0.0.1 with `--errors`: a request or response that breaks the
 * description gets an error response instead of a mock. Rejects after `timeoutMs`.
 */
export async function startPrism(specFile: string, timeoutMs = 30_000): Promise<RunningMock> {
  process.env.SCARF_ANALYTICS = 'false';
  const {createSingleProcessPrism} = await import('@stoplight/prism-cli/dist/util/createServer.js');
  const port = await freePort();
  let timer: NodeJS.Timeout | undefined;
  const server = await Promise.race([
    createSingleProcessPrism({
      document: specFile,
      host: '127.0.0.1',
      port,
      cors: false,
      errors: true,
      dynamic: false,
      ignoreExamples: false,
      seed: '1',
      multiprocess: false,
      verboseLevel: 'silent',
      jsonSchemaFakerFillProperties: false,
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Prism did not start within ${timeoutMs} ms for ${specFile}`)),
        timeoutMs,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  if (!server) throw new Error(`Prism did not start for ${specFile}`);
  return {base: `http://127.0.0.1:${port}`, stop: () => server.close()};
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}
