/** JSON-pointer helpers over a bundled OpenAPI document (all $refs internal). */

export class SpecError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly pointer: string,
  ) {
    super(`${file}#${pointer}: ${message}`);
    this.name = 'SpecError';
  }
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerGet(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '#') return doc;
  const parts = pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let cur: unknown = doc;
  for (const part of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** Follows $ref chains (non-schema components: parameters, responses, examples...). */
export function deref<T = Record<string, unknown>>(doc: unknown, value: unknown, file: string, at: string): T {
  let cur = value as Record<string, unknown> | undefined;
  const seen = new Set<string>();
  while (cur && typeof cur === 'object' && typeof cur.$ref === 'string') {
    const ref = cur.$ref;
    if (!ref.startsWith('#')) throw new SpecError(`external $ref "${ref}" left after bundling`, file, at);
    if (seen.has(ref)) throw new SpecError(`$ref cycle through "${ref}"`, file, at);
    seen.add(ref);
    const next = pointerGet(doc, ref);
    if (next === undefined) throw new SpecError(`$ref "${ref}" does not resolve`, file, at);
    cur = next as Record<string, unknown>;
  }
  return cur as T;
}
