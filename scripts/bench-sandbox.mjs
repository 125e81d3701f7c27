#!/usr/bin/env node
// The local sandbox's bench (`npm run bench -- --sandbox`, or `node scripts/bench-sandbox.mjs`; the full
// `npm run bench` runs it too): requests per second and p50/p99 latency of
// - the server: the published file (build/sandbox/fernpay-sandbox.mjs, or without a build the same file bundled
//   from the sources by plugins/sandbox-web/publish.ts) started alone in an empty directory, driven over loopback by CLIENTS concurrent clients sharing one
//   node:http keep-alive agent;
// - the engine alone: createSandbox(...).handle in this process, CLIENTS calls at a time.
// The mix is an integrator's: list payments (newest first, 25 a page), create a draft payment, get one of the
// payments created, 4:3:3. The sandbox allows the documented 120 requests a minute per terminal: when a
// window is used up, the bench waits for its requests in flight, then moves the sandbox clock one minute
// (`POST /_sandbox/clock`), so every answer measured is a documented 2xx (those calls are counted apart).
// With `--state` (the `state` figures): 10,000 payments created first (keyed creates over HTTP, the same for
// both), then keyed creates alone for the measured seconds, p50/p99, by the server without `--state` and by
// the server with `--state` (every change flushed to its journal before it is answered).
// At scale (the `scale` figures, `benchScale`): the same mix on a history of 30,000 payments, half of them paid, made
// through the sandbox's own calls (`seedHistory`; seeded once through the engine and kept as a state file in
// node_modules/.cache/fernpay-sandbox-bench): the engine alone, the server with `--state` on that file, the server
// without it given the same history over HTTP, and that server's memory after 100,000 webhooks.
// `--seed-only` seeds the state file; `--scale-only [--payments N] [--seed-budget S]` prints the scale figures alone.
// Writes bench-results/sandbox.json and prints a Markdown table. Not a test: nothing here asserts a time.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import createJiti from 'jiti';
import {runBench, writeReport} from './lib/report.mjs';
import {largest, percentile} from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
const {SANDBOX_CREDENTIALS} = jiti('../src/sandbox/credentials.ts');
const {RATE_LIMITS} = jiti('../src/rules/constants.ts');

const CLIENTS = 8;
const LIMIT = RATE_LIMITS.toolkit.sandbox;
const CREDENTIALS = SANDBOX_CREDENTIALS.toolkit.headers;

const ms = (n) => Math.round(n * 100) / 100;

/**
 * Drives `send(method, url, body) -> {status, body}` with the mix for `seconds` (after `warmup` seconds not
 * counted), CLIENTS at a time. Returns throughput and latency of the API calls.
 */
