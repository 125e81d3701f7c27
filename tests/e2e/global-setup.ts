import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startServer} from '../../scripts/serve.mjs';
import {launchChromiumServer} from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build served on 127.0.0.1; empty when there is no build (see `buildMissing`). */
    baseUrl: string;
    /** Why the site could not be served, for the files that open it (harness.ts `baseUrl()` throws it). */
    buildMissing: string;
    /**
     * A file the route walk's two halves share (routes.ts): the kinds of content axe has checked in this run,
     * a line each, so a half skips what the other already checked.
     */
    axeCovered: string;
    /** The run's one Chromium (`launchChromiumServer`), which every file connects to (harness.ts `browserPerFile`). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const covered = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-axe-')), 'covered.txt');
  fs.writeFileSync(covered, '');
  project.provide('axeCovered', covered);
  const removeCovered = () => fs.rmSync(path.dirname(covered), {recursive: true, force: true});
  const chromium = await launchChromiumServer();
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  // Files that open the site need the build; a file that needs none (sandbox-pages.e2e.ts starts the
  // sandbox server itself) runs without one, and the others fail with this message when they ask for it.
  const missing = !fs.existsSync('build/index.html')
    ? 'build/ is missing: run `npm run build` before the end-to-end tests.'
    : !fs.existsSync('build/pagefind/pagefind.js')
      ? 'build/pagefind is missing: `npm run build` builds the search index.'
      : '';
  project.provide('buildMissing', missing);
  if (missing) {
    project.provide('baseUrl', '');
    return async () => {
      await chromium.close();
      removeCovered();
    };
  }
  const {server, url} = (await startServer({root: 'build', port: 0, keepGzip: true})) as {
    server: import('node:http').Server;
    url: string;
  };
  project.provide('baseUrl', url);
  return async () => {
    await chromium.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    removeCovered();
  };
}
