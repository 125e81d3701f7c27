/**
 * Docusaurus' generated `routesChunkNames` table, read the same way at build time
 * (plugins/restricted-section) and in the browser (src/lib/idlePrefetch.ts).
 */

/** The route path of a table key: keys are "<route path>-<hash>". */
export const routeOfChunkKey = (key: string): string => key.replace(/-[^-]+$/, '');

/** Chunk names of one table entry (nested objects of names), leaving out the entries under `skip`. */
export function chunkNamesOf(value: unknown, skip?: string): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === skip ? [] : chunkNamesOf(v, skip)));
}
