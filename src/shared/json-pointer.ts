/**
 * JSON pointers (RFC 6901) into an OpenAPI document: one escaping and one reader for the compiler, the rules
 * module, the sandbox engine and the MCP server. Pure: no DOM, no Node API.
 */

/** `/payments/{id}` -> `~1payments~1{id}`: one segment of a pointer. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `~1payments` -> `/payments`: one segment back. */
export function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at `pointer` (`#/a/b`, `/a/b`, or `#`/'' for the document), or undefined. */
export function pointerGet(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '#') return doc;
  const parts = pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((p) => unescapePointer(decodeURIComponent(p)));
  let cur: unknown = doc;
  for (const part of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
