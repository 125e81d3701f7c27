/**
 * The sandbox's view of the served OpenAPI bundles (the compiled `.bundled` documents, every `$ref`
 * internal): one route per operation, under its family's prefix, with its parameters, request body and
 * documented responses resolved. Pure: no DOM, no Node API.
 */
import type {ApiFamily} from '../rules';
import {escapePointer, pointerGet} from '../shared/json-pointer';
import {followRef} from '../shared/refs';

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type Raw = Record<string, unknown>;

/** One API the sandbox serves: its id in openapi/redocly.yaml, its family and its served bundle. */
export interface SandboxApi {
  id: string;
  family: SandboxFamily;
  bundled: Record<string, unknown>;
}
export type SandboxFamily = Extract<ApiFamily, 'toolkit' | 'partner' | 'provider'>;

/**
 * Where each family is served on the sandbox's one origin: the path part of its sandbox server URL
 * (`/v1`, `/partner/v1`). The provider's sandbox server is another host whose path is also `/v1`, so
 * on the shared origin it is served under `/provider/v1`.
 */
export const FAMILY_PREFIX: Record<SandboxFamily, string> = {
  toolkit: '/v1',
  partner: '/partner/v1',
  provider: '/provider/v1',
};

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface ResolvedParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** JSON pointer (`#/...`) of the parameter's schema in its bundle, for the validator. */
  schemaPointer: string;
  schema: Raw;
}

export interface ResolvedResponse {
  status: string;
  headers: Raw;
  content: Record<string, {schema?: Raw; example?: unknown; examples?: Record<string, {value?: unknown}>}>;
}

export interface Operation {
  api: SandboxApi;
  operationId: string;
  method: Method;
  /** Path template as the spec writes it (`/payments/single/{id}`). */
  path: string;
  /** The template with the family prefix, as served (`/v1/payments/single/{id}`). */
  servedPath: string;
  matcher: RegExp;
  pathParamNames: string[];
  parameters: ResolvedParameter[];
  /** The JSON request body, when the operation takes one. */
  body?: {required: boolean; schemaPointer: string; mediaType: string};
  responses: Record<string, ResolvedResponse>;
  /** Names of the credential headers the operation needs (none: a public call). */
  credentialHeaders: string[];
  /** The operation declares the `Idempotency-Key` header. */
  keyed: boolean;
}

export {pointerGet};

/**
 * Follows internal `$ref`s until a node without one (src/shared/refs.ts); returns it with its pointer. A `$ref`
 * that cannot be followed (missing, external, a cycle: the build refuses such a bundle) reads as an empty object.
 */
export function resolveRef(doc: unknown, node: unknown, pointer: string): {value: Raw; pointer: string} {
  const followed = followRef(doc, node, pointer);
  if ('problem' in followed) return {value: {}, pointer: followed.problem.ref};
  return {value: (followed.value ?? {}) as Raw, pointer: followed.pointer};
}

function compileMatcher(servedPath: string): {matcher: RegExp; names: string[]} {
  const names: string[] = [];
  const source = servedPath
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = /^\{([^}]+)\}$/.exec(part);
      if (m) {
        names.push(m[1]);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return {matcher: new RegExp(`^${source}$`), names};
}

