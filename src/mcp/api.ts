/**
 * The APIs as the MCP server answers about them: an operation found by its operationId or `METHOD /path`,
 * its Markdown (the section of its reference page's twin: the same text as the page, samples included),
 * its request and response JSON Schemas and documented errors from the served bundle, and a named schema.
 */
import {buildOperations, type Operation, type SandboxApi} from '../sandbox/openapi';
import {schemaAnchor, toAnchor} from '../shared/api-reference';
import {escapePointer, pointerGet} from '../shared/json-pointer';
import {refTarget} from '../shared/refs';
import type {McpApi, McpData} from './data';

type Raw = Record<string, unknown>;

export class ApiCatalog {
  private parsed = new Map<string, Raw>();
  private ops = new Map<string, Operation[]>();
  constructor(private readonly data: McpData) {}

  ids(): string[] {
    return this.data.apis.map((a) => a.id);
  }

  api(id: string): McpApi {
    const api = this.data.apis.find((a) => a.id === id);
    if (!api) throw new Error(`Unknown API "${id}". The APIs: ${this.ids().join(', ')}.`);
    return api;
  }

  bundle(id: string): Raw {
    let doc = this.parsed.get(id);
    if (!doc) this.parsed.set(id, (doc = JSON.parse(this.api(id).bundle) as Raw));
    return doc;
  }

  sandboxApi(id: string): SandboxApi {
    return {id, family: this.api(id).family, bundled: this.bundle(id)};
  }

  operations(id: string): Operation[] {
    let list = this.ops.get(id);
    if (!list) this.ops.set(id, (list = buildOperations([this.sandboxApi(id)])));
    return list;
  }

  /**
   * What a search result's route names, as get_operation and get_schema take it: the API whose reference page it is
   * on and the operation (`#refund-single-payment`) or schema (`#schema-payment`) its anchor is; undefined for any
   * other route (a guide's section, a webhook entry).
   */
  locate(route: string): {api: string; operationId: string} | {api: string; schema: string} | undefined {
    const [page, anchor] = route.split('#');
    if (!anchor) return undefined;
    const api = this.data.apis.find((a) => a.route === page);
    if (!api) return undefined;
    const op = this.operations(api.id).find((o) => o.operationId && toAnchor(o.operationId) === anchor);
    if (op) return {api: api.id, operationId: op.operationId};
    const schema = this.schemaNames(api.id).find((name) => schemaAnchor(name) === anchor);
    return schema ? {api: api.id, schema} : undefined;
  }

  /** An operation by operationId or `METHOD /path` (the path as the reference writes it, or as served). */
  operation(id: string, ref: string): Operation {
    const list = this.operations(id);
    const m = /^\s*(get|post|put|patch|delete)\s+(\/\S*)\s*$/i.exec(ref);
    const found = m
      ? list.find(
          (o) => o.method === m[1].toLowerCase() && (o.path === m[2] || o.servedPath === m[2] || o.matcher.test(m[2])),
        )
      : list.find((o) => o.operationId === ref.trim());
    if (!found)
      throw new Error(
        `No operation "${ref}" in ${id}. Its operations: ${list.map((o) => `${o.operationId} (${o.method.toUpperCase()} ${o.path})`).join(', ')}.`,
      );
    return found;
  }

