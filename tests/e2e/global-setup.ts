import fs from 'node:fs';
import type {TestProject} from 'vitest/node';
import {startServer} from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync('build/index.html'))
    throw new Error('build/ is missing: run `npm run build` before the end-to-end tests.');
  if (!fs.existsSync('build/pagefind/pagefind.js'))
    throw new Error('build/pagefind is missing: `npm run build` builds the search index.');
  const {server, url} = (await startServer({root: 'build', port: 0})) as {
    server: import('node:http').Server;
    url: string;
  };
  project.provide('baseUrl', url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
