/**
 * Lint, bundle and model one API listed in openapi/redocly.yaml.
 * Results are cached per process: the Docusaurus plugin and the remark plugin share them.
 */
import path from 'node:path';
import {SpecError} from './resolve';
import {buildPageModel} from './model';
import {markdownToHtml} from './markdown';
import {generateSamples} from './samples';
import type {PageModel} from './types';

export interface CompiledApi {
  id: string;
  root: string;
  /** Bundled document (all $refs internal), as served for download. */
  bundled: Record<string, unknown>;
  model: PageModel;
  /** Files the API was built from, for watch mode. */
  files: string[];
}

type Problem = {
  message: string;
  ruleId: string;
  severity: 'error' | 'warn';
  location: {source: {absoluteRef: string}; pointer?: string; start?: {line: number; col: number}}[];
};

export function formatProblem(problem: Problem, cwd = process.cwd()): string {
  const loc = problem.location[0];
  const file = loc ? path.relative(cwd, loc.source.absoluteRef) : '(unknown file)';
  const where = loc?.pointer?.replace(/^#/, '') ?? (loc?.start ? `line ${loc.start.line}:${loc.start.col}` : '');
  return `${file}#${where}: ${problem.message} [${problem.ruleId}]`;
}

export class SpecLintError extends Error {
  constructor(
    readonly apiId: string,
    readonly problems: string[],
  ) {
    super(`OpenAPI "${apiId}" has ${problems.length} error(s):\n  ${problems.join('\n  ')}`);
    this.name = 'SpecLintError';
  }
}

const cache = new Map<string, Promise<CompiledApi>>();
const configs = new Map<string, Promise<unknown>>();

async function loadRedoclyConfig(configFile: string) {
  const abs = path.resolve(configFile);
  if (!configs.has(abs)) {
    configs.set(abs, import('@redocly/openapi-core').then((core) => core.loadConfig({configPath: abs})));
  }
  return configs.get(abs) as Promise<import('@redocly/openapi-core').Config>;
}

/** API ids declared in the Redocly config, with their root files (absolute). */
export async function listApis(configFile: string): Promise<{id: string; root: string}[]> {
  const config = await loadRedoclyConfig(configFile);
  const apis = config.resolvedConfig.apis ?? {};
  const dir = path.dirname(path.resolve(configFile));
  return Object.entries(apis).map(([id, api]) => ({id, root: path.resolve(dir, (api as {root: string}).root)}));
}

async function compileUncached(configFile: string, id: string): Promise<CompiledApi> {
  const core = await import('@redocly/openapi-core');
  const apis = await listApis(configFile);
  const entry = apis.find((a) => a.id === id);
  if (!entry) {
    throw new Error(`API reference "${id}" is not listed in ${path.relative(process.cwd(), configFile)} (known: ${apis.map((a) => a.id).join(', ') || 'none'})`);
  }
  const config = (await loadRedoclyConfig(configFile)).forAlias(id);
  const problems = (await core.lint({ref: entry.root, config})) as unknown as Problem[];
  const errors = problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p));
  if (errors.length > 0) throw new SpecLintError(id, errors);
  for (const warning of problems.filter((p) => p.severity === 'warn')) console.warn(`[api-reference] ${id}: ${formatProblem(warning)}`);

  const result = await core.bundle({ref: entry.root, config, dereference: false});
  const bundleErrors = (result.problems as unknown as Problem[]).filter((p) => p.severity === 'error').map((p) => formatProblem(p));
  if (bundleErrors.length > 0) throw new SpecLintError(id, bundleErrors);
  const bundled = result.bundle.parsed as Record<string, unknown>;
  const file = path.relative(process.cwd(), entry.root);
  let model: PageModel;
  try {
    model = buildPageModel(id, bundled, {file, md: markdownToHtml, samples: generateSamples});
  } catch (error) {
    if (error instanceof SpecError) throw new Error(`OpenAPI "${id}": ${error.message}`);
    throw error;
  }
  return {id, root: entry.root, bundled, model, files: [...result.fileDependencies, entry.root]};
}

export function compileApi(configFile: string, id: string): Promise<CompiledApi> {
  const key = `${path.resolve(configFile)}::${id}`;
  if (!cache.has(key)) cache.set(key, compileUncached(configFile, id));
  return cache.get(key)!;
}

/** Forget cached results (watch mode, tests). */
export function clearCompileCache(): void {
  cache.clear();
  configs.clear();
}
