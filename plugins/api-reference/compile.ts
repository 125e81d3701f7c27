/**
 * Lint, bundle, model and render one API listed in the Redocly config.
 * Results are cached per process (every plugin and remark step that compiles an API shares them: `shared`) and
 * reused only while none of the API's files, nor this compiler's own, changed; failures are never cached.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SpecError} from './resolve';
import {buildPageModel} from './model';
import {markdownToHtml} from './markdown';
import {generateSamples} from './samples';
import logger from '@docusaurus/logger';
import {emitReference, type EmittedReference} from './emit';
import {fragmentTargets, type FragmentTargets} from './fragment-links';
import {applyRules} from './rules';
import YAML from 'yaml';
import {ruleSourceFiles} from '../rules';
import {RATE_LIMIT_HEADERS} from '../../src/rules';
import {configPath, servedFiles, type ApiReferenceOptions} from './options';
import type {PageModel} from './types';
import type {NormalizedProblem} from '@redocly/openapi-core';
import {sourceLocator} from './source-location';

export interface CompiledApi {
  id: string;
  root: string;
  /** Bundled document (all $refs internal), as served for download. */
  bundled: Record<string, unknown>;
  model: PageModel;
  /** Page content (mdast) and HTML fragments. */
  emitted: EmittedReference;
  /** The links and ids inside the fragments (checked against the built site: fragment-links.ts). */
  targets: FragmentTargets;
  /** Files the API was built from (watch mode, cache validity). */
  files: string[];
}

/** `file#/pointer: message [rule]`, the file being the one the problem is in (a `$ref`'d part's own file). */
export function formatProblem(problem: NormalizedProblem, cwd = process.cwd()): string {
  const loc = problem.location[0];
  const file = loc ? path.relative(cwd, loc.source.absoluteRef) : '(unknown file)';
  const where = !loc
    ? ''
    : loc.pointer !== undefined
      ? loc.pointer.replace(/^#/, '')
      : `line ${loc.start.line}:${loc.start.col}`;
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

type CacheEntry = {result: Promise<CompiledApi>; stamps?: Map<string, number>};
/**
 * A map every copy of this module in the process shares, on `globalThis` under `name` (as page-dependencies.ts shares
 * its registry). Docusaurus loads each plugin's and each remark step's modules apart, each with a module cache of
 * its own, so a map of this module's alone was one per loader: a site build compiled each of the 18 APIs 5 or 6
 * times (the reference plugin, the remark step, the walkthroughs' samples, the sandbox's bundles, the browser
 * sandbox and the Markdown twins each once), about 70 of its 180 CPU-seconds (2026-12-01).
 */
function shared<V>(name: string): Map<string, V> {
  const store = globalThis as unknown as Record<symbol, Map<string, V> | undefined>;
  return (store[Symbol.for(`fernpay.api-reference.${name}`)] ??= new Map());
}
const cache = shared<CacheEntry>('compile-cache');
const configs = shared<Promise<unknown>>('redocly-configs');
/**
 * The compiler's own source files, when it runs from them: a result is stale once one of them changes too (a copy
 * of this module loaded afresh after an edit of the plugin meets the results of the code before the edit). Bundled
 * (a script's copy), it has no folder of its own to watch. Listed once per copy of this module: a file added to the
 * folder changes nothing until one of the listed files imports it, and that edit is seen.
 */
let compilerFileList: string[] | undefined;
const compilerFiles = (): string[] =>
  (compilerFileList ??=
    path.basename(__dirname) === 'api-reference' && fs.existsSync(path.join(__dirname, 'compile.ts'))
      ? fs
          .readdirSync(__dirname)
          .filter((f) => f.endsWith('.ts'))
          .map((f) => path.join(__dirname, f))
      : []);

async function loadRedoclyConfig(configFile: string) {
  const abs = path.resolve(configFile);
  if (!configs.has(abs)) {
    configs.set(
      abs,
      import('@redocly/openapi-core').then((core) => core.loadConfig({configPath: abs})),
    );
  }
  return configs.get(abs) as Promise<import('@redocly/openapi-core').Config>;
}

/** API ids declared in the Redocly config, with their root files (absolute). */
export async function listApis(configFile: string): Promise<{id: string; root: string}[]> {
  configs.delete(path.resolve(configFile)); // the list itself may have changed (watch mode)
  const config = await loadRedoclyConfig(configFile);
  const apis = config.resolvedConfig.apis ?? {};
  const dir = path.dirname(path.resolve(configFile));
  return Object.entries(apis).map(([id, api]) => ({id, root: path.resolve(dir, (api as {root: string}).root)}));
}

async function compileUncached(options: ApiReferenceOptions, id: string): Promise<CompiledApi> {
  const configFile = configPath(options);
  const core = await import('@redocly/openapi-core');
  const apis = await listApis(configFile);
  const entry = apis.find((a) => a.id === id);
  if (!entry) {
    throw new Error(
      `API reference "${id}" is not listed in ${path.relative(process.cwd(), configFile)} (known: ${apis.map((a) => a.id).join(', ') || 'none'})`,
    );
  }
  const config = (await loadRedoclyConfig(configFile)).forAlias(id);
  const problems = await core.lint({ref: entry.root, config});
  const errors = problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p));
  if (errors.length > 0) throw new SpecLintError(id, errors);
  for (const warning of problems.filter((p) => p.severity === 'warn'))
    logger.warn(`[api-reference] ${id}: ${formatProblem(warning)}`);

  const result = await core.bundle({ref: entry.root, config, dereference: false});
  const bundleErrors = result.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p));
  if (bundleErrors.length > 0) throw new SpecLintError(id, bundleErrors);
  const bundled = result.bundle.parsed as Record<string, unknown>;
  const file = path.relative(process.cwd(), entry.root);
  // The model names pointers into the bundle; a reader is told the file the part is written in.
  const locate = sourceLocator(core, entry.root);
  const where = (pointer: string) => {
    const at = locate(pointer);
    return `${path.relative(process.cwd(), at.file)}#${at.pointer}`;
  };
  /** A model warning starts `<root file>#<pointer>: `: the same, at the part's own file. */
  const located = (message: string) => {
    const end = message.indexOf(': ', file.length + 1);
    return message.startsWith(`${file}#`) && end > 0
      ? `${where(message.slice(file.length + 1, end))}${message.slice(end)}`
      : message;
  };
  /** A shared header component's source (`openapi/shared/headers/<key>.yaml`): read by applyRules, watched by the cache. */
  const sharedHeaderFile = (key: string) => path.join(path.dirname(configFile), 'shared', 'headers', `${key}.yaml`);
  let model: PageModel;
  try {
    applyRules(bundled, file, (key) => {
      const shared = sharedHeaderFile(key);
      return fs.existsSync(shared)
        ? (YAML.parse(fs.readFileSync(shared, 'utf8')) as Record<string, unknown>)
        : undefined;
    });
    model = buildPageModel(id, bundled, {
      file,
      md: markdownToHtml,
      samples: generateSamples,
      // A valid description the page cannot show in full (no example validates) warns; it never fails the build.
      warn: (message) => logger.warn(`[api-reference] ${id}: ${located(message)}`),
    });
  } catch (error) {
    if (error instanceof SpecError)
      throw new Error(`OpenAPI "${id}": ${where(error.pointer)}: ${error.detail}`, {cause: error});
    throw error;
  }
  const served = servedFiles(options, id);
  const emitted = emitReference(model, {
    downloads: served.downloads,
    fragmentsUrl: served.fragments,
    samplesUrl: served.samples,
    inline: process.env.NODE_ENV === 'development',
    staticHtml: id in options.restricted,
  });
  return {
    id,
    root: entry.root,
    bundled,
    model,
    emitted,
    targets: fragmentTargets(emitted.fragments),
    files: [
      ...new Set([
        ...result.fileDependencies,
        entry.root,
        ...ruleSourceFiles(),
        ...RATE_LIMIT_HEADERS.map((h) => sharedHeaderFile(h.replace(/-/g, ''))),
      ]),
    ],
  };
}

