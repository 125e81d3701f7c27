/** JSON-pointer helpers over a bundled OpenAPI document (all $refs internal). */
import {escapePointer, pointerGet} from '../../src/shared/json-pointer';

export class SpecError extends Error {
  constructor(
    readonly detail: string,
    readonly file: string,
    readonly pointer: string,
  ) {
    super(`${file}#${pointer}: ${detail}`);
    this.name = 'SpecError';
  }
}

export {escapePointer, pointerGet};

export {SCHEMA_REF_PREFIX} from '../../src/shared/polymorphism';

/** The operations a path item may hold. */
export const METHODS: readonly string[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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
