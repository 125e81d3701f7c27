#!/usr/bin/env node
// The docs MCP server's bench (`npm run bench -- --mcp`, or `node scripts/bench-mcp.mjs`; the full
// `npm run bench` runs it too): the published single file (build/mcp/fernpay-docs-mcp.mjs, run `npm run build`
// first) copied alone into a temporary directory and started with the SDK's stdio client.
// - start: from spawning `node fernpay-docs-mcp.mjs` to the answer of tools/list, median of 5 starts;
// - search_docs: the time of each call as the client sees it, over the public queries of the search box's
//   test (tests/e2e/search-queries.ts), 3 rounds after one warm-up round; p50 and p95, and the very first
//   query of a fresh server (which waits for the index to load);
// - memory: the server's resident set (Linux: /proc/<pid>/status) after its start, after those rounds, and after
//   MEMORY_CALLS calls in all (the same queries again): what a long session costs (src/shared/search.ts,
//   INSTANCES_PER_MEMORY).
// Writes bench-results/mcp.json and prints a Markdown table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {runBench, writeReport} from './lib/report.mjs';
import {largest, median, percentile} from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));

const ms = (n) => Math.round(n * 10) / 10;

async function start(dir) {
  const t0 = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['fernpay-docs-mcp.mjs'],
    cwd: dir,
    env: {PATH: process.env.PATH ?? ''},
    stderr: 'ignore',
  });
  const client = new Client({name: 'fernpay-bench', version: '1.0.0'});
  await client.connect(transport);
  await client.listTools();
  return {client, transport, startMs: performance.now() - t0};
}

/** Calls of `search_docs` the memory figure is read after. */
const MEMORY_CALLS = 500;

/** A process's resident set in MB (Linux), or undefined. */
function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

export async function benchMcp({starts = 5, rounds = 3} = {}) {
  const file = path.join(root, 'build/mcp/fernpay-docs-mcp.mjs');
  if (!fs.existsSync(file)) throw new Error('build/mcp/fernpay-docs-mcp.mjs is missing: run `npm run build` first.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-mcp-bench-'));
  fs.copyFileSync(file, path.join(dir, 'fernpay-docs-mcp.mjs'));
  const {publicQueries} = jiti('../tests/e2e/search-queries.ts');
  const queries = publicQueries([]).map((q) => q.query);
  try {
    const startTimes = [];
    let firstQueryMs;
    for (let i = 0; i < starts; i++) {
      const {client, startMs} = await start(dir);
      startTimes.push(startMs);
      if (i === 0) {
        const t0 = performance.now();
        await client.callTool({name: 'search_docs', arguments: {query: queries[0]}});
        firstQueryMs = performance.now() - t0;
      }
      await client.close();
    }
    const {client, transport} = await start(dir);
    const memory = {started: residentMb(transport.pid)};
    const times = [];
    let calls = 0;
    for (let round = 0; round <= rounds; round++)
      for (const query of queries) {
        const t0 = performance.now();
        const result = await client.callTool({name: 'search_docs', arguments: {query}});
        calls += 1;
        if (result.isError) throw new Error(`search_docs "${query}": ${result.content[0]?.text}`);
        if (round > 0) times.push(performance.now() - t0);
      }
    memory.afterRounds = {calls, mb: residentMb(transport.pid)};
    for (; calls < MEMORY_CALLS; calls++)
      await client.callTool({name: 'search_docs', arguments: {query: queries[calls % queries.length]}});
    memory.afterMany = {calls, mb: residentMb(transport.pid)};
    await client.close();
    return {
      date: new Date().toISOString(),
      node: process.version,
      bytes: fs.statSync(file).size,
      startMs: {median: ms(median(startTimes)), runs: startTimes.map(ms)},
      searchMs: {
        queries: queries.length,
        calls: times.length,
        p50: ms(percentile(times, 50)),
        p95: ms(percentile(times, 95)),
        max: ms(largest(times)),
        firstQueryOfAFreshServer: ms(firstQueryMs),
      },
      memoryMb: memory,
    };
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

export function mcpMarkdown(r) {
  return [
    `Docs MCP server (\`build/mcp/fernpay-docs-mcp.mjs\`, ${(r.bytes / 1e6).toFixed(1)} MB, Node ${r.node}, started alone in an empty directory over stdio):`,
    '',
    '| Measure | Result | Goal |',
    '|---|---|---|',
    `| Start: spawn to the tools/list answer (median of ${r.startMs.runs.length}) | ${r.startMs.median} ms (${r.startMs.runs.join(', ')}) | under 1 s |`,
    `| \`search_docs\` p50 (${r.searchMs.queries} queries × ${r.searchMs.calls / r.searchMs.queries} rounds) | ${r.searchMs.p50} ms (p95 ${r.searchMs.p95} ms, max ${r.searchMs.max} ms) | under 50 ms |`,
    `| First \`search_docs\` of a fresh server (waits for the index) | ${r.searchMs.firstQueryOfAFreshServer} ms | |`,
    ...(r.memoryMb
      ? [
          `| Server's resident memory: started; after ${r.memoryMb.afterRounds.calls} calls; after ${r.memoryMb.afterMany.calls} | ${r.memoryMb.started} MB; ${r.memoryMb.afterRounds.mb} MB; ${r.memoryMb.afterMany.mb} MB | bounded (no growth per call) |`,
        ]
      : []),
    '',
  ].join('\n');
}

/** The report the README links (bench-results/mcp.md): what is measured, then the table of `mcpMarkdown`. */
export function mcpReport(r) {
  return [
    '# Docs MCP server: start and search times',
    '',
    `Written by \`node scripts/bench-mcp.mjs\` (\`--from-json\`: again from the JSON, without measuring) from the figures of \`mcp.json\`, measured ${r.date.slice(0, 16).replace('T', ' ')} UTC. Earlier runs: [HISTORY.md](HISTORY.md#docs-mcp-server).`,
    '',
    `The public file alone in an empty directory, started by the SDK's stdio client. Start: from spawning \`node fernpay-docs-mcp.mjs\` to the answer of \`tools/list\`. \`search_docs\`: each call as the client sees it, over the ${r.searchMs.queries} public queries of the search box's test (\`tests/e2e/search-queries.ts\`), after one warm-up round; the first query of a fresh server waits for the index to load.`,
    '',
    mcpMarkdown(r),
  ].join('\n');
}

/** Writes bench-results/mcp.json and mcp.md from one result (`--from-json`: the .md again from the .json). */
export function writeMcpReport(result, dir = path.join(root, 'bench-results')) {
  writeReport(dir, 'mcp', result, mcpReport(result));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await runBench({
    dir: path.join(root, 'bench-results'),
    name: 'mcp',
    measure: benchMcp,
    write: (r) => writeMcpReport(r),
    table: mcpMarkdown,
  });
