#!/usr/bin/env node
// Serves build/ the way a static host does: clean URLs (/a/b -> a/b.html), gzip when the
// client accepts it, long caching for hashed assets, and 404.html with status 404.
// Used by the end-to-end tests and the bench; `npm run serve` (docusaurus serve) is for people.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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

export function resolveFile(root, urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0]);
  const abs = path.resolve(root, '.' + clean);
  if (!abs.startsWith(path.resolve(root))) return null;
  const candidates = clean.endsWith('/')
    ? [path.join(abs, 'index.html')]
    : [abs, `${abs}.html`, path.join(abs, 'index.html')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

export function startServer({root = 'build', port = 0, host = '127.0.0.1'} = {}) {
  const server = http.createServer((req, res) => {
    let file = resolveFile(root, req.url ?? '/');
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const ext = path.extname(file);
    const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding'};
    headers['Cache-Control'] = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body, {level: 9});
      headers['Content-Encoding'] = 'gzip';
    }
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