function stamp(files: Iterable<string>): Map<string, number> {
  return new Map([...files].map((f) => [f, fs.existsSync(f) ? fs.statSync(f).mtimeMs : -1]));
}

const cacheKey = (options: ApiReferenceOptions, id: string) =>
  `${configPath(options)}::${JSON.stringify(options.restricted)}::${id}`;

/** Compiles (or reuses) one API; a cached result is reused only while its files are unchanged. */
export function compileApi(options: ApiReferenceOptions, id: string): Promise<CompiledApi> {
  const key = cacheKey(options, id);
  const hit = cache.get(key);
  if (hit && (!hit.stamps || [...stamp(hit.stamps.keys())].every(([f, t]) => hit.stamps!.get(f) === t)))
    return hit.result;
  const entry: CacheEntry = {result: compileUncached(options, id)};
  cache.set(key, entry);
  entry.result.then(
    (compiled) => {
      entry.stamps = stamp([...compiled.files, configPath(options), ...compilerFiles()]);
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.result;
}

/**
 * Takes a result compiled elsewhere from the same inputs (the unit tests' run-wide compile: tests/unit/global-setup.ts)
 * as this process's compile of its API, reused as `compileApi`'s own while its files are unchanged from now on.
 */
export function reuseCompiled(options: ApiReferenceOptions, compiled: CompiledApi): void {
  cache.set(cacheKey(options, compiled.id), {
    result: Promise.resolve(compiled),
    stamps: stamp([...compiled.files, configPath(options), ...compilerFiles()]),
  });
}

/** Every OpenAPI source file next to the Redocly config (YAML or JSON), absolute paths. */
export async function specFiles(options: ApiReferenceOptions): Promise<string[]> {
  const dir = path.dirname(configPath(options));
  const entries = await fs.promises.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile() && /\.(ya?ml|json)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
