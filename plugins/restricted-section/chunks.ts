/** Pure helpers: which build chunks belong to gated routes (unit-tested). */

/** `routesChunkNames.json` keys are "<route path>-<hash>". */
export const routeOfKey = (key: string) => key.replace(/-[0-9a-f]{3}$/, '');

function strings(value: unknown, skip: string): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === skip ? [] : strings(v, skip)));
}

/** Chunk names of the routes `isRestricted` selects, without the shared page components (`__comp`). */
export function restrictedChunkNames(routesChunkNames: unknown, isRestricted: (route: string) => boolean): string[] {
  if (!routesChunkNames || typeof routesChunkNames !== 'object') throw new Error('routesChunkNames.json: expected an object');
  const names = Object.entries(routesChunkNames).filter(([key]) => isRestricted(routeOfKey(key))).flatMap(([, chunks]) => strings(chunks, '__comp'));
  return [...new Set(names)].sort();
}

/** Built JS files of those chunks (`<name>.<hash>.js`). */
export function restrictedFiles(names: string[], assetFiles: string[]): string[] {
  return assetFiles.filter((f) => f.endsWith('.js') && names.some((n) => f.startsWith(`${n}.`))).sort();
}
