/**
 * Host configuration, generated from what a build produced (so it never goes stale): the security
 * headers with a Content Security Policy whose script hashes are computed from the built HTML, a
 * `_headers` file for static hosts that read one, and a complete nginx configuration that also protects
 * the restricted section (src/restricted.ts) with HTTP basic authentication. Pure functions over the
 * build's files; scripts/host-config.mjs prints the nginx configuration, the plugin (index.ts) writes
 * `_headers` after each build.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {PUBLIC_INDEX_PATH, RESTRICTED_INDEX_PATH} from '../../src/shared/search';

/** Every file of a build, as site paths (`/assets/js/main.1234.js`). */
export function siteFiles(outDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else out.push(`/${path.relative(outDir, p).split(path.sep).join('/')}`);
    }
  };
  walk(outDir);
  return out.sort();
}

/** The HTML of every page of a build, each file read once (the CSP and the feed list are computed from it). */
export function builtPages(outDir: string): string[] {
  return siteFiles(outDir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => fs.readFileSync(path.join(outDir, f), 'utf8'));
}

/**
 * The site's Atom feeds, as site paths: the same-origin `<link rel="alternate" type="application/atom+xml">`
 * of its pages (read from the HTML, which exists before any plugin writes a feed file after the build).
 * Hosts would send the `.xml` file as application/xml; these get `application/atom+xml`.
 */
export function atomFeeds(pages: readonly string[]): string[] {
  const feeds = new Set<string>();
  for (const html of pages)
    for (const [tag] of html.matchAll(/<link\s[^>]*>/gi))
      if (/\brel=["']?alternate\b/i.test(tag) && /\btype=["']?application\/atom\+xml/i.test(tag)) {
        const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
        if (href?.startsWith('/') && !href.startsWith('//')) feeds.add(href);
      }
  return [...feeds].sort();
}

/** SHA-256 sources of every inline script the browser runs (JSON-LD and other data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content Security Policy of the site: everything from its own origin; the inline scripts the build
 * wrote, by hash (the colour-mode and announcement scripts in every page, the redirect pages' script);
 * 'wasm-unsafe-eval' for the search index (Pagefind runs WebAssembly); inline `style` attributes (the
 * theme and the diagrams set sizes inline) and `data:` images (the theme's icons).
 */
export function contentSecurityPolicy(pages: readonly string[]): string {
  const hashes = [...new Set(pages.flatMap(inlineScriptHashes))].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')} 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers of every response. */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
}

/** The media type of an Atom feed (nginx and most hosts would send `.xml` as application/xml). */
export const ATOM = 'application/atom+xml; charset=utf-8';

/** Hashed assets never change: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The same for files behind the restricted section's login: in the reader's browser only, never a shared cache. */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * The folders of a Pagefind index whose files Pagefind names by their content's hash (index chunks, result files,
 * filter chunks): cached like hashed assets, so a query after the first reads the chunks and results it shares with
 * earlier ones from the browser's cache, with no request (the search box starts its engine afresh for each query).
 * The index's other files (its script, worker, WebAssembly and entry file) keep their names across builds.
 */
export const PAGEFIND_HASHED_DIRS = ['index', 'fragment', 'filter'] as const;

/** The hashed folders of the public and the restricted index, as site paths ending in `/`. */
export function pagefindHashedDirs(): {public: string[]; restricted: string[]} {
  const of = (index: string) => PAGEFIND_HASHED_DIRS.map((d) => `${index}${d}/`);
  return {public: of(PUBLIC_INDEX_PATH), restricted: of(RESTRICTED_INDEX_PATH)};
}

/**
 * Pagefind's metadata file, at the root of its index and named by its content's hash
 * (`pagefind.en_a2bf5a8e3f.pf_meta`): every search loads it first. Its siblings there (the script, the worker,
 * the WebAssembly, the entry file) keep their names across builds, so no rule can cover the folder: a host names
 * the file itself (`pagefindMetaFiles`), a server that reads names at request time tests this pattern.
 */
