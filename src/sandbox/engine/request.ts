/**
 * The checks of a request before anything runs (routing and request checks): credentials, parameters and the
 * JSON body, in a Fernpay server's order, and the small readings of a request the engine shares (headers in lower
 * case, a canonical body for idempotency fingerprints). Pure: no state, no DOM, no Node API.
 */
import {REQUEST_LIMITS} from '../../rules';
import type {SandboxCredentials} from '../credentials';
import {pointerGet, resolveRef, type Json, type Operation, type SandboxFamily} from '../openapi';
import type {Reply, SandboxRequest} from '../types';
import {plainMessage, providerValidationError, type createRequestValidator, type ValidationFailure} from '../validate';

/** `decodeURIComponent`, or undefined for a malformed escape (`%E0%A4%A`). */
export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function lowerHeaders(headers: SandboxRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {}))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  return out;
}

/** Sorted-key JSON, so that whitespace and key order do not make two bodies differ. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A query value as its schema's type, when it can be read as one (otherwise the string, which then fails). */
function coerce(values: string[], schema: Record<string, unknown>): unknown {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('array')) {
    const items = (schema.items ?? {}) as Record<string, unknown>;
    return values.flatMap((v) => v.split(',')).map((v) => coerce([v], items));
  }
  const v = values[values.length - 1];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (types.includes('boolean') && (v === 'true' || v === 'false')) return v === 'true';
  return v;
}

/** How deep arrays and objects nest in a parsed JSON value (iterative: any depth is measured safely). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > REQUEST_LIMITS.maxBodyDepth) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** What checking a request found: the `401`/`400` answer a Fernpay server gives, or the parsed query and body. */
export type RequestCheck = {reply: Reply} | {query: Record<string, unknown>; body: unknown};

/**
 * The checks of a call before anything runs, in the server's order: credentials (the sandbox's test values,
 * `401`), then path, query and header parameters and the JSON body (`400` with the documented message: plain
 * text naming the field, or the provider's JSON `ValidationError`). `validate` is `createRequestValidator` of
 * the operation's bundle. Used by the engine for every call and by the MCP server's `validate_request`.
 */
export function checkRequest(
  operation: Operation,
  validate: ReturnType<typeof createRequestValidator>,
  req: {pathParams: Record<string, string>; url: URL; headers: Record<string, string>; body?: string},
  /** The test credentials the sandbox accepts (its preset's). */
  credentials: SandboxCredentials,
): RequestCheck {
  const {pathParams, url, headers} = req;
  const family = operation.api.family;
  const isPublic = operation.credentialHeaders.length === 0;
  const reply = (r: Reply): RequestCheck => ({reply: r});
  const documents = (status: number) => operation.responses[String(status)] !== undefined;
  // Credentials: exactly the test values, named as the API's security schemes name them. Another family's
  // valid terminal (a partner terminal on the toolkit, a merchant terminal on the Partner API) is `403`.
  if (!isPublic) {
    const sends = (f: SandboxFamily) => {
      const expected: Record<string, string> | undefined = credentials[f]?.headers;
      return operation.credentialHeaders.every(
        (h) => expected?.[h] !== undefined && headers[h.toLowerCase()] === expected[h],
      );
    };
    if (!sends(family)) {
      const otherFamily = (Object.keys(credentials) as SandboxFamily[]).some((f) => f !== family && sends(f));
      if (otherFamily && documents(403)) return reply({status: 403, body: 'Access Denied'});
      return reply({status: 401, body: family === 'provider' ? 'Invalid client credentials' : 'Unauthorized'});
    }
  }
  // Validation.
  const fail = (failure: ValidationFailure) =>
    family === 'provider'
      ? reply({status: 400, body: providerValidationError(failure) as Json})
      : reply({status: 400, body: plainMessage(failure)});
  // Only documented statuses: where the operation documents no `400`, a malformed path parameter names
  // nothing (`404`) and a malformed or missing query or header parameter is ignored (DECISIONS.md).
  const query: Record<string, unknown> = {};
  const firstQuery = [...url.searchParams.keys()][0];
  if (firstQuery !== undefined && operation.parameters.length === 0 && !operation.body && documents(400))
    return reply({status: 400, body: `unknown query parameter: ${firstQuery} (this call takes no parameters)`});
  for (const p of operation.parameters) {
    let value: unknown;
    if (p.in === 'path') value = coerce([pathParams[p.name] ?? ''], p.schema);
    else if (p.in === 'query') {
      const values = url.searchParams.getAll(p.name);
      if (values.length) value = coerce(values, p.schema);
    } else if (p.in === 'header') value = headers[p.name.toLowerCase()];
    else continue;
    if (value === undefined) {
      if (p.required && documents(400)) return reply({status: 400, body: `${p.name} is required`});
      continue;
    }
    const failure = validate(value, p.schemaPointer, p.name);
    if (failure) {
      if (documents(400)) return fail(failure);
      if (p.in === 'path') return reply({status: 404, body: 'Not Found'});
      continue;
    }
    if (p.in === 'query') query[p.name] = value;
  }
  let body: unknown;
  if (operation.body) {
    const raw = req.body ?? '';
    if (raw.trim() === '') {
      if (operation.body.required) return reply({status: 400, body: 'the body is required: send a JSON object'});
    } else {
      if (raw.length > REQUEST_LIMITS.maxBodyCharacters)
        return reply({status: 400, body: `the body must be at most ${REQUEST_LIMITS.maxBodyCharacters} characters`});
      try {
        body = JSON.parse(raw);
      } catch {
        return reply({status: 400, body: 'the body must be valid JSON'});
      }
      if (depthOf(body) > REQUEST_LIMITS.maxBodyDepth)
        return reply({status: 400, body: `the body must be nested at most ${REQUEST_LIMITS.maxBodyDepth} levels deep`});
      const schema = resolveRef(
        operation.api.bundled,
        pointerGet(operation.api.bundled, operation.body.schemaPointer),
        operation.body.schemaPointer,
      ).value;
      const wantsObject =
        schema.type === 'object' || schema.properties || schema.oneOf || schema.allOf || schema.discriminator;
      if (wantsObject && (typeof body !== 'object' || body === null || Array.isArray(body)))
        return family === 'provider'
          ? reply({
              status: 400,
              body: {
                error: {
                  keyword: 'type',
                  dataPath: '',
                  schemaPath: '#/type',
                  params: {type: 'object'},
                  message: 'should be object',
                },
              },
            })
          : reply({status: 400, body: 'the body must be a JSON object'});
      const failure = validate(body, operation.body.schemaPointer, '');
      if (failure) return fail(failure);
    }
  }
  return {query, body};
}
