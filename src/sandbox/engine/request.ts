/**
 * The checks of a request before anything runs (routing and request checks): credentials, parameters and the
 * JSON body, in a Fernpay server's order, and the small readings of a request the engine shares (headers in lower
 * case, a canonical body for idempotency fingerprints). Pure: no state, no DOM, no Node API.
 */
import {REQUEST_LIMITS} from '../../rules';
import type {SandboxCredentials} from '../credentials';
import {
  pointerGet,
  resolveRef,
  type Json,
  type Operation,
  type ResolvedParameter,
  type SandboxFamily,
} from '../openapi';
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
 * A check that failed: the answer the engine gives (`reply`), and the same refusal as one sentence for a form
 * (`message`: the plain-text answer itself; for the provider's JSON `ValidationError`, the field and the rule in
 * the merchant wording, since the JSON is for programs).
 */
export interface RequestProblem {
  reply: Reply;
  message: string;
}

type Validate = ReturnType<typeof createRequestValidator>;

const documents = (operation: Operation, status: number) => operation.responses[String(status)] !== undefined;

const problem = (status: number, message: string): {problem: RequestProblem} => ({
  problem: {reply: {status, body: message}, message},
});

function failed(operation: Operation, failure: ValidationFailure): {problem: RequestProblem} {
  const message = plainMessage(failure);
  return operation.api.family === 'provider'
    ? {problem: {reply: {status: 400, body: providerValidationError(failure) as Json}, message}}
    : problem(400, message);
}

/**
 * The credentials check: exactly the test values, named as the API's security schemes name them (`401`);
 * another family's valid credentials (a partner terminal on the toolkit, a merchant terminal on the Partner
 * API) are `403` where the operation documents it. `headers` in lower case.
 */
export function checkCredentials(
  operation: Operation,
  headers: Record<string, string>,
  /** The test credentials the sandbox accepts (its preset's). */
  credentials: SandboxCredentials,
): RequestProblem | undefined {
  if (operation.credentialHeaders.length === 0) return undefined;
  const family = operation.api.family;
  const sends = (f: SandboxFamily) => {
    const expected: Record<string, string> | undefined = credentials[f]?.headers;
    return operation.credentialHeaders.every(
      (h) => expected?.[h] !== undefined && headers[h.toLowerCase()] === expected[h],
    );
  };
  if (sends(family)) return undefined;
  const otherFamily = (Object.keys(credentials) as SandboxFamily[]).some((f) => f !== family && sends(f));
  if (otherFamily && documents(operation, 403)) return problem(403, 'Access Denied').problem;
  return problem(401, family === 'provider' ? 'Invalid client credentials' : 'Unauthorized').problem;
}

/**
 * The check of one path, query or header parameter, as sent (`values`: the path segment, each value of the
 * query parameter, the header's value; none when it is not sent). Only documented statuses: where the operation
 * documents no `400`, a malformed path parameter names nothing (`404`) and a malformed or missing query or header
 * parameter is ignored (DECISIONS.md).
 */
export function checkParameter(
  operation: Operation,
  validate: Validate,
  parameter: ResolvedParameter,
  values: readonly string[],
): {problem: RequestProblem} | {value: unknown} {
  const p = parameter;
  if (values.length === 0 || p.in === 'cookie') {
    if (p.required && p.in !== 'cookie' && documents(operation, 400)) return problem(400, `${p.name} is required`);
    return {value: undefined};
  }
  const value = p.in === 'header' ? values.join(', ') : coerce([...values], p.schema);
  const failure = validate(value, p.schemaPointer, p.name);
  if (!failure) return {value};
  if (documents(operation, 400)) return failed(operation, failure);
  if (p.in === 'path')
    return {problem: {reply: {status: 404, body: 'Not Found'}, message: `Not Found: ${plainMessage(failure)}`}};
  return {value: undefined};
}

/** The check of the JSON body as sent (`raw`: its text; none or blank when no body is sent). */
export function checkBody(
  operation: Operation,
  validate: Validate,
  raw: string | undefined,
): {problem: RequestProblem} | {body: unknown} {
  if (!operation.body) return {body: undefined};
  const text = raw ?? '';
  if (text.trim() === '')
    return operation.body.required ? problem(400, 'the body is required: send a JSON object') : {body: undefined};
  if (text.length > REQUEST_LIMITS.maxBodyCharacters)
    return problem(400, `the body must be at most ${REQUEST_LIMITS.maxBodyCharacters} characters`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'the body must be valid JSON');
  }
  if (depthOf(body) > REQUEST_LIMITS.maxBodyDepth)
    return problem(400, `the body must be nested at most ${REQUEST_LIMITS.maxBodyDepth} levels deep`);
  const schema = resolveRef(
    operation.api.bundled,
    pointerGet(operation.api.bundled, operation.body.schemaPointer),
    operation.body.schemaPointer,
  ).value;
  const wantsObject =
    schema.type === 'object' || schema.properties || schema.oneOf || schema.allOf || schema.discriminator;
  if (wantsObject && (typeof body !== 'object' || body === null || Array.isArray(body)))
    return operation.api.family === 'provider'
      ? {
          problem: {
            reply: {
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
            },
            message: 'the body must be a JSON object',
          },
        }
      : problem(400, 'the body must be a JSON object');
  const failure = validate(body, operation.body.schemaPointer, '');
  return failure ? failed(operation, failure) : {body};
}

/**
 * The checks of a call before anything runs, in the server's order: credentials (the sandbox's test values,
 * `401`), then path, query and header parameters and the JSON body (`400` with the documented message: plain
 * text naming the field, or the provider's JSON `ValidationError`). `validate` is `createRequestValidator` of
 * the operation's bundle. Used by the engine for every call, by the MCP server's `validate_request`, and by Try
 * it's form field by field as the reader types (`checkCredentials`, `checkParameter`, `checkBody`).
 */
export function checkRequest(
  operation: Operation,
  validate: Validate,
  req: {pathParams: Record<string, string>; url: URL; headers: Record<string, string>; body?: string},
  /** The test credentials the sandbox accepts (its preset's). */
  credentials: SandboxCredentials,
): RequestCheck {
  const {pathParams, url, headers} = req;
  const refused = checkCredentials(operation, headers, credentials);
  if (refused) return {reply: refused.reply};
  const query: Record<string, unknown> = {};
  const firstQuery = [...url.searchParams.keys()][0];
  if (firstQuery !== undefined && operation.parameters.length === 0 && !operation.body && documents(operation, 400))
    return {reply: {status: 400, body: `unknown query parameter: ${firstQuery} (this call takes no parameters)`}};
  for (const p of operation.parameters) {
    const values =
      p.in === 'path'
        ? [pathParams[p.name] ?? '']
        : p.in === 'query'
          ? url.searchParams.getAll(p.name)
          : p.in === 'header' && headers[p.name.toLowerCase()] !== undefined
            ? [headers[p.name.toLowerCase()]]
            : [];
    if (p.in === 'cookie') continue;
    const checked = checkParameter(operation, validate, p, values);
    if ('problem' in checked) return {reply: checked.problem.reply};
    if (p.in === 'query' && checked.value !== undefined) query[p.name] = checked.value;
  }
  const checked = checkBody(operation, validate, req.body);
  if ('problem' in checked) return {reply: checked.problem.reply};
  return {query, body: checked.body};
}
