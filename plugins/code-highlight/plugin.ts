/**
 * The browser side of build-time highlighting (./index.ts): a public page's highlighted code is a module only the
 * server bundle gets (plugins/server-only.ts), so the browser bundle gets src/components/StaticCode/serverCode.ts
 * (empty) in place of every page's generated code module; after the build, each page's code file is published under
 * /assets/code/, fetched by a page reached by client-side navigation. Only the files the build's browser chunks name
 * are published: the folder of generated files outlives a build (a warm rebuild reuses it), so it can hold the code of
 * a page since deleted, or moved under the restricted prefix, which must not be served. The development server renders
 * nothing on a server, so there the browser keeps the modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {serverOnlyConfig} from '../server-only';
import {STATIC_CODE_MODULES, STATIC_CODE_URL, staticCodeDir} from './index';

/** What the browser bundle gets in place of a page's code module. */
export const STATIC_CODE_STUB = path.resolve(__dirname, '../../src/components/StaticCode/serverCode.ts');

export default function staticCode(context: LoadContext): Plugin {
  const dir = staticCodeDir(context.siteDir);
  return {
    name: 'fernpay-static-code',
    configureWebpack(config, isServer, utils) {
      if (config.mode === 'development') return {};
      return serverOnlyConfig(isServer, utils, 'code-highlight', {
        imported: STATIC_CODE_MODULES,
        browser: STATIC_CODE_STUB,
      });
    },
    async postBuild({outDir}) {
      const files = [...namedCodeFiles(path.join(outDir, 'assets', 'js'))].sort();
      if (files.length === 0) return;
      const missing = files.filter((f) => !fs.existsSync(path.join(dir, f)));
      if (missing.length)
        throw new Error(
          `code-highlight: the build's pages fetch code files that were not generated: ${missing.join(', ')}`,
        );
      const target = path.join(outDir, STATIC_CODE_URL);
      fs.mkdirSync(target, {recursive: true});
      for (const f of files) fs.copyFileSync(path.join(dir, f), path.join(target, f));
      const left = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).length - files.length;
      console.log(
        `[code-highlight] ${files.length} pages' code files in ${STATIC_CODE_URL}` +
          (left ? ` (${left} generated for no page of this build, not published)` : ''),
      );
    },
  };
}

/** The code files (`<name>.<hash>.json`) that the browser chunks in `jsDir` fetch: the only ones a page can ask for. */
export function namedCodeFiles(jsDir: string): Set<string> {
  const named = new Set<string>();
  if (!fs.existsSync(jsDir)) return named;
  const pattern = new RegExp(`${STATIC_CODE_URL.replace(/\//g, '\\/')}([A-Za-z0-9-]+\\.[0-9a-f]{10}\\.json)`, 'g');
  for (const f of fs.readdirSync(jsDir))
    if (f.endsWith('.js'))
      for (const m of fs.readFileSync(path.join(jsDir, f), 'utf8').matchAll(pattern)) named.add(m[1]!);
  return named;
}
