#!/usr/bin/env node
// Serves build/ the way a static host does: clean URLs (/a/b -> a/b.html), gzip when the
// client accepts it, long caching for hashed assets, and 404.html with status 404.
// Used by the end-to-end tests and the bench; `npm run serve` (docusaurus serve) is for people.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import createJiti from 'jiti';

// What is cached for a year, as the generated host configuration says it: hashed assets and the hashed folders of
// the search indexes (plugins/host-config/host.ts).
const {IMMUTABLE, PAGEFIND_META_FILE, pagefindHashedDirs} = createJiti(fileURLToPath(import.meta.url))(
  '../plugins/host-config/host.ts',
);
const LONG_CACHED = ['/assets/', ...Object.values(pagefindHashedDirs()).flat()];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|yaml|txt|md|xml)$/;

/** A request the server refuses: `status` 400 (a malformed path) or 404 (outside the root). */
export class RefusedPath extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The file a URL path names under `root`: the path itself, `<path>.html` or `<path>/index.html`; null when
 * none exists. A malformed percent-encoding is refused with 400, a path that leaves the root (`/../x`, also
 * encoded) with 404: only files inside the root folder are ever served.
 */
export function resolveFile(root, urlPath) {
  let clean;
  try {
    clean = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    throw new RefusedPath(400, `malformed path: ${urlPath}`);
  }
  if (clean.includes('\0')) throw new RefusedPath(400, `malformed path: ${urlPath}`);
  const base = path.resolve(root);
  const abs = path.resolve(base, '.' + clean);
  if (abs !== base && !abs.startsWith(base + path.sep)) throw new RefusedPath(404, `outside the root: ${urlPath}`);
  const candidates = clean.endsWith('/')
    ? [path.join(abs, 'index.html')]
    : [abs, `${abs}.html`, path.join(abs, 'index.html')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/**
 * `keepGzip`: keep each file's gzipped body (level 9: the same bytes) while the file keeps its time and size, instead
 * of compressing it again for every request. The end-to-end run asks for it: its tabs start each test with an empty
 * cache, so the same files are asked for thousands of times (a whole run: 5,650 of its 6,072 compressed answers were
 * repeats, 9.7 of its 11.3 CPU-s of compression).
 */
export function startServer({root = 'build', port = 0, host = '127.0.0.1', keepGzip = false} = {}) {
  /** file -> its gzipped body, with the time and size of the file it was made from. */
  const kept = new Map();
  /** The file gzipped; a kept body is answered without reading the file. */
  const gzipped = (file) => {
    if (!keepGzip) return zlib.gzipSync(fs.readFileSync(file), {level: 9});
    const {mtimeMs, size} = fs.statSync(file);
    const known = kept.get(file);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known.body;
    const made = zlib.gzipSync(fs.readFileSync(file), {level: 9});
    kept.set(file, {mtimeMs, size, body: made});
    return made;
  };
  const server = http.createServer((req, res) => {
    let file;
    let status = 200;
    try {
      file = resolveFile(root, req.url ?? '/');
    } catch (error) {
      if (!(error instanceof RefusedPath)) throw error;
      status = error.status;
      file = null;
    }
    if (status === 400) {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Bad Request');
      return;
    }
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const ext = path.extname(file);
    const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding'};
    const sitePath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const longCached =
      LONG_CACHED.some((d) => sitePath.startsWith(d)) ||
      (PAGEFIND_META_FILE.test(path.posix.basename(sitePath)) && sitePath.includes('/pagefind/'));
    headers['Cache-Control'] = longCached ? IMMUTABLE : 'no-cache';
    if (status === 200) {
      // Revalidation as nginx answers it: a weak ETag from the file's time and size, and 304 when the browser has it.
      const stat = fs.statSync(file);
      const etag = `W/"${Math.floor(stat.mtimeMs).toString(16)}-${stat.size.toString(16)}"`;
      headers.ETag = etag;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, {ETag: etag, 'Cache-Control': headers['Cache-Control'], Vary: headers.Vary});
        res.end();
        return;
      }
    }
    const compress = COMPRESSIBLE.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (compress) headers['Content-Encoding'] = 'gzip';
    const body = compress ? gzipped(file) : fs.readFileSync(file);
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) =>
    server.listen(port, host, () => resolve({server, url: `http://${host}:${server.address().port}`})),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3100);
  const {url} = await startServer({root: process.argv[2] ?? 'build', port});
  console.log(`Serving ${process.argv[2] ?? 'build'} at ${url}`);
}