/** CPU time (ms, user + system) a process has used so far: this one, or a child's from /proc (Linux). */
function cpuMs(pid) {
  if (pid === undefined) {
    const {user, system} = process.cpuUsage();
    return (user + system) / 1000;
  }
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100 per second).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export async function drive(send, {seconds, warmup, pid}) {
  const ids = [];
  let inFlight = 0;
  let windowCount = 0;
  let rollover;
  let clockCalls = 0;
  const unexpected = {};
  /** Waits for the requests of the window, then moves the clock past it (one caller does it; others wait). */
  const nextWindow = () =>
    (rollover ??= (async () => {
      while (inFlight > 0) await new Promise((r) => setImmediate(r));
      const r = await send('POST', '/_sandbox/clock', JSON.stringify({advance: 'PT1M'}));
      if (r.status !== 200) throw new Error(`POST /_sandbox/clock: ${r.status} ${r.body}`);
      clockCalls++;
      windowCount = 0;
      rollover = undefined;
    })());
  let n = 0;
  const one = async () => {
    while (windowCount >= LIMIT) await nextWindow();
    windowCount++;
    const k = n++ % 10;
    let method = 'GET';
    let url = '/v1/payments/single/list?page=1&limit=25';
    let body;
    let expected = 200;
    let operation = 'list';
    if (k >= 4 && k < 7) {
      operation = 'create';
      method = 'POST';
      url = '/v1/payments/single/create';
      body = JSON.stringify({reference: `BENCH-${n}`, amount: `${10 + (n % 90)}.00`});
      expected = 201;
    } else if (k >= 7 && ids.length > 0) {
      operation = 'get';
      url = `/v1/payments/single/${ids[(n * 7919) % ids.length]}`;
    }
    inFlight++;
    const t0 = performance.now();
    const r = await send(method, url, body);
    const t = performance.now() - t0;
    inFlight--;
    if (r.status !== expected) unexpected[r.status] = (unexpected[r.status] ?? 0) + 1;
    if (expected === 201 && r.status === 201) ids.push(JSON.parse(r.body).result.id);
    return [operation, t];
  };
  const run = async (durationS, record) => {
    const end = performance.now() + durationS * 1000;
    const times = [];
    const byOperation = {list: [], create: [], get: []};
    await Promise.all(
      Array.from({length: CLIENTS}, async () => {
        while (performance.now() < end) {
          const [operation, t] = await one();
          if (record) {
            times.push(t);
            byOperation[operation].push(t);
          }
        }
      }),
    );
    return {times, byOperation};
  };
  await run(warmup, false);
  const clockBefore = clockCalls;
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const {times, byOperation} = await run(seconds, true);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  return {
    requests: times.length,
    seconds: ms(elapsed),
    perSecond: Math.round(times.length / elapsed),
    p50Ms: ms(percentile(times, 50)),
    p99Ms: ms(percentile(times, 99)),
    maxMs: ms(largest(times)),
    // Each operation of the mix apart: a list, a create and a get (p99 of each).
    p99MsByOperation: Object.fromEntries(
      Object.entries(byOperation).map(([name, xs]) => [name, xs.length ? ms(percentile(xs, 99)) : null]),
    ),
    clockCalls: clockCalls - clockBefore,
    // CPU the serving process spent per request (the engine alone: this process, the clients' loop included), and
    // what that makes on one core to itself: less sensitive than wall-clock figures to other load on the machine.
    cpuMsPerRequest: ms(cpu / times.length),
    perCpuSecond: Math.round((times.length * 1000) / cpu),
    paymentsAtEnd: ids.length,
    unexpected,
  };
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });

let bundled;
/**
 * The published public file: the build's, or without a build the same file bundled from the sources as the build
 * bundles it (plugins/sandbox-web/publish.ts `bundleSandbox`), once per run, into a temporary folder.
 */
async function publishedFile() {
  const built = path.join(root, 'build/sandbox/fernpay-sandbox.mjs');
  if (fs.existsSync(built)) return {file: built, what: 'build/sandbox/fernpay-sandbox.mjs'};
  bundled ??= (async () => {
    const {bundleSandbox} = jiti('../plugins/sandbox-web/publish.ts');
    const {loadApis} = jiti('../plugins/api-reference/sandbox-apis.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-bundle-'));
    const file = path.join(dir, 'fernpay-sandbox.mjs');
    const apis = (await loadApis(false)).filter((a) => a.family !== 'provider');
    await bundleSandbox(file, {apis, provider: false, siteUrl: 'https://developers.fernpay.example'}, '// bench');
    process.once('exit', () => fs.rmSync(dir, {recursive: true, force: true}));
    return {file, what: 'the public file bundled from the sources as the build does (no build)'};
  })();
  return bundled;
}

