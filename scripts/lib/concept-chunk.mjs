// The built JavaScript chunk that holds the search concept table (src/shared/search-concepts.ts), found by the table's
// first row, and its size as served (gzipped, as scripts/serve.mjs and the hosts send the site's JavaScript). Read by
// scripts/search-index.mjs (the sizes file beside the index) and by the search budget's tests, so both find it alike.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The gzipped bytes of the largest built chunk that holds `table`'s first row, or null (no table, no chunk). */
export function conceptChunkBytes(siteDir, table) {
  const [key, row] = Object.entries(table)[0] ?? [];
  const dir = path.join(siteDir, 'assets', 'js');
  if (!key || !fs.existsSync(dir)) return null;
  let bytes = null;
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(dir, f));
    if (text.includes(row)) bytes = Math.max(bytes ?? 0, zlib.gzipSync(text, {level: 9}).length);
  }
  return bytes;
}
