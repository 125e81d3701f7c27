/** JSON-pointer helpers over a bundled OpenAPI document (all $refs internal). */
import {escapePointer, pointerGet} from '../../src/shared/json-pointer';
import {followRef} from '../../src/shared/refs';

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

/** Follows $ref chains (non-schema components: parameters, responses, examples...); a ref that cannot be followed throws. */
export function deref<T = Record<string, unknown>>(doc: unknown, value: unknown, file: string, at: string): T {
  // The one follower and cycle rule (src/shared/refs.ts); a problem fails the build, naming the file and pointer.
  const followed = followRef(doc, value, at);
  if ('problem' in followed) {
    const {kind, ref} = followed.problem;
    throw new SpecError(
      kind === 'external'
        ? `external $ref "${ref}" left after bundling`
        : kind === 'cycle'
          ? `$ref cycle through "${ref}"`
          : `$ref "${ref}" does not resolve`,
      file,
      at,
    );
  }
  return followed.value as T;
}
