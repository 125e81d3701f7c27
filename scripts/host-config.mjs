#!/usr/bin/env node
// npm run host-config -- nginx --htpasswd FILE --listen ADDRESS [--root build] [--run-dir DIR] [--user USER]
// npm run host-config -- headers [--root build]
// Prints a host configuration generated from the build in --root (run `npm run build` first): a complete
// nginx.conf (clean URLs, gzip, long caching for hashed assets, the 404 page, the security headers with
// the CSP hashes of this build's inline scripts, and HTTP basic authentication on the restricted section:
// every path under its prefix and every chunk /provider/restricted-assets.txt lists), or the `_headers`
// file (the build also writes it to build/_headers). Regenerate after every build: both change with it.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {atomFeeds, builtPages, contentSecurityPolicy, headersFile, nginxConfig, pagefindMetaFiles, protectedPaths} =
  jiti('../plugins/host-config/host.ts');
const {RESTRICTED} = jiti('../src/restricted.ts');

const [kind, ...rest] = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};
const usage = () => {
  console.error(
    'usage: npm run host-config -- nginx --htpasswd FILE --listen ADDRESS [--root build] [--run-dir DIR] [--user USER]\n' +
      '       npm run host-config -- headers [--root build]',
  );
  process.exit(2);
};
const root = path.resolve(flag('root', 'build'));
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`[host-config] ${root} has no index.html: run npm run build first.`);
  process.exit(1);
}
const pages = builtPages(root);
const csp = contentSecurityPolicy(pages);
const feeds = atomFeeds(pages);
const pagefindMeta = pagefindMetaFiles(root);
if (kind === 'headers') {
  process.stdout.write(headersFile(csp, feeds, pagefindMeta));
} else if (kind === 'nginx') {
  const htpasswd = flag('htpasswd');
  const listen = flag('listen');
  if (!htpasswd || !listen) usage();
  const assets = fs
    .readFileSync(path.join(root, RESTRICTED.prefix, 'restricted-assets.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  process.stdout.write(
    nginxConfig({
      root,
      listen,
      htpasswd: path.resolve(htpasswd),
      csp,
      protect: protectedPaths(RESTRICTED.prefix, assets),
      feeds,
      pagefindMeta,
      runDir: flag('run-dir') && path.resolve(flag('run-dir')),
      user: flag('user'),
    }),
  );
} else usage();