export const PAGEFIND_META_FILE = /^pagefind\.[^/]+\.pf_meta$/;

/** The metadata files of the public and the restricted index in a build, as site paths (none before indexing). */
export function pagefindMetaFiles(outDir: string): {public: string[]; restricted: string[]} {
  const of = (index: string) => {
    const dir = path.join(outDir, index);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => PAGEFIND_META_FILE.test(f))
      .sort()
      .map((f) => `${index}${f}`);
  };
  return {public: of(PUBLIC_INDEX_PATH), restricted: of(RESTRICTED_INDEX_PATH)};
}

/** The files and folders of the search indexes cached like hashed assets: `/…/` a folder, else one file. */
export function pagefindCached(metaFiles: {public: string[]; restricted: string[]} = {public: [], restricted: []}): {
  public: string[];
  restricted: string[];
} {
  const dirs = pagefindHashedDirs();
  return {public: [...dirs.public, ...metaFiles.public], restricted: [...dirs.restricted, ...metaFiles.restricted]};
}

/**
 * A `_headers` file (Netlify, Cloudflare Pages and other static hosts): the security headers on every
 * path and long caching for hashed assets. It protects nothing: such a host needs its own access control
 * on the paths `protectedPaths` lists (DEPLOYING.md says how). `metaFiles`: the indexes' metadata files
 * (`pagefindMetaFiles`), once the indexes are built.
 */
