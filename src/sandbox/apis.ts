/**
 * The served bundles the sandbox runs on (Node, build time and `npm run sandbox`): every API of
 * openapi/site.ts compiled with `compileApi`, as the site compiles the bundles it serves (the restricted
 * provider only when asked). The published single file does not hold this module: it holds the bundles
 * themselves (published.ts, plugins/sandbox-web/publish.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {compileApi, listApis} from '../../plugins/api-reference/compile';
import {apiReferenceOptions} from '../../openapi/site';
import {RESTRICTED} from '../restricted';
import type {SandboxApi, SandboxFamily} from './openapi';

export const familyOf = (id: string): SandboxFamily =>
  RESTRICTED.apis.includes(id as never) ? 'provider' : id.startsWith('partner-') ? 'partner' : 'toolkit';

/** What the compiled bundles depend on: every file under these (size and mtime) keys the cache. */
const SOURCES = ['openapi', 'src/rules', 'plugins/api-reference', 'plugins/rules'];
const CACHE_DIR = 'node_modules/.cache/fernpay-sandbox';

function sourceStamp(): string {
  const parts: string[] = [];
  for (const dir of SOURCES) {
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      parts.push(`${file}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return parts.sort().join('\n');
}

/**
 * The served bundle of every API of the site (provider only when asked), compiled with `compileApi` as the
 * site compiles them. The result is cached in node_modules/.cache while no source file changed (compiling
 * every API takes about 30 s on this machine).
 */
export async function loadApis(provider: boolean): Promise<SandboxApi[]> {
  const stamp = sourceStamp();
  const cacheFile = path.join(CACHE_DIR, `bundles${provider ? '-provider' : ''}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {stamp: string; apis: SandboxApi[]};
    if (cached.stamp === stamp) return cached.apis;
  } catch {
    // no cache yet, or unreadable: compile
  }
  const ids = (await listApis(apiReferenceOptions.configFile))
    .map((a) => a.id)
    .filter((id) => provider || familyOf(id) !== 'provider');
  const compiled = await Promise.all(ids.map((id) => compileApi(apiReferenceOptions, id)));
  const apis = compiled.map((c) => ({id: c.id, family: familyOf(c.id), bundled: c.bundled}));
  try {
    fs.mkdirSync(CACHE_DIR, {recursive: true});
    writeAtomically(cacheFile, JSON.stringify({stamp, apis}));
  } catch {
    // a cache that cannot be written only costs time
  }
  return apis;
}

function writeAtomically(file: string, text: string) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}