  /** The operation's section of its reference page's twin (heading to the next operation), as Markdown. */
  operationMarkdown(id: string, op: Operation): string | undefined {
    const route = this.api(id).route;
    const twin = route ? this.data.twins[route] : undefined;
    if (!twin) return undefined;
    const lines = twin.split('\n');
    const at = lines.findIndex((l) => l.includes(`(operationId \`${op.operationId}\`)`));
    if (at < 0) return undefined;
    let start = at;
    while (start > 0 && !/^### /.test(lines[start])) start--;
    let end = at + 1;
    while (end < lines.length && !/^#{2,3} /.test(lines[end])) end++;
    return lines.slice(start, end).join('\n').trim();
  }

  /** A schema with its `$ref`s inlined (a recursive one is left as `$ref` where it recurs). */
  deref(id: string, node: unknown, seen: string[] = [], depth = 0): unknown {
    if (Array.isArray(node)) return node.map((n) => this.deref(id, n, seen, depth));
    if (!node || typeof node !== 'object') return node;
    const o = node as Raw;
    if (typeof o.$ref === 'string') {
      const ref = o.$ref;
      // The one cycle rule (src/shared/refs.ts): a `$ref` already followed from the root down recurs here.
      const step = depth > 24 ? undefined : refTarget(this.bundle(id), ref, new Set(seen));
      if (!step || ('problem' in step && step.problem.kind === 'cycle')) return {$ref: ref};
      const target = 'problem' in step ? undefined : step.value;
      const rest = Object.fromEntries(Object.entries(o).filter(([k]) => k !== '$ref'));
      const resolved = this.deref(id, target, [...seen, ref], depth + 1) as Raw;
      return Object.keys(rest).length ? {...resolved, ...(this.deref(id, rest, seen, depth) as Raw)} : resolved;
    }
    const out: Raw = {};
    for (const [k, v] of Object.entries(o)) out[k] = this.deref(id, v, seen, depth + 1);
    return out;
  }

  schemaNames(id: string): string[] {
    return Object.keys(((this.bundle(id).components as Raw | undefined)?.schemas ?? {}) as Raw);
  }

  schema(id: string, name: string): unknown {
    const schemas = ((this.bundle(id).components as Raw | undefined)?.schemas ?? {}) as Raw;
    // Own names only: `__proto__`, `constructor` or `toString` are not schemas.
    const key = Object.hasOwn(schemas, name)
      ? name
      : Object.keys(schemas).find((k) => k.toLowerCase() === name.toLowerCase());
    if (!key) throw new Error(`No schema "${name}" in ${id}. Its schemas: ${Object.keys(schemas).join(', ')}.`);
    return {name: key, schema: this.deref(id, {$ref: `#/components/schemas/${escapePointer(key)}`})};
  }

  /** Everything about an operation: Markdown, request parameters and body schema, responses, errors. */
  describe(id: string, ref: string) {
    const op = this.operation(id, ref);
    const doc = this.bundle(id);
    const body = op.body
      ? {
          required: op.body.required,
          mediaType: op.body.mediaType,
          schema: this.deref(id, pointerGet(doc, op.body.schemaPointer)),
        }
      : undefined;
    const responses = Object.values(op.responses).map((r) => {
      const [mediaType, media] = Object.entries(r.content)[0] ?? [];
      const rawResponse = pointerGet(doc, `#/paths/${escapePointer(op.path)}/${op.method}/responses/${r.status}`) as
        Raw | undefined;
      const described = rawResponse?.$ref
        ? (pointerGet(doc, String(rawResponse.$ref)) as Raw | undefined)
        : rawResponse;
      return {
        status: r.status,
        description: typeof described?.description === 'string' ? described.description : undefined,
        mediaType,
        schema: media?.schema ? this.deref(id, media.schema) : undefined,
        examples: media
          ? Object.fromEntries(
              [
                ...(media.example !== undefined ? [['example', media.example] as const] : []),
                ...Object.entries(media.examples ?? {}).map(([k, v]) => [k, v.value] as const),
              ].slice(0, 4),
            )
          : undefined,
      };
    });
    return {
      api: id,
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      sandboxPath: op.servedPath,
      credentials: op.credentialHeaders,
      idempotencyKey: op.keyed,
      markdown: this.operationMarkdown(id, op),
      request: {
        parameters: op.parameters.map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required,
          schema: this.deref(id, p.schema),
        })),
        body,
      },
      responses: responses.filter((r) => Number(r.status) < 400 || r.status === 'default'),
      errors: responses.filter((r) => Number(r.status) >= 400),
    };
  }
}
