#!/usr/bin/env node
/**
 * The unit test files CI runs again on Node 22, the second supported line (.ci/run; tests/unit/lib/node-line.ts says
 * why): every file whose imports, followed through our own modules, reach Node's runtime machinery (a server or
 * socket, a child process, a worker, a stream, compression) or a `.mjs` script. The rest test pure TypeScript, which
 * the type check pins to what both lines run (`lib` ES2022, `@types/node` of Node 20): it runs alike on either line,
 * so the first line's run checks it.
 *   node scripts/second-line.mjs           the files, one a line, each with what selected it
 *   node scripts/second-line.mjs --run     runs them with Vitest on the Node that runs this script
 * A file esbuild cannot follow is selected (run on both lines), with the reason printed.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Node's modules whose behaviour can differ between lines in ways a type check does not see. */
export const RUNTIME = new Set([
  'http',
  'https',
  'http2',
  'net',
  'tls',
  'dgram',
  'child_process',
  'worker_threads',
  'cluster',
  'stream',
  'stream/promises',
  'stream/web',
  'readline',
  'zlib',
  'vm',
]);

/** Every unit and mock test file Vitest runs (vitest.config.ts `include`), relative to the repository. */
export function unitFiles(dir = root) {
  const list = (sub, suffix) =>
    fs
      .readdirSync(path.join(dir, sub))
      .filter((f) => f.endsWith(suffix))
      .map((f) => `${sub}/${f}`);
  return [...list('tests/unit', '.test.ts'), ...list('tests/mock', '.mock.ts')].sort();
}

/** Anything but code (styles, pages, images, data) and the bundler's own aliases: not followed. */
const notCode = {
  name: 'not-code',
  setup(build) {
    build.onResolve({filter: /^(@theme|@theme-original|@docusaurus|@generated)\//}, (args) => ({
      path: args.path,
      external: true,
    }));
    build.onResolve({filter: /\.(css|scss|svg|png|jpe?g|gif|webp|ico|md|mdx|ya?ml|txt|html|wasm)(\?.*)?$/}, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

/** How esbuild follows a test file's imports (nothing written: the metafile is what is read). */
const FOLLOW = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  metafile: true,
  packages: 'external',
  logLevel: 'silent',
  plugins: [notCode],
};

/** The runtime modules that `inputs` (files of one import graph) import (`module<file`), and the `.mjs` scripts among them. */
function reasonsIn(metafile, inputs) {
  const why = new Set();
  for (const input of inputs) {
    for (const imported of metafile.inputs[input].imports) {
      const name = imported.path.replace(/^node:/, '');
      if (imported.external && RUNTIME.has(name)) why.add(`${name}<${path.basename(input)}`);
    }
    if (input.endsWith('.mjs') && !input.startsWith('node_modules/')) why.add(`script ${input}`);
  }
  return [...why].sort();
}

/**
 * Why a test file runs on the second line: the runtime modules its import graph reaches (`module<file`) and the
 * `.mjs` scripts in it; empty when it reaches none.
 */
export async function reasons(file, dir = root) {
  const {metafile} = await esbuild.build({...FOLLOW, absWorkingDir: dir, entryPoints: [file]});
  return reasonsIn(metafile, Object.keys(metafile.inputs));
}

/** `reasons` of every file, from one esbuild run over all of them (the files share most of their graphs). */
async function reasonsOfAll(files, dir) {
  const {metafile} = await esbuild.build({...FOLLOW, absWorkingDir: dir, entryPoints: files, outdir: 'out'});
  const out = new Map();
  for (const output of Object.values(metafile.outputs))
    if (output.entryPoint) out.set(output.entryPoint, reasonsIn(metafile, Object.keys(output.inputs)));
  return out;
}

/**
 * Each test file and why it is on the second line (`selected`), or not. Every file's graph is followed in one run;
 * when that run fails, each file on its own, so the one that cannot be followed is named (and runs on both lines).
 */
export async function secondLine(dir = root) {
  const files = unitFiles(dir);
  const all = await reasonsOfAll(files, dir).catch(() => undefined);
  const out = [];
  for (const file of files) {
    try {
      const why = all?.get(file) ?? (await reasons(file, dir));
      out.push({file, selected: why.length > 0, why});
    } catch (error) {
      const first = error.errors?.[0];
      const text = first ? `${first.location?.file ?? file}: ${first.text}` : String(error.message).split('\n')[0];
      out.push({file, selected: true, why: [`not followed (${text}): run on both`]});
    }
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const all = await secondLine();
  const chosen = all.filter((f) => f.selected);
  if (!process.argv.includes('--run')) {
    for (const f of all)
      console.log(`${f.selected ? '+' : '-'} ${f.file}${f.why.length ? `  ${f.why.join(' ')}` : ''}`);
    console.log(`${chosen.length} of ${all.length} files on the second line`);
  } else {
    console.log(
      `[second-line] ${chosen.length} of ${all.length} unit files reach Node's runtime (node scripts/second-line.mjs lists why); the rest is pure TypeScript, checked on the first line`,
    );
    const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const run = spawnSync(
      process.execPath,
      [vitest, 'run', '--config', 'vitest.config.ts', ...chosen.map((f) => f.file)],
      {cwd: root, stdio: 'inherit'},
    );
    process.exit(run.status ?? 1);
  }
}
