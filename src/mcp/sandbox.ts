/**
 * The sandbox engine (src/sandbox) in the MCP server's process: `validate_request` runs the engine's own
 * checks of a call (credentials, parameters, body: the `401`/`400` a Fernpay server answers, with the
 * documented messages), `sandbox_call` runs a call against one in-process sandbox over the served bundles, and
 * `sandbox_events` lists the webhooks it sent, signed with the sandbox webhook secret. Loaded on first use
 * (the server starts without Ajv or the engine).
 */
import {checkRequest, createSandbox, REQUEST_LIMITS, type Sandbox} from '../sandbox';
import {SANDBOX_WEBHOOK_SECRET, webhookSecretFor} from '../sandbox/credentials';
import {presetFor} from '../sandbox/preset';
import {INTEGRATIONS_COLLECTION} from '../sandbox/resources/companies';
import {FAMILY_PREFIX, type Operation} from '../sandbox/openapi';
import {createRequestValidator} from '../sandbox/validate';
import {SIGNATURE_HEADER, verifyWebhook} from '../lib/webhookSignature';
import type {ApiCatalog} from './api';
import {PRESETS} from './presets';

export interface CallInput {
  /** Path parameters by name. */
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  headers?: Record<string, string>;
  /** The JSON body: an object (sent as JSON) or the raw text. */
  body?: unknown;
}

const validators = new Map<string, ReturnType<typeof createRequestValidator>>();

/** The served URL (path and query) of an operation with these parameters. */
function urlOf(op: Operation, input: CallInput): URL {
  const path = op.servedPath.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.path?.[name] ?? '')),
  );
  const url = new URL(path, 'http://sandbox.local');
  for (const [k, v] of Object.entries(input.query ?? {}))
    for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
  return url;
}

/**
 * A copy of a JSON value cut below `levels` levels of nesting (anything deeper becomes null). Serialising it cannot
 * overflow the stack, and a value nested deeper than the engine allows stays one level too deep, so the engine
 * answers its own depth error in its own order (after the credentials and parameters).
 */
function clampDepth(value: unknown, levels: number): unknown {
  if (!value || typeof value !== 'object') return value;
  if (levels === 0) return null;
  if (Array.isArray(value)) return value.map((v) => clampDepth(v, levels - 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clampDepth(v, levels - 1)]));
}

const bodyText = (body: unknown) =>
  body === undefined || body === null
    ? undefined
    : typeof body === 'string'
      ? body
      : JSON.stringify(clampDepth(body, REQUEST_LIMITS.maxBodyDepth + 1));

/** The preset of this file's APIs (the provider's only in the provider section's file). */
export const sandboxPreset = (catalog: ApiCatalog) =>
  presetFor(
    PRESETS,
    catalog.ids().map((id) => catalog.sandboxApi(id)),
  );

/** The sandbox's test credentials of an API's family, for calls that leave them out. */
export function testCredentials(op: Operation): Record<string, string> {
  const preset = presetFor(PRESETS, [op.api]);
  return op.credentialHeaders.length ? {...preset.credentials[op.api.family]?.headers} : {};
}

/**
 * What a Fernpay server would answer to this call before doing anything: `valid`, or the error (status and
 * body: the documented message). Credentials are the sandbox's test values unless `headers` gives others.
 */
export function validateCall(catalog: ApiCatalog, apiId: string, ref: string, input: CallInput) {
  const op = catalog.operation(apiId, ref);
  let validate = validators.get(apiId);
  if (!validate) validators.set(apiId, (validate = createRequestValidator(catalog.bundle(apiId))));
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries({...testCredentials(op), ...(input.headers ?? {})}))
    headers[k.toLowerCase()] = String(v);
  const pathParams = Object.fromEntries(Object.entries(input.path ?? {}).map(([k, v]) => [k, String(v)]));
  const checked = checkRequest(
    op,
    validate,
    {pathParams, url: urlOf(op, input), headers, body: bodyText(input.body)},
    presetFor(PRESETS, [op.api]).credentials,
  );
  const operation = `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
  if ('reply' in checked)
    return {valid: false as const, operation, status: checked.reply.status, error: checked.reply.body};
  return {valid: true as const, operation};
}

let sandbox: Sandbox | undefined;

/** The one sandbox of this process (sandbox_call, sandbox_events, run_workflow). */
export function theSandbox(catalog: ApiCatalog): Sandbox {
  sandbox ??= createSandbox({apis: catalog.ids().map((id) => catalog.sandboxApi(id)), preset: sandboxPreset(catalog)});
  return sandbox;
}

/** Runs one call in the in-process sandbox: by operation (with test credentials unless given), or raw. */
export async function sandboxCall(
  catalog: ApiCatalog,
  call: ({api: string; operation: string} | {method: string; url: string}) & CallInput,
) {
  const box = theSandbox(catalog);
  let method: string;
  let url: string;
  let headers: Record<string, string> = {...(call.headers ?? {})};
  if ('operation' in call) {
    const op = catalog.operation(call.api, call.operation);
    method = op.method.toUpperCase();
    const u = urlOf(op, call);
    url = `${u.pathname}${u.search}`;
    headers = {...testCredentials(op), ...headers};
  } else {
    method = call.method.toUpperCase();
    url = call.url;
  }
  if (bodyText(call.body) !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json';
  const answer = await sandboxRequest(box, {method, url, headers, body: call.body});
  return {request: {method, url, headers}, ...answer};
}

/**
 * One request to the sandbox (a JSON body given as a value, or its text), once what became due has run; the
 * answer's body parsed when it is JSON.
 */
export async function sandboxRequest(
  box: Sandbox,
  request: {method: string; url: string; headers: Record<string, string>; body?: unknown},
): Promise<{status: number; headers: Record<string, string>; body: unknown}> {
  const headers = {...request.headers};
  const body = bodyText(request.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json';
  const response = await box.handle({method: request.method, url: request.url, headers, body});
  await box.tick();
  let parsed: unknown = response.body;
  if (/json/.test(response.headers['Content-Type'] ?? ''))
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // leave the text
    }
  return {status: response.status, headers: response.headers, body: parsed};
}

/** Every webhook the sandbox sent, oldest first, each with its signature checked against the secret that signs it (its integration's, the provider's clientSecret). */
export async function sandboxEvents(catalog: ApiCatalog) {
  const box = theSandbox(catalog);
  await box.tick();
  const now = Math.floor(box.now() / 1000);
  const integrations = (box.snapshot().store[INTEGRATIONS_COLLECTION] ?? {}) as Record<
    string,
    {webhookSecret?: string}
  >;
  return {
    webhookSecret: SANDBOX_WEBHOOK_SECRET,
    sandboxBaseUrls: Object.fromEntries(
      [...new Set(catalog.ids().map((id) => catalog.api(id).family))].map((f) => [f, FAMILY_PREFIX[f]]),
    ),
    events: await Promise.all(
      box.events().map(async (e) => {
        const header =
          Object.entries(e.headers).find(([k]) => k.toLowerCase() === SIGNATURE_HEADER.toLowerCase())?.[1] ?? '';
        const data = (JSON.parse(e.body) as {data?: unknown}).data;
        const secret = webhookSecretFor(
          sandboxPreset(catalog).credentials,
          e.type,
          data,
          (id) => integrations[id]?.webhookSecret,
        );
        const check = await verifyWebhook({body: e.body, header, secrets: [secret], now});
        return {
          id: e.id,
          type: e.type,
          createdAt: e.createdAt,
          headers: e.headers,
          body: e.body,
          signatureValid: check.valid,
        };
      }),
    ),
  };
}
