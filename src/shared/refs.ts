/**
 * The one `$ref` follower of a bundled OpenAPI document (every `$ref` internal), shared by the sandbox
 * (src/sandbox/openapi.ts `resolveRef`), the reference compiler (plugins/api-reference/resolve.ts `deref`) and
 * the MCP server (src/mcp/api.ts `deref`), with one cycle rule: a `$ref` already followed on the way to a node
 * (along a chain of `$ref`s, or, where a caller inlines a schema, from the root down) is a cycle. Each caller
 * says what a problem means to it: the compiler fails the build naming the file and pointer, the sandbox reads
 * an empty object, the MCP server leaves the `$ref` where it recurs. And the one "first documented example" of
 * a media type. Pure: no DOM, no Node API.
 */
import {pointerGet} from './json-pointer';

/** Why a `$ref` was not followed. */
export type RefProblem =
  {kind: 'external'; ref: string} | {kind: 'missing'; ref: string} | {kind: 'cycle'; ref: string};

/** One step: the node `ref` points at, or why it cannot be followed (`seen`: the `$ref`s followed on the way). */
export function refTarget(
  doc: unknown,
  ref: string,
  seen: {has(ref: string): boolean} = new Set<string>(),
): {value: unknown} | {problem: RefProblem} {
  if (!ref.startsWith('#')) return {problem: {kind: 'external', ref}};
  if (seen.has(ref)) return {problem: {kind: 'cycle', ref}};
  const value = pointerGet(doc, ref);
  return value === undefined ? {problem: {kind: 'missing', ref}} : {value};
}

/**
 * Follows `node`'s chain of `$ref`s to the first node without one: that node and its pointer (`pointer` when
 * `node` has no `$ref`), or the first problem met on the way and the pointer it was met at.
 */
export function followRef(
  doc: unknown,
  node: unknown,
  pointer: string,
): {value: unknown; pointer: string} | {problem: RefProblem; pointer: string} {
  let value = node;
  let at = pointer;
  const seen = new Set<string>();
  while (value && typeof value === 'object' && typeof (value as {$ref?: unknown}).$ref === 'string') {
    const ref = (value as {$ref: string}).$ref;
    const next = refTarget(doc, ref, seen);
    if ('problem' in next) return {problem: next.problem, pointer: at};
    seen.add(ref);
    value = next.value;
    at = ref;
  }
  return {value, pointer: at};
}

/**
 * The first documented example of a media type (or any object with `examples`/`example`): the value of its
 * first named example (`examples`, in the order written; `resolve` follows an example's `$ref`), else its
 * `example`; undefined when it documents none.
 */
export function firstExample(
  media: {examples?: unknown; example?: unknown} | undefined,
  resolve: (node: unknown) => unknown = (node) => node,
): {value: unknown} | undefined {
  if (!media) return undefined;
  const named = media.examples && typeof media.examples === 'object' ? Object.values(media.examples)[0] : undefined;
  const example = named === undefined ? undefined : resolve(named);
  if (example && typeof example === 'object' && 'value' in example) return {value: example.value};
  return 'example' in media && media.example !== undefined ? {value: media.example} : undefined;
}
