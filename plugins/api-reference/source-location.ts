/**
 * Where a part of a bundled description is written. The model reads the bundle (one document, every `$ref`
 * internal), so its errors and warnings name a pointer into it; a reader fixes the file the part comes from.
 * `sourceLocator` follows the pointer through the description's own files, taking each `$ref` it meets
 * (a path item, a schema in its own file or in this file's components), and answers that file and the pointer inside it. A part the
 * bundler moved (an external schema hoisted into `components`) is not on such a path: it keeps the root
 * file and the bundle's pointer. Pointers are read and written with openapi-core's helpers.
 */
import fs from 'node:fs';
import path from 'node:path';

type Core = Pick<
  typeof import('@redocly/openapi-core'),
  'escapePointerFragment' | 'unescapePointerFragment' | 'isRef' | 'parseYaml'
>;

export interface SourceLocation {
  /** The file, as given for the root (relative or absolute alike). */
  file: string;
  /** JSON pointer inside it, `/a/b` (empty for the whole file). */
  pointer: string;
}

/** A function from a pointer into the bundle (`/paths/~1x/post`, `#/…`) to where that part is written. */
export function sourceLocator(core: Core, root: string): (pointer: string) => SourceLocation {
  const parsed = new Map<string, unknown>();
  const read = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, core.parseYaml(fs.readFileSync(file, 'utf8')));
    return parsed.get(file);
  };
  const segments = (pointer: string) =>
    pointer
      .replace(/^#/, '')
      .split('/')
      .slice(1)
      .map((s) => core.unescapePointerFragment(s));
  const join = (parts: string[]) => parts.map((s) => `/${core.escapePointerFragment(s)}`).join('');
  return (pointer) => {
    const rest = segments(pointer);
    let file = root;
    let node: unknown;
    let at: string[] = [];
    try {
      node = read(root);
      for (let hops = 0; ; hops++) {
        // A $ref: continue where it points (another file, or this one), at its pointer.
        if (core.isRef(node) && hops < 64) {
          const [target, inner = ''] = node.$ref.split('#');
          if (target) file = path.join(path.dirname(file), decodeURIComponent(target));
          at = segments(inner);
          node = at.reduce<unknown>((n, s) => (n as Record<string, unknown> | undefined)?.[s], read(file));
          continue;
        }
        const next = rest.shift();
        if (next === undefined) break;
        const child = node && typeof node === 'object' ? (node as Record<string, unknown>)[next] : undefined;
        if (child === undefined) return {file: root, pointer: join(segments(pointer))};
        node = child;
        at = [...at, next];
      }
    } catch {
      return {file: root, pointer: join(segments(pointer))};
    }
    return {file, pointer: join(at)};
  };
}
