/**
 * The browser side of build-time highlighting (./index.ts): a public page's highlighted code is a module only the
 * server bundle gets (plugins/server-only.ts), so the browser bundle gets src/components/StaticCode/serverCode.ts
 * (empty) in place of every page's generated code module; after the build, each page's code file is published under
 * /assets/code/, fetched by a page reached by client-side navigation. The development server renders nothing on a
 * server, so there the browser keeps the modules.
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
      if (!fs.existsSync(dir)) return;
      const target = path.join(outDir, STATIC_CODE_URL);
      fs.mkdirSync(target, {recursive: true});
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
      for (const f of files) fs.copyFileSync(path.join(dir, f), path.join(target, f));
      console.log(`[code-highlight] ${files.length} pages' code files in ${STATIC_CODE_URL}`);
    },
  };
}