/** Starts the server alone (the published file in an empty directory); resolves once it listens. */
async function startServer(extraArgs = []) {
  const published = await publishedFile();
  const built = published.file;
  const port = await freePort();
  let dir;
  let command;
  if (fs.existsSync(built)) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-bench-'));
    fs.copyFileSync(built, path.join(dir, 'fernpay-sandbox.mjs'));
    command = {
      args: ['fernpay-sandbox.mjs', '--port', String(port), ...extraArgs],
      cwd: dir,
      env: {PATH: process.env.PATH ?? ''},
    };
  } else {
    command = {args: ['scripts/sandbox.mjs', '--port', String(port), ...extraArgs], cwd: root, env: process.env};
  }
  const t0 = performance.now();
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: command.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(`127.0.0.1:${port}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${out}`)));
  });
  const startMs = performance.now() - t0;
  return {
    child,
    port,
    startMs,
    what: dir ? published.what : 'npm run sandbox',
    stop: () => {
      child.kill('SIGKILL');
      if (dir) fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

/** A client of the server on `port` over a keep-alive agent: `send(method, url, body, headers)`. */
function httpClient(port) {
  const agent = new http.Agent({keepAlive: true, maxSockets: CLIENTS});
  const send = (method, url, body, extra = {}) => request(port, agent, method, url, body, extra);
  return {send, close: () => agent.destroy()};
}

/**
 * Keyed creates, CLIENTS at a time: `count` of them, or as many as `seconds` allow; the clock moved past each
 * used-up rate-limit window as in `drive`. Latency of each create.
 */
async function driveCreates(send, {count = Infinity, seconds = Infinity, from = 0, pid}) {
  const times = [];
  const unexpected = {};
  let n = from;
  let windowCount = 0;
  let inFlight = 0;
  let rollover;
  const nextWindow = () =>
    (rollover ??= (async () => {
      while (inFlight > 0) await new Promise((r) => setImmediate(r));
      const r = await send('POST', '/_sandbox/clock', JSON.stringify({advance: 'PT1M'}));
      if (r.status !== 200) throw new Error(`POST /_sandbox/clock: ${r.status} ${r.body}`);
      windowCount = 0;
      rollover = undefined;
    })());
  await nextWindow(); // a window of its own: the server's may be partly used
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  const cpu0 = pid === undefined ? undefined : cpuMs(pid);
  await Promise.all(
    Array.from({length: CLIENTS}, async () => {
      while (n < from + count && performance.now() < end) {
        while (windowCount >= LIMIT) await nextWindow();
        windowCount++;
        const i = n++;
        inFlight++;
        const started = performance.now();
        const body = JSON.stringify({reference: `STATE-${i}`, amount: `${10 + (i % 90)}.00`});
        const r = await send('POST', '/v1/payments/single/create', body, {'Idempotency-Key': `bench-${i}`});
        times.push(performance.now() - started);
        inFlight--;
        if (r.status !== 201) unexpected[r.status] = (unexpected[r.status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return {
    requests: times.length,
    perSecond: Math.round(times.length / elapsed),
    ...(cpu0 === undefined ? {} : {cpuMsPerRequest: ms((cpuMs(pid) - cpu0) / times.length)}),
    p50Ms: ms(percentile(times, 50)),
    p99Ms: ms(percentile(times, 99)),
    maxMs: ms(largest(times)),
    unexpected,
    next: n,
  };
}

/** The `--state` figures: creates with 10,000 payments in the server, without and with `--state`. */
export async function benchState({seconds = 10, warmup = 2, resources = 10_000} = {}) {
  const loadAtStart = os.loadavg()[0];
  const runs = {};
  for (const withState of [false, true]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-state-bench-'));
    const stateFile = path.join(dir, 'state.json');
    const server = await startServer(withState ? ['--state', stateFile] : []);
    const client = httpClient(server.port);
    try {
      const loaded = await driveCreates(client.send, {count: resources});
      if (Object.keys(loaded.unexpected).length)
        throw new Error(`pre-loading: unexpected statuses ${JSON.stringify(loaded.unexpected)}`);
      const warm = await driveCreates(client.send, {seconds: warmup, from: loaded.next});
      const measured = await driveCreates(client.send, {seconds, from: warm.next, pid: server.child.pid});
      const {next: _next, ...figures} = measured;
      runs[withState ? 'withState' : 'withoutState'] = {
        ...figures,
        paymentsBefore: warm.next,
        ...(withState
          ? {
              stateFileBytes: fs.statSync(stateFile).size,
              journalBytes: fs.statSync(`${stateFile}.journal`).size,
            }
          : {}),
      };
    } finally {
      client.close();
      server.stop();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  return {
    resources,
    loadAverage: Math.round(loadAtStart * 10) / 10,
    loadAverageAtEnd: Math.round(os.loadavg()[0] * 10) / 10,
    clients: CLIENTS,
    ...runs,
    p99DifferenceMs: ms(runs.withState.p99Ms - runs.withoutState.p99Ms),
  };
}

// ---- at scale ------------------------------------------------------------------------------------------
/** The scale run's history: this many payments, half of them paid; the memory figure after this many webhooks. */
export const SCALE = {payments: 30_000, webhooks: 100_000};
/** Bumped when the seeding changes: a seeded state file of another version is seeded again. */
const SEED_VERSION = 1;
const SEED_CACHE = path.join(root, 'node_modules/.cache/fernpay-sandbox-bench');

/**
 * Builds a history through the sandbox's own calls, CLIENTS at a time: payments created and processed
 * (`createAndProcessSinglePayment`: `sent`, a link and its webhook), every second one approved at the test bank
 * (`POST /_sandbox/bank/{id}/approve`: `pending`), and the clock moved a minute (`POST /_sandbox/clock`) at each
 * used-up rate-limit window, which confirms the approved ones (`paid`, their transaction and webhook) and runs
 * their data API checks (webhook). Stops after `count` payments, or when `until()` says so, or at
 * `budgetSeconds` (then `complete: false`). Ends with the clock moved 10 minutes, so every check has run.
 */
export async function seedHistory(send, {count = Infinity, until = () => false, budgetSeconds = Infinity} = {}) {
  let n = 0;
  let paid = 0;
  let windowCount = 0;
  let inFlight = 0;
  let rollover;
  let clockMoves = 0;
  const unexpected = {};
  const count1 = (status) => (unexpected[status] = (unexpected[status] ?? 0) + 1);
  const moveClock = async (advance) => {
    const r = await send('POST', '/_sandbox/clock', JSON.stringify({advance}));
    if (r.status !== 200) throw new Error(`POST /_sandbox/clock: ${r.status} ${r.body}`);
    clockMoves++;
  };
  const nextWindow = () =>
    (rollover ??= (async () => {
      while (inFlight > 0) await new Promise((r) => setImmediate(r));
      await moveClock('PT1M');
      windowCount = 0;
      rollover = undefined;
    })());
  await nextWindow();
  const t0 = performance.now();
  const end = t0 + budgetSeconds * 1000;
  let stopped = false;
  await Promise.all(
    Array.from({length: CLIENTS}, async () => {
      while (n < count && !stopped) {
        if (performance.now() > end || until()) {
          stopped = true;
          break;
        }
        while (windowCount >= LIMIT) await nextWindow();
        windowCount++;
        const i = n++;
        inFlight++;
        const body = JSON.stringify({
          reference: `SCALE-${i}`,
          amount: `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`,
        });
        const r = await send('POST', '/v1/payments/single/create-and-process', body);
        if (r.status !== 201) count1(r.status);
        else if (i % 2 === 0) {
          const id = JSON.parse(r.body).result.id;
          const a = await send('POST', `/_sandbox/bank/${id}/approve`, '');
          if (a.status === 200) paid++;
          else count1(`approve ${a.status}`);
        }
        inFlight--;
      }
    }),
  );
  await moveClock('PT10M');
  return {
    payments: n,
    paid,
    complete: n >= count || until(),
    seconds: ms((performance.now() - t0) / 1000),
    clockMoves,
    unexpected,
  };
}

/** The engine alone in this process: `send(method, url, body)` with the toolkit's credentials. */
export function engineClient(sandbox) {
  const headers = Object.fromEntries(Object.entries(CREDENTIALS).map(([k, v]) => [k.toLowerCase(), v]));
  return async (method, url, body) => {
    const r = await sandbox.handle({
      method,
      url,
      headers: body ? {...headers, 'content-type': 'application/json'} : headers,
      body: body ?? '',
    });
    return {status: r.status, body: r.body};
  };
}

async function engineModules() {
  const {loadApis} = jiti('../plugins/api-reference/sandbox-apis.ts');
  const {createSandbox} = jiti('../src/sandbox/index.ts');
  const {PUBLIC_PRESET} = jiti('../src/sandbox/presets/public.ts');
  const apis = await loadApis(false);
  return {create: (state) => createSandbox({apis, preset: PUBLIC_PRESET, ...(state ? {state} : {})})};
}

/**
 * The seeded history as a state file (the engine's own `snapshot()` after `seedHistory` through the engine in
 * this process), kept in node_modules/.cache between runs: seeded once per SEED_VERSION and size.
 */
async function seededStateFile(engine, payments) {
  const file = path.join(SEED_CACHE, `seed-v${SEED_VERSION}-${payments}.json`);
  if (fs.existsSync(file)) return {file, seeding: JSON.parse(fs.readFileSync(`${file}.meta.json`, 'utf8'))};
  const sandbox = engine.create();
  const seeding = await seedHistory(engineClient(sandbox), {count: payments});
  if (Object.keys(seeding.unexpected).length)
    throw new Error(`seeding: unexpected statuses ${JSON.stringify(seeding.unexpected)}`);
  const state = sandbox.snapshot();
  seeding.transactions = Object.keys(state.store.transactions ?? {}).length;
  seeding.stateBytes = Buffer.byteLength(JSON.stringify(state));
  fs.mkdirSync(SEED_CACHE, {recursive: true});
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
  fs.renameSync(`${file}.tmp`, file);
  fs.writeFileSync(`${file}.meta.json`, JSON.stringify({...seeding, date: new Date().toISOString()}));
  return {file, seeding};
}

/** The heap in use after a full garbage collection, in MiB (the bench's own process). */
function liveHeapMiB() {
  v8.setFlagsFromString('--expose-gc');
  vm.runInNewContext('gc')();
  return Math.round(process.memoryUsage().heapUsed / 1048576);
}

/** The resident and peak memory of a process (Linux /proc), in MiB. */
function memoryMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return {rssMiB: Math.round(kb('VmRSS') / 1024), peakMiB: Math.round(kb('VmHWM') / 1024)};
}

/** A webhook receiver on 127.0.0.1 that answers 200 and counts what it got. */
async function webhookReceiver() {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    received: () => received,
    close: () => server.close(),
  };
}

/**
 * The scale figures: the integrator's mix on a sandbox holding SCALE.payments payments (half paid, with their
 * transactions and webhooks), by the engine alone, by the server with `--state` (the seeded file) and by the server
 * without it (seeded over HTTP, webhooks forwarded to a receiver in this process), then that server's memory once
 * SCALE.webhooks webhooks were sent. `seedBudgetSeconds` bounds the seeding over HTTP (an engine too slow for it is
 * measured at the size it reached).
 */
export async function benchScale({seconds = 10, warmup = 2, payments = SCALE.payments, seedBudgetSeconds = 900} = {}) {
  const load = () => Math.round(os.loadavg()[0] * 10) / 10;
  const engine = await engineModules();
  const t0 = performance.now();
  const {file, seeding} = await seededStateFile(engine, payments);
  const seedReadMs = performance.now() - t0;
  const seed = JSON.parse(fs.readFileSync(file, 'utf8'));
  const result = {payments, seeding, seedFileBytes: fs.statSync(file).size};

  const step = (what) =>
    console.error(`[bench:scale] ${new Date().toISOString().slice(11, 19)} ${what} (load ${load()})`);
  step(`seeded state: ${seeding.payments} payments, ${seeding.paid} paid`);
  // The engine alone, created on the seeded state.
  {
    const loadAverage = load();
    const before = liveHeapMiB();
    const sandbox = engine.create(structuredClone(seed));
    const held = liveHeapMiB() - before;
    result.engine = {loadAverage, ...(await drive(engineClient(sandbox), {seconds, warmup}))};
    // What a sandbox holding the history keeps alive (the heap after a full collection, less the heap before it was
    // made): what the server's resident memory is made of, beside the code and what its collector leaves.
    result.engine.heldMiB = held;
  }
  void seedReadMs;

  step('the server with --state');
  // The server with --state on a copy of the seeded file.
  {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-scale-'));
    const stateFile = path.join(dir, 'state.json');
    fs.copyFileSync(file, stateFile);
    const loadAverage = load();
    const server = await startServer(['--state', stateFile]);
    const client = httpClient(server.port);
    try {
      const figures = await drive(client.send, {seconds, warmup, pid: server.child.pid});
      result.withState = {
        loadAverage,
        startMs: ms(server.startMs),
        ...figures,
        ...memoryMiB(server.child.pid),
        stateFileBytes: fs.statSync(stateFile).size,
        journalBytes: fs.statSync(`${stateFile}.journal`).size,
      };
    } finally {
      client.close();
      server.stop();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }

  step('the server without --state: seeding over HTTP');
  // The server without --state: seeded over HTTP, then the mix, then on to SCALE.webhooks webhooks.
  {
    const receiver = await webhookReceiver();
    const server = await startServer(['--forward-to', receiver.url]);
    const client = httpClient(server.port);
    try {
      const loadAverage = load();
      const seeded = await seedHistory(client.send, {count: payments, budgetSeconds: seedBudgetSeconds});
      step(`seeded ${seeded.payments} payments over HTTP in ${seeded.seconds} s; the mix`);
      const figures = await drive(client.send, {seconds, warmup, pid: server.child.pid});
      step(`on to ${SCALE.webhooks} webhooks`);
      result.withoutState = {loadAverage, seeding: seeded, ...figures, ...memoryMiB(server.child.pid)};
      const more = await seedHistory(client.send, {
        until: () => receiver.received() >= SCALE.webhooks,
        budgetSeconds: seedBudgetSeconds,
      });
      // The last webhooks made due (the clock moved at the end) are delivered shortly after.
      for (let i = 0; i < 50 && receiver.received() < SCALE.webhooks; i++) await new Promise((r) => setTimeout(r, 100));
      const events = await client.send('GET', '/_sandbox/events');
      result.memory = {
        webhooks: receiver.received(),
        complete: receiver.received() >= SCALE.webhooks,
        payments: seeded.payments + more.payments,
        seconds: ms(seeded.seconds + more.seconds),
        ...memoryMiB(server.child.pid),
        eventsAnswerBytes: Buffer.byteLength(events.body),
      };
    } finally {
      client.close();
      server.stop();
      receiver.close();
    }
  }
  return result;
}

/**
 * One request to the sandbox on 127.0.0.1 with the bench's credentials: its status and body. A kept-alive socket
 * the server closed while idle (its keep-alive timeout) is reset when reused: the request never reached it, and is
 * sent again on a new socket (as Node's documentation advises).
 */
function request(port, agent, method, url, body, extra = {}) {
  return requestOnce(port, agent, method, url, body, extra).catch((error) => {
    if (error.reusedSocket && error.code === 'ECONNRESET') return requestOnce(port, agent, method, url, body, extra);
    throw error;
  });
}

function requestOnce(port, agent, method, url, body, extra = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {...CREDENTIALS, ...(body ? {'Content-Type': 'application/json'} : {}), ...extra},
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode, body: Buffer.concat(chunks).toString('utf8')}));
      },
    );
    req.on('error', (error) => reject(Object.assign(error, {reusedSocket: req.reusedSocket})));
    req.end(body);
  });
}

export async function benchSandbox({seconds = 10, warmup = 2} = {}) {
  const loadAtStart = os.loadavg()[0];
  // ---- the server over loopback
  const server = await startServer();
  const agent = new http.Agent({keepAlive: true, maxSockets: CLIENTS});
  const overHttp = (method, url, body) => request(server.port, agent, method, url, body);
  let serverResult;
  try {
    serverResult = await drive(overHttp, {seconds, warmup, pid: server.child.pid});
  } finally {
    agent.destroy();
    server.stop();
  }

  // ---- the engine alone, in this process
  const {loadApis} = jiti('../plugins/api-reference/sandbox-apis.ts');
  const {createSandbox} = jiti('../src/sandbox/index.ts');
  const {PUBLIC_PRESET} = jiti('../src/sandbox/presets/public.ts');
  const sandbox = createSandbox({apis: await loadApis(false), preset: PUBLIC_PRESET});
  const inProcess = engineClient(sandbox);
  const engineResult = await drive(inProcess, {seconds, warmup});
  const state = await benchState({seconds, warmup});
  const scale = await benchScale({seconds, warmup});
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    /** The machine's 1-minute load average when the run started (other work competes for the 2 cores). */
    loadAverage: Math.round(loadAtStart * 10) / 10,
    clients: CLIENTS,
    server: {what: server.what, startMs: ms(server.startMs), ...serverResult},
    engine: engineResult,
    state,
    scale,
  };
}

export function sandboxMarkdown(r) {
  const row = (name, x) =>
    `| ${name} | ${x.perSecond} | ${x.p50Ms} ms | ${x.p99Ms} ms | ${x.cpuMsPerRequest} ms (${x.perCpuSecond} per CPU-second) | ${x.requests} in ${x.seconds} s (${x.clockCalls} clock moves), ${x.paymentsAtEnd} payments at the end${Object.keys(x.unexpected).length ? `; unexpected statuses ${JSON.stringify(x.unexpected)}` : ''} |`;
  return [
    `Local sandbox (Node ${r.node}, ${r.cpus} cores, load average ${r.loadAverage} at the start, ${r.clients} concurrent clients; mix: list 25 payments, create a draft, get one by id, 4:3:3; server: \`${r.server.what}\`, listening ${Math.round(r.server.startMs)} ms after spawn; goal: 1,000 req/s and p99 under 20 ms for the server):`,
    '',
    '| Measured | Requests/s | p50 | p99 | CPU per request | Run |',
    '|---|---|---|---|---|---|',
    row('Server over loopback (keep-alive)', r.server),
    row('Engine alone (`createSandbox(...).handle`)', r.engine),
    '',
    ...(r.state ? stateMarkdown(r.state) : []),
    ...(r.scale ? scaleMarkdown(r.scale) : []),
  ].join('\n');
}

/** The `--state` run's table (`benchState`): keyed creates with 10,000 payments in the server, without and with it. */
function stateMarkdown(x) {
  const row = (name, y) =>
    `| ${name} | ${y.perSecond} | ${y.p50Ms} ms | ${y.p99Ms} ms | ${y.maxMs} ms | ${y.cpuMsPerRequest ?? '–'} ms | ${y.requests}, ${y.paymentsBefore.toLocaleString('en')} payments before${y.stateFileBytes ? `; state file ${(y.stateFileBytes / 1048576).toFixed(1)} MiB, journal ${(y.journalBytes / 1048576).toFixed(1)} MiB at the end (its records and the room after them)` : ''}${Object.keys(y.unexpected).length ? `; unexpected statuses ${JSON.stringify(y.unexpected)}` : ''} |`;
  return [
    `Keyed creates alone (\`POST /v1/payments/single/create\` with an \`Idempotency-Key\`), ${x.clients} clients for 10 s, the server holding ${x.resources.toLocaleString('en')} payments or more (load average ${x.loadAverage} at the start, ${x.loadAverageAtEnd} at the end; goal: a create's p99 with \`--state\` within 5 ms of the same without it; here ${x.p99DifferenceMs} ms):`,
    '',
    '| Measured | Requests/s | p50 | p99 | Slowest | CPU per create | Run |',
    '|---|---|---|---|---|---|---|',
    row('Server without `--state`', x.withoutState),
    row('Server with `--state` (each change flushed to its journal before it is answered)', x.withState),
    '',
  ];
}

/** The scale run's table and memory line (`benchScale`). */
function scaleMarkdown(x) {
  const row = (name, y) =>
    `| ${name} | ${y.loadAverage} | ${y.perSecond} | ${y.p50Ms} ms | ${y.p99Ms} ms | ${y.p99MsByOperation ? ['list', 'create', 'get'].map((o) => `${y.p99MsByOperation[o] ?? '–'}`).join(' / ') + ' ms' : '–'} | ${y.cpuMsPerRequest} ms | ${y.rssMiB ?? '–'} MiB | ${y.requests} in ${y.seconds} s, ${y.paymentsAtEnd} created${Object.keys(y.unexpected).length ? `; unexpected statuses ${JSON.stringify(y.unexpected)}` : ''} |`;
  const seeded = x.withoutState.seeding;
  const m = x.memory;
  return [
    `At ${x.payments.toLocaleString('en')} payments (half of them paid, with ${(x.seeding.transactions ?? 0).toLocaleString('en')} transactions and their webhooks; seeded through the engine's own calls in ${x.seeding.seconds} s, the state file ${(x.seedFileBytes / 1048576).toFixed(1)} MiB), the same mix (goal: 1,000 req/s and p99 under 20 ms for the server, with and without \`--state\`):`,
    '',
    '| Measured | Load average | Requests/s | p50 | p99 | p99 list / create / get | CPU per request | Memory (RSS) | Run |',
    '|---|---|---|---|---|---|---|---|---|',
    row('Engine alone, created on the seeded state', x.engine),
    row(
      `Server with \`--state\` (the seeded file; listening ${Math.round(x.withState.startMs)} ms after spawn)`,
      x.withState,
    ),
    row(
      `Server without \`--state\` (seeded over HTTP: ${seeded.payments.toLocaleString('en')} payments in ${seeded.seconds} s${seeded.complete ? '' : ', stopped at its time budget'})`,
      x.withoutState,
    ),
    '',
    `A sandbox holding the seeded history keeps ${x.engine.heldMiB} MiB of heap alive (the engine alone, after a full collection). Memory of the server without \`--state\` after ${m.webhooks.toLocaleString('en')} webhooks${m.complete ? '' : ` (stopped at the time budget before ${SCALE.webhooks.toLocaleString('en')})`} sent to a receiver (${m.payments.toLocaleString('en')} payments, ${m.seconds} s): ${m.rssMiB} MiB resident, ${m.peakMiB} MiB at its peak (goal: under 200 MiB); \`GET /_sandbox/events\` then answered ${(m.eventsAnswerBytes / 1048576).toFixed(2)} MiB.`,
    '',
  ];
}

/** The report the README links (bench-results/sandbox.md): what is measured, then the table of `sandboxMarkdown`. */
export function sandboxReport(r) {
  return [
    '# Local sandbox: requests per second and latency',
    '',
    `Written by \`node scripts/bench-sandbox.mjs\` (\`--from-json\`: again from the JSON, without measuring) from the figures of \`sandbox.json\`, measured ${r.date.slice(0, 16).replace('T', ' ')} UTC. Earlier runs and what changed them: [HISTORY.md](HISTORY.md#local-sandbox).`,
    '',
    `An integrator's mix (list the newest 25 payments, create a draft payment, get one of the payments created, 4:3:3) from ${r.clients} concurrent clients for ${r.server.seconds} s after a warm-up: the published file (\`build/sandbox/fernpay-sandbox.mjs\`, or without a build the same file bundled from the sources as the build bundles it, copied alone into an empty directory) over loopback on one \`node:http\` keep-alive agent, and the engine alone (\`createSandbox(...).handle\`) in the bench's own process. The documented limit stays in force (${LIMIT} toolkit requests a minute in the sandbox): when a window is used up the bench waits for its requests in flight and moves the sandbox clock a minute (\`POST /_sandbox/clock\`, counted apart), so every answer measured is a documented \`2xx\`. CPU per request is the CPU time the serving process spent, which other load on the machine disturbs less than wall-clock figures. The engine alone shares its process and core with the clients' loop.`,
    '',
    ...(r.scale
      ? [
          `**At scale** (\`benchScale\`): a history of ${r.scale.payments.toLocaleString('en')} payments is made through the sandbox's own calls (\`seedHistory\`: each payment created and sent with \`createAndProcessSinglePayment\`, every second one approved at the test bank with \`POST /_sandbox/bank/{id}/approve\`, the clock moved a minute at each used-up rate-limit window, which confirms them, \`paid\` with their transaction, and runs their data API checks, each change with its webhook). Seeded once through the engine in the bench's process, its \`snapshot()\` is kept as a state file in \`node_modules/.cache/fernpay-sandbox-bench\` between runs. The same mix then runs on the engine created on that state, on the server started with \`--state\` on a copy of the file, and on a server without \`--state\` given the same history over HTTP (its webhooks forwarded to a receiver in the bench's process), whose memory is read (\`/proc\`) once ${SCALE.webhooks.toLocaleString('en')} webhooks have reached the receiver. The load average is given for each row: other work on the machine (builds, tests) competes for its two cores.`,
          '',
        ]
      : []),
    sandboxMarkdown(r),
  ].join('\n');
}

/** Writes bench-results/sandbox.json and sandbox.md from one result (`--from-json`: the .md again from the .json). */
export function writeSandboxReport(result, dir = path.join(root, 'bench-results')) {
  writeReport(dir, 'sandbox', result, sandboxReport(result));
}

const main = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
const option = (name) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined;
if (main && process.argv.includes('--seed-only')) {
  // Seeds the scale run's state file (kept in node_modules/.cache) and prints how the seeding went.
  const payments = option('--payments') ?? SCALE.payments;
  console.log(JSON.stringify(await seededStateFile(await engineModules(), payments), null, 2));
} else if (main && process.argv.includes('--scale-only')) {
  // The scale part alone, printed as JSON (nothing written): `--payments N`, `--seed-budget S`.
  const r = await benchScale({payments: option('--payments'), seedBudgetSeconds: option('--seed-budget')});
  console.log(JSON.stringify(r, null, 2));
} else if (main)
  await runBench({
    dir: path.join(root, 'bench-results'),
    name: 'sandbox',
    measure: benchSandbox,
    write: (r) => writeSandboxReport(r),
    table: sandboxMarkdown,
  });
