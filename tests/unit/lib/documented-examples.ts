/**
 * What the served bundles document for an operation, as the example walks read it: the `example` of each path and
 * query parameter, and the named request examples of its body.
 */
import {resolveRef, type Operation, type Raw} from '../../../src/sandbox/openapi';

const doc = (op: Operation) => op.api.bundled;
const rawOperation = (op: Operation) => resolveRef(doc(op), (doc(op).paths as Raw)[op.path], '').value;

/** The documented `example` of each parameter (path, query), by `in:name`. */
export function parameterExamples(op: Operation): Map<string, unknown> {
  const item = rawOperation(op);
  const list = [
    ...(((item[op.method] as Raw).parameters as unknown[]) ?? []),
    ...((item.parameters as unknown[]) ?? []),
  ].map((p) => resolveRef(doc(op), p, '').value);
  return new Map(list.map((p) => [`${String(p.in)}:${String(p.name)}`, p.example ?? (p.schema as Raw)?.example]));
}

/** The named request examples of the operation's body (none: one request without a body). */
export function requestExamples(op: Operation): [string, unknown][] {
  if (!op.body) return [['(no body)', undefined]];
  const rb = resolveRef(doc(op), (rawOperation(op)[op.method] as Raw).requestBody, '').value;
  const media = (rb.content as Record<string, {examples?: Record<string, unknown>; example?: unknown}>)[
    op.body.mediaType
  ];
  const named = Object.entries(media.examples ?? {}).map(
    ([name, e]) => [name, resolveRef(doc(op), e, '').value.value] as [string, unknown],
  );
  return named.length ? named : [['(example)', media.example ?? {}]];
}
