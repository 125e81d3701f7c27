/**
 * Docusaurus plugin: validates every API listed in openapi/redocly.yaml at startup
 * (the build fails on the first problem, naming the file and JSON pointer) and
 * writes the bundled specs to build/openapi/<id>.yaml and .json for download.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stringify} from 'yaml';
import {compileApi, listApis} from './compile';
import remarkApiReference from './remark';

export interface ApiReferencePluginOptions {
  configFile: string;
}

export {remarkApiReference};

export default function apiReferencePlugin(context: LoadContext, options: unknown): Plugin<unknown> {
  const {configFile: configured = 'openapi/redocly.yaml'} = (options ?? {}) as Partial<ApiReferencePluginOptions>;
  const configFile = path.resolve(context.siteDir, configured);
  return {
    name: 'fernpay-api-reference',
    getPathsToWatch() {
      return [path.join(path.dirname(configFile), '**/*.{yaml,yml,json}')];
    },
    async loadContent() {
      const apis = await listApis(configFile);
      await Promise.all(apis.map((api) => compileApi(configFile, api.id)));
      return apis.map((api) => api.id);
    },
    async postBuild({outDir, content}) {
      const dir = path.join(outDir, 'openapi');
      await fs.mkdir(dir, {recursive: true});
      for (const id of (content as string[] | undefined) ?? []) {
        const {bundled} = await compileApi(configFile, id);
        await fs.writeFile(path.join(dir, `${id}.yaml`), stringify(bundled, {lineWidth: 0}));
        await fs.writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(bundled, null, 2)}\n`);
      }
    },
  };
}