export function headersFile(
  csp: string,
  feeds: readonly string[] = [],
  metaFiles?: {public: string[]; restricted: string[]},
): string {
  const rule = (p: string) => (p.endsWith('/') ? `${p}*` : p);
  const cached = pagefindCached(metaFiles);
  const lines = [
    '/*',
    ...securityHeaders(csp).map(([k, v]) => `  ${k}: ${v}`),
    '',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    ...cached.public.flatMap((d) => ['', rule(d), `  Cache-Control: ${IMMUTABLE}`]),
    ...cached.restricted.flatMap((d) => ['', rule(d), `  Cache-Control: ${PRIVATE_IMMUTABLE}`]),
    ...feeds.flatMap((f) => ['', f, `  Content-Type: ${ATOM}`]),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Writes `build/_headers` for the build in `outDir`: after `docusaurus build` (the host-config plugin), and again
 * once the search indexes are written (scripts/search-index.mjs), with their metadata files.
 */
export function writeHeadersFile(outDir: string): void {
  const pages = builtPages(outDir);
  fs.writeFileSync(
    path.join(outDir, '_headers'),
    headersFile(contentSecurityPolicy(pages), atomFeeds(pages), pagefindMetaFiles(outDir)),
  );
}

/** What a host must protect: the section's prefix as a whole, and its chunks outside it (restricted-assets.txt). */
export function protectedPaths(prefix: string, restrictedAssets: readonly string[]): {prefix: string; files: string[]} {
  return {prefix, files: [...restrictedAssets].sort()};
}

export interface NginxOptions {
  /** Absolute path of the build folder. */
  root: string;
  /** `listen` address (`8080`, `127.0.0.1:8080`). */
  listen: string;
  /** htpasswd file for the restricted section's basic authentication. */
  htpasswd: string;
  csp: string;
  protect: {prefix: string; files: string[]};
  /** Atom feeds (site paths, `atomFeeds`): served with their own media type. */
  feeds?: string[];
  /**
   * Folder for the pid and temporary files (nginx run by an ordinary user, as the e2e test does). Without
   * it, the pid is `/run/nginx-fernpay.pid` and the temporary files use nginx's own folders
   * (`/var/lib/nginx/` on Debian): what `sudo nginx -c FILE` needs, with nothing to create first.
   */
  runDir?: string;
  /** The `user` the worker processes run as, when nginx starts as root (default: nginx's own). */
  user?: string;
  /** The search indexes' metadata files (`pagefindMetaFiles`): cached like hashed assets. */
  pagefindMeta?: {public: string[]; restricted: string[]};
}

const MIME_TYPES: [string, string][] = [
  ['text/html', 'html'],
  ['text/css', 'css'],
  ['text/javascript', 'js mjs'],
  ['application/json', 'json'],
  ['image/svg+xml', 'svg'],
  ['image/png', 'png'],
  ['image/x-icon', 'ico'],
  ['application/yaml', 'yaml yml'],
  ['text/plain', 'txt'],
  ['text/markdown', 'md'],
  ['application/xml', 'xml'],
  ['application/wasm', 'wasm'],
  ['font/woff2', 'woff2'],
];

/** A complete nginx configuration serving the build as the site expects, the restricted section behind a login. */
export function nginxConfig(o: NginxOptions): string {
  const quote = (v: string) => `"${v.replace(/(["\\$])/g, '\\$1')}"`;
  const headers = securityHeaders(o.csp).map(([k, v]) => `add_header ${k} ${quote(v)} always;`);
  const login = [
    `auth_basic ${quote('Fernpay provider documentation')};`,
    `auth_basic_user_file ${quote(o.htpasswd)};`,
  ];
  const indent = (lines: string[], n: number) => lines.map((l) => `${' '.repeat(n)}${l}`).join('\n');
  const block = (head: string, lines: string[]) => `    ${head} {\n${indent(lines, 6)}\n    }`;
  const run = o.runDir;
  const temp = run
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((t) => `  ${t === 'client_body' ? 'client_body' : t}_temp_path ${run}/${t};`)
        .join('\n') + '\n'
    : '';
  // add_header in a location replaces the server's: every location repeats the security headers.
  const pages = ['try_files $uri $uri.html $uri/index.html =404;', ...headers];
  const assets = [`add_header Cache-Control ${quote(IMMUTABLE)} always;`, ...headers];
  const privateAssets = [`add_header Cache-Control ${quote(PRIVATE_IMMUTABLE)} always;`, ...headers];
  const hashed = pagefindCached(o.pagefindMeta);
  const at = (p: string) => (p.endsWith('/') ? `location ${p}` : `location = ${p}`);
  return `# Generated by \`npm run host-config -- nginx\` from the build in ${o.root}: regenerate after each build
# (the restricted chunks and the script hashes change with the content).
${o.user ? `user ${o.user};\n` : ''}worker_processes 1;
pid ${run ? `${run}/nginx.pid` : '/run/nginx-fernpay.pid'};
error_log stderr warn;
events { worker_connections 256; }

http {
  types {
${MIME_TYPES.map(([type, exts]) => `    ${type} ${exts};`).join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript application/json image/svg+xml application/yaml text/plain text/markdown application/xml application/atom+xml;
  access_log off;
  sendfile on;
${temp}  gzip on;
  gzip_min_length 256;
  gzip_types text/css text/javascript application/json image/svg+xml application/yaml text/plain text/markdown application/xml application/atom+xml application/wasm;

  server {
    listen ${o.listen};
    server_name _;
    root ${quote(o.root)};
    absolute_redirect off;
    error_page 404 /404.html;

${block('location /', pages)}
${block('location /assets/', assets)}
${hashed.public.map((d) => block(at(d), assets)).join('\n')}
${block('location = /404.html', headers)}
${(o.feeds ?? []).map((f) => block(`location = ${f}`, ['types { }', 'default_type application/atom+xml;', ...headers])).join('\n')}
    # The restricted section: every page and file under its prefix, and its chunks outside it.
${block(`location ${o.protect.prefix}/`, [...login, ...pages])}
    # Its index's hashed files and metadata file: longer or exact locations, so they repeat its login.
${hashed.restricted.map((d) => block(at(d), [...login, ...privateAssets])).join('\n')}
${o.protect.files.map((f) => block(`location = ${f}`, [...login, ...privateAssets])).join('\n')}
  }
}
`;
}