/** Every operation of the given APIs, ready for routing. */
export function buildOperations(apis: readonly SandboxApi[]): Operation[] {
  const operations: Operation[] = [];
  for (const api of apis) {
    const doc = api.bundled;
    const topSecurity = (doc.security as Raw[] | undefined) ?? [];
    const schemes = ((doc.components as Raw | undefined)?.securitySchemes ?? {}) as Record<string, Raw>;
    for (const [path, rawItem] of Object.entries((doc.paths ?? {}) as Record<string, unknown>)) {
      const itemPointer = `#/paths/${escapePointer(path)}`;
      const {value: item, pointer: itemAt} = resolveRef(doc, rawItem, itemPointer);
      for (const method of METHODS) {
        const op = item[method] as Raw | undefined;
        if (!op) continue;
        const opAt = `${itemAt}/${method}`;
        const parameters = new Map<string, ResolvedParameter>();
        const collect = (list: unknown, at: string) => {
          if (!Array.isArray(list)) return;
          list.forEach((p, i) => {
            const {value, pointer} = resolveRef(doc, p, `${at}/${i}`);
            const schema = resolveRef(doc, value.schema, `${pointer}/schema`);
            parameters.set(`${value.in}:${String(value.name).toLowerCase()}`, {
              name: String(value.name),
              in: value.in as ResolvedParameter['in'],
              required: value.required === true,
              schemaPointer: `${pointer}/schema`,
              schema: schema.value,
            });
          });
        };
        collect(item.parameters, `${itemAt}/parameters`);
        collect(op.parameters, `${opAt}/parameters`);

        let body: Operation['body'];
        if (op.requestBody) {
          const {value: rb, pointer: rbAt} = resolveRef(doc, op.requestBody, `${opAt}/requestBody`);
          const content = (rb.content ?? {}) as Record<string, Raw>;
          const mediaType = Object.keys(content).find((m) => /json/.test(m)) ?? Object.keys(content)[0];
          if (mediaType)
            body = {
              required: rb.required === true,
              schemaPointer: `${rbAt}/content/${escapePointer(mediaType)}/schema`,
              mediaType,
            };
        }

        const responses: Record<string, ResolvedResponse> = {};
        for (const [status, rawResponse] of Object.entries((op.responses ?? {}) as Raw)) {
          const {value: r} = resolveRef(doc, rawResponse, `${opAt}/responses/${status}`);
          const content: ResolvedResponse['content'] = {};
          for (const [mediaType, media] of Object.entries((r.content ?? {}) as Record<string, Raw>)) {
            const examples: Record<string, {value?: unknown}> = {};
            for (const [name, ex] of Object.entries((media.examples ?? {}) as Raw))
              examples[name] = resolveRef(doc, ex, '').value as {value?: unknown};
            content[mediaType] = {
              schema: media.schema ? resolveRef(doc, media.schema, '').value : undefined,
              example: media.example,
              examples,
            };
          }
          responses[status] = {status, headers: (r.headers ?? {}) as Raw, content};
        }

        const security = (op.security as Raw[] | undefined) ?? topSecurity;
        const credentialHeaders = security.length
          ? Object.keys(security[0]).map((name) => String(schemes[name]?.name ?? name))
          : [];
        const servedPath = `${FAMILY_PREFIX[api.family]}${path}`;
        const {matcher, names} = compileMatcher(servedPath);
        operations.push({
          api,
          operationId: String(op.operationId ?? `${method} ${path}`),
          method,
          path,
          servedPath,
          matcher,
          pathParamNames: names,
          parameters: [...parameters.values()],
          body,
          responses,
          credentialHeaders,
          keyed: parameters.has('header:idempotency-key'),
        });
      }
    }
  }
  // A literal segment wins over a template one (`/payments/single/list` before `/payments/single/{id}`).
  const literalWeight = (o: Operation) => o.servedPath.split('/').filter((s) => !s.startsWith('{')).length;
  return operations.sort((a, b) => literalWeight(b) - literalWeight(a));
}

export interface RouteMatch {
  operation: Operation;
  pathParams: Record<string, string>;
}

/** The operation a method and path name; `methodMismatch` when the path exists with other methods. */
export function matchRoute(
  operations: readonly Operation[],
  method: string,
  pathname: string,
): RouteMatch | {methodMismatch: boolean; family?: SandboxFamily} {
  let pathExists = false;
  for (const operation of operations) {
    const m = operation.matcher.exec(pathname);
    if (!m) continue;
    pathExists = true;
    if (operation.method !== method.toLowerCase()) continue;
    const pathParams: Record<string, string> = {};
    let bad = false;
    operation.pathParamNames.forEach((name, i) => {
      try {
        pathParams[name] = decodeURIComponent(m[i + 1]);
      } catch {
        bad = true;
      }
    });
    if (!bad) return {operation, pathParams};
  }
  return {methodMismatch: pathExists, family: familyOfPath(pathname)};
}

/** The family whose prefix a path is under (the longest prefix wins). */
export function familyOfPath(pathname: string): SandboxFamily | undefined {
  const hits = (Object.entries(FAMILY_PREFIX) as [SandboxFamily, string][])
    .filter(([, prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    .sort((a, b) => b[1].length - a[1].length);
  return hits[0]?.[0];
}
