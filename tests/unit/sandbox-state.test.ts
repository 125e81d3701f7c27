/**
 * The sandbox's state kept as changes (src/sandbox/changes.ts, journal.ts, server.ts `--state`):
 * - the engine commits what each step changed, inside its exclusive section; replayed from JSON, the
 *   changes give the state, and a create's record holds the create, not the state;
 * - a refused write answers 503 and keeps nothing; a defect answers 500 naming the operation, logged with
 *   its stack, and keeps nothing; expired idempotency keys are pruned on the sandbox clock; events capped;
 * - the journal: a record cut short is left out with a warning, a damaged or foreign journal refused, the
 *   file locked against a second server;
 * - the server: bodies over the limit refused with 413 before they are read, webhook attempts aborted at the
 *   timeout (the connection closed), its options read by node:util parseArgs with their messages;
 * - `kill -9` at random moments while clients send keyed creates, 8 rounds on the same `--state`: every
 *   create answered 2xx is there, and a retry with the same key never makes a second one.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import {bundleTs} from '../../scripts/lib/run-ts.mjs';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createSandbox, SANDBOX_LIMITS, type Change, type SandboxState} from '../../src/sandbox';
import {applyChanges} from '../../src/sandbox/changes';
import {emptyState} from '../../src/sandbox/types';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {openStateStore, StateFileError} from '../../src/sandbox/journal';
import {keyedFrom} from '../../src/sandbox/kit/keyed';
import {parseArgs, parseStart, startServer} from '../../src/sandbox/server';
import {journaled, requester, sandboxApis, TOOLKIT, BASE_PUBLIC_PRESET} from './sandbox-helpers';

const SP = '/v1/payments/single';
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  dirs.forEach((d) => fs.rmSync(d, {recursive: true, force: true}));
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-state-'));
  dirs.push(dir);
  return dir;
};
/** The state without its rate-limit windows (they ride along with the next change: changes.ts). */
const comparable = (state: SandboxState) => {
  const {rateLimits: _windows, ...rest} = JSON.parse(JSON.stringify(state)) as SandboxState;
  return rest;
};

async function journaledSandbox(initial?: SandboxState, extra = {}) {
  let t = Date.parse('2026-07-01T10:30:00.000Z');
  const store = journaled(initial);
  const sandbox = createSandbox({
    preset: BASE_PUBLIC_PRESET,
    apis: await sandboxApis(),
    clock: () => t,
    ...store.options,
    ...extra,
  });
  return {sandbox, store, advance: (ms: number) => (t += ms), ...requester(sandbox)};
}

/**
 * Replaces the create handler of single payments for one test (a defect injected), before a sandbox takes its
 * preset's handlers: the sandbox holds a wrapper that calls the injected handler until the returned restore, then
 * the original one again.
 */
function patchCreate(handler: (...args: never[]) => unknown) {
  const restore: (() => void)[] = [];
  for (const m of PUBLIC_PRESET.resources)
    for (const handlers of Object.values(m.handlers))
      if (handlers.createSinglePayment) {
        const original = handlers.createSinglePayment;
        let current = handler as typeof original;
        handlers.createSinglePayment = ((...args: Parameters<typeof original>) => current(...args)) as typeof original;
        restore.push(() => {
          current = original;
          handlers.createSinglePayment = original;
        });
      }
  return () => restore.forEach((r) => r());
}

/** An unseeded public sandbox on `store`, as the server runs one with `--state` (src/sandbox/server.ts). */
async function onStore(store: ReturnType<typeof openStateStore>) {
  return createSandbox({
    preset: BASE_PUBLIC_PRESET,
    apis: await sandboxApis(),
    state: store.release(),
    commit: (changes, state) => store.commit(changes, state),
    rollback: () => store.kept(),
  });
}

describe('the engine commits what each step changed', () => {
  it('replayed from JSON, every step gives the state; a create keeps the create, not the other payments', async () => {
    const {sandbox, store, call, advance} = await journaledSandbox();
    const check = () => expect(comparable(store.kept())).toEqual(comparable(sandbox.snapshot()));
    for (let i = 0; i < 30; i++) {
      const r = await call(
        'POST',
        `${SP}/create`,
        {reference: `R-${i}`, amount: '10.00'},
        {'Idempotency-Key': `k-${i}`},
      );
      expect(r.status).toBe(201);
    }
    check();
    const before = store.records.length;
    const created = await call('POST', `${SP}/create-and-process`, {reference: 'ONE', amount: '12.00'});
    const id = created.json.result.id as string;
    check();
    const written = store.records.slice(before).flat();
    const payments = written.flatMap((c) => (c[0] === 'set' && c[1][0] === 'payments' ? [c[1][1]] : []));
    expect(payments).toEqual([id]);
    expect(JSON.stringify(written).length).toBeLessThan(20_000);
    // A test-bank approval, the bank's confirmation on the clock, a refund, card payments, a reset.
    expect((await call('POST', `/_sandbox/bank/${id}/approve`)).status).toBe(200);
    check();
    advance(60_000);
    await sandbox.tick();
    expect((await call('GET', `${SP}/${id}`)).json.data.status).toBe('paid');
    check();
    expect((await call('POST', '/_sandbox/card-payments', {activated: true})).status).toBe(200);
    expect((await call('POST', '/_sandbox/clock', {advance: 'P40D'})).status).toBe(200);
    check();
    expect((await call('POST', '/_sandbox/reset')).status).toBe(200);
    check();
    expect(store.kept().payments).toEqual({});
  });

  it('prunes idempotency keys past their 24 hours on the sandbox clock', async () => {
    const {sandbox, store, call} = await journaledSandbox();
    await call('POST', `${SP}/create`, {reference: 'OLD', amount: '1.00'}, {'Idempotency-Key': 'old-key'});
    const key = Object.keys(sandbox.snapshot().idempotency)[0];
    expect(key).toMatch(/old-key$/);
    await call('POST', '/_sandbox/clock', {advance: 'PT23H'});
    expect(Object.keys(sandbox.snapshot().idempotency)).toEqual([key]);
    await call('POST', '/_sandbox/clock', {advance: 'PT2H'});
    await call('POST', `${SP}/create`, {reference: 'NEW', amount: '1.00'}, {'Idempotency-Key': 'new-key'});
    expect(Object.keys(sandbox.snapshot().idempotency)).toEqual([key.replace('old-key', 'new-key')]);
    expect(store.records.flat()).toContainEqual(['delete', ['idempotency', key]]);
    expect(Object.keys(store.kept().idempotency)).toEqual([key.replace('old-key', 'new-key')]);
  });

  it(`keeps the newest ${SANDBOX_LIMITS.eventsKept} webhooks, and GET /_sandbox says so`, async () => {
    const {sandbox, store, call} = await journaledSandbox();
    expect((await call('GET', '/_sandbox')).json.eventsKept).toBe(SANDBOX_LIMITS.eventsKept);
    let first = '';
    for (let i = 0; i < SANDBOX_LIMITS.eventsKept + 5; i++) {
      if (i % 100 === 99) await call('POST', '/_sandbox/clock', {advance: 'PT1M'});
      const r = await call('POST', `${SP}/create-and-process`, {reference: `E-${i}`, amount: '1.00'});
      expect(r.status).toBe(201);
      if (i === 5) first = r.json.result.id;
    }
    const events = sandbox.events();
    expect(events).toHaveLength(SANDBOX_LIMITS.eventsKept);
    expect(JSON.parse(events[0].body).data.id).toBe(first);
    expect(comparable(store.kept())).toEqual(comparable(sandbox.snapshot()));
  });

  it('answers 503 and keeps nothing when the store refuses the write, or its flush fails', async () => {
    let refuse: 'write' | 'flush' | undefined;
    const store = journaled();
    const {call, sandbox} = await journaledSandbox(undefined, {
      commit: (changes: Change[]) => {
        if (refuse === 'write' && changes.length) throw new Error('ENOSPC: no space left on device, write');
        if (refuse === 'flush' && changes.length) return Promise.reject(new Error('EIO: i/o error, fsync'));
        store.options.commit(changes);
      },
      rollback: store.options.rollback,
    });
    refuse = 'write';
    const refused = await call('POST', `${SP}/create`, {reference: 'LOST', amount: '1.00'}, {'Idempotency-Key': 'x'});
    expect(refused.status).toBe(503);
    expect(refused.headers['Retry-After']).toBe('1');
    expect(refused.body).toMatch(/could not save this change to its state file, so it was not kept: ENOSPC/);
    expect(sandbox.snapshot().payments).toEqual({});
    expect(sandbox.snapshot().idempotency).toEqual({});
    refuse = 'flush';
    expect((await call('POST', `${SP}/create`, {reference: 'X', amount: '1.00'})).status).toBe(503);
    refuse = undefined;
    const again = await call('POST', `${SP}/create`, {reference: 'LOST', amount: '1.00'}, {'Idempotency-Key': 'x'});
    expect([again.status, again.headers['Idempotency-Replayed']]).toEqual([201, 'false']);
    expect(Object.values(store.kept().payments).map((p) => p.payment.reference)).toContain('LOST');
  });

  it('answers a defect 500 naming the operation, logs its stack, and keeps nothing it changed', async () => {
    const logged: string[] = [];
    // Patched before the sandbox takes its preset's handlers.
    const restore = patchCreate(((ctx: {state: SandboxState}) => {
      ctx.state.store.half = keyedFrom({done: {}});
      throw new TypeError('a defect on purpose');
    }) as never);
    const {call, sandbox, store} = await journaledSandbox(undefined, {logDefect: (m: string) => logged.push(m)});
    try {
      const r = await call('POST', `${SP}/create`, {reference: 'BOOM', amount: '1.00'});
      expect(r.status).toBe(500);
      expect(r.body).toMatch(
        /failed on createSinglePayment \(POST \/v1\/payments\/single\/create\).*defect of the sandbox/,
      );
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/defect in createSinglePayment[\s\S]*TypeError: a defect on purpose\n\s+at /);
      expect(sandbox.snapshot().store.half).toBeUndefined();
      expect(store.kept().store.half).toBeUndefined();
    } finally {
      restore();
    }
    expect((await call('POST', `${SP}/create`, {reference: 'OK', amount: '1.00'})).status).toBe(201);
  });
});

describe('the --state journal', () => {
  it('reads a journal cut short by a crash up to its last whole record, with a warning', async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file);
    await store.commit([['set', ['counter'], 1]]);
    await store.commit([['set', ['store', 'notes', 'a'], {text: 'kept'}]]);
    // Killed while appending the third record: the lock stays (its pid is this process: taken away by hand).
    appendToJournal(`${file}.journal`, '0badc0de [["set",["store","notes","b"],{"text":"cut');
    fs.rmSync(`${file}.lock`);
    const again = openStateStore(file);
    expect(again.warnings).toEqual([
      expect.stringMatching(/ends in a record cut short .*read up to its last whole record \(2 records\)/),
    ]);
    expect(again.initial?.counter).toBe(1);
    expect(again.initial?.store.notes).toEqual({a: {text: 'kept'}});
    again.close();
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).store.notes).toEqual({a: {text: 'kept'}});
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  it("writes its records into room the journal already has, so that a flush does not change the file's length", async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file);
    await store.commit([['set', ['counter'], 1]]);
    const length = fs.statSync(`${file}.journal`).size;
    for (let i = 2; i <= 20; i++) await store.commit([['set', ['store', 'notes', `n${i}`], {text: 'x'.repeat(500)}]]);
    expect(fs.statSync(`${file}.journal`).size).toBe(length);
    // A record longer than the room left: written, with new room after it.
    await store.commit([['set', ['store', 'notes', 'long'], {text: 'y'.repeat(1_500_000)}]]);
    expect(fs.statSync(`${file}.journal`).size).toBeGreaterThan(Buffer.byteLength(journalRecords(`${file}.journal`)));
    await store.commit([['set', ['counter'], 21]]);
    // Read back from the journal, room and all, as after a crash (the lock taken away by hand): every record.
    fs.rmSync(`${file}.lock`);
    const again = openStateStore(file);
    expect(again.warnings).toEqual([]);
    expect(again.initial?.counter).toBe(21);
    expect(Object.keys(again.initial!.store.notes)).toHaveLength(20);
    again.close();
  });

  it('refuses a damaged record before the last, and a journal that is not one; leaves the files as they are', () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file);
    void store.commit([['set', ['counter'], 1]]);
    void store.commit([['set', ['counter'], 2]]);
    fs.rmSync(`${file}.lock`);
    const journal = journalRecords(`${file}.journal`);
    const damaged = journal.replace('"counter"],1', '"counter"],7');
    for (const [text, message] of [
      [damaged, /record 1 of 2 is damaged \(its checksum does not match\)/],
      ['{"version":1}\n', /it is not a sandbox state journal/],
    ] as const) {
      fs.writeFileSync(`${file}.journal`, text);
      expect(() => openStateStore(file)).toThrow(StateFileError);
      expect(() => openStateStore(file)).toThrow(message);
      expect(fs.readFileSync(`${file}.journal`, 'utf8')).toBe(text);
      expect(fs.existsSync(`${file}.lock`)).toBe(false);
    }
  });

  it('is locked: a second server on the file is refused naming the holder; a dead holder is replaced', async () => {
    const file = path.join(tempDir(), 'state.json');
    const first = openStateStore(file);
    expect(() => openStateStore(file)).toThrow(
      new RegExp(`is in use by another sandbox server \\(pid ${process.pid}, since .+\\): stop that one`),
    );
    first.close();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    fs.writeFileSync(`${file}.lock`, JSON.stringify({pid: dead.pid, since: 'then'}));
    const second = openStateStore(file);
    expect(JSON.parse(fs.readFileSync(`${file}.lock`, 'utf8')).pid).toBe(process.pid);
    second.close();
  });

  it('undoes a write that failed: the journal cut back to its last whole record, the change not kept', async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file);
    const sandbox = createSandbox({
      preset: BASE_PUBLIC_PRESET,
      apis: await sandboxApis(),
      state: store.initial,
      commit: (changes) => store.commit(changes),
      rollback: () => store.kept(),
    });
    const {call} = requester(sandbox);
    expect((await call('POST', `${SP}/create`, {reference: 'KEPT', amount: '1.00'})).status).toBe(201);
    const records = journalRecords(`${file}.journal`);
    // The disk refuses the next write (the journal's descriptor is closed under it).
    const spy = vi.spyOn(fs, 'writeSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {code: 'ENOSPC'});
    });
    const refused = await call('POST', `${SP}/create`, {reference: 'LOST', amount: '1.00'});
    spy.mockRestore();
    expect(refused.status).toBe(503);
    expect(journalRecords(`${file}.journal`)).toBe(records);
    const listed = await call('GET', `${SP}/list`);
    expect(listed.json.data.docs.map((p: {reference: string}) => p.reference)).toEqual(['KEPT']);
    expect((await call('POST', `${SP}/create`, {reference: 'NEXT', amount: '1.00'})).status).toBe(201);
    store.close();
    const references = Object.values(openStateStore(file).initial!.payments).map((p) => p.payment.reference);
    expect(references.sort()).toEqual(['KEPT', 'NEXT']);
  });
});

describe('a write costs the change', () => {
  /** The changes one keyed create commits, on a sandbox started on `state`. */
  async function createRecord(state: SandboxState | undefined) {
    const {call, store} = await journaledSandbox(state);
    const before = store.records.length;
    const r = await call('POST', `${SP}/create`, {reference: 'MEASURED', amount: '10.00'}, {'Idempotency-Key': 'm'});
    expect(r.status).toBe(201);
    return JSON.stringify(store.records.slice(before));
  }

  it('writes as many bytes for a create at 3,000 payments as at 3: the record does not hold the state', async () => {
    const {call, sandbox} = await journaledSandbox();
    for (let i = 0; i < 3; i++)
      expect((await call('POST', `${SP}/create`, {reference: `S-${i}`, amount: '1.00'})).status).toBe(201);
    const small = sandbox.snapshot();
    // The same state with 2,997 more payments (copies of the first, under new ids).
    const large = structuredClone(small);
    const [first] = Object.values(small.payments);
    for (let i = 0; i < 2997; i++) {
      const id = `6b0b${String(i).padStart(20, '0')}`;
      large.payments[id] = {...structuredClone(first), payment: {...structuredClone(first.payment), id}};
    }
    const atSmall = await createRecord(small);
    const atLarge = await createRecord(large);
    // Ids, times and counters differ by a few characters at most.
    expect(Math.abs(atLarge.length - atSmall.length)).toBeLessThan(64);
    expect(atLarge.length).toBeLessThan(20_000);
  });

  it('keeps what a create changed, not the records it only read (its company, bank accounts, integration)', async () => {
    const {call, store} = await journaledSandbox();
    expect((await call('POST', `${SP}/create`, {reference: 'FIRST', amount: '1.00'})).status).toBe(201);
    const before = store.records.length;
    const r = await call('POST', `${SP}/create`, {reference: 'KEYED', amount: '10.00'}, {'Idempotency-Key': 'k'});
    expect(r.status).toBe(201);
    const paths = (store.records.slice(before).flat() as Change[]).map((c) =>
      c[0] === 'set' || c[0] === 'delete' ? c[1].slice(0, c[1][0] === 'store' ? 2 : 1).join('/') : c[0],
    );
    expect([...new Set(paths)].sort()).toEqual(['counter', 'idempotency', 'payments', 'rateLimits']);
    // A record read and changed in place in a step is kept: the test bank's approval of a sent payment.
    const sent = await call('POST', `${SP}/create-and-process`, {reference: 'SENT', amount: '1.00'});
    const at = store.records.length;
    expect((await call('POST', `/_sandbox/bank/${sent.json.result.id}/approve`, '')).status).toBe(200);
    const approved = (store.records.slice(at).flat() as Change[]).find(
      (c) => c[0] === 'set' && c[1][0] === 'payments' && c[1][1] === sent.json.result.id,
    );
    expect(approved).toBeDefined();
  });

  it('keeps no second copy of the state it was started on alive (its own copy only)', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const apis = await sandboxApis();
    let given: SandboxState | undefined = (await journaledSandbox()).sandbox.snapshot();
    const held = new WeakRef(given);
    const sandbox = createSandbox({preset: BASE_PUBLIC_PRESET, apis, state: given});
    given = undefined;
    // Collected once the engine has copied it (a finalizer-free check: the WeakRef is emptied by a full collection).
    await new Promise((r) => setImmediate(r));
    gc();
    expect(held.deref()).toBeUndefined();
    expect((await requester(sandbox).call('GET', '/_sandbox')).status).toBe(200);
  });

  it('acknowledges nothing before its flush; one flush takes the records of one turn, and every record written before it', async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file);
    const flushes: (() => void)[] = [];
    const spy = vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, done: (e: Error | null) => void) => {
      flushes.push(() => done(null));
    }) as typeof fs.fdatasync);
    try {
      const acknowledged: number[] = [];
      const commit = (n: number) => void store.commit([['set', ['counter'], n]]).then(() => acknowledged.push(n));
      commit(1); // written; its flush starts once this turn of the event loop has written its records
      commit(2);
      commit(3);
      await new Promise((r) => setImmediate(r));
      expect([acknowledged, flushes.length]).toEqual([[], 1]);
      commit(4); // written while that flush runs: waits for the next one
      flushes[0]();
      await new Promise((r) => setImmediate(r));
      // The first flush covered the three records of its turn; record 4 has the second.
      expect([acknowledged, flushes.length]).toEqual([[1, 2, 3], 2]);
      flushes[1]();
      await new Promise((r) => setImmediate(r));
      expect([acknowledged, flushes.length]).toEqual([[1, 2, 3, 4], 2]);
      // A step that changed nothing is answered at once when nothing waits for a flush.
      let empty = false;
      void store.commit([]).then(() => (empty = true));
      await new Promise((r) => setImmediate(r));
      expect(empty).toBe(true);
    } finally {
      spy.mockRestore();
      store.close();
    }
    expect(openStateStore(file).initial?.counter).toBe(4);
    fs.rmSync(`${file}.lock`);
  });

  it('group commit: creates sent together are answered after the flush that holds them, none before it', async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file);
    const {call} = requester(await onStore(store));
    const disk = holdFs(['fdatasync']);
    try {
      const answered: number[] = [];
      const sent = Array.from({length: 8}, (_, i) =>
        call('POST', `${SP}/create`, {reference: `GROUP-${i}`, amount: '1.00'}, {'Idempotency-Key': `g${i}`}).then(
          (r) => answered.push(r.status),
        ),
      );
      // The first flush is held: nothing is answered before it.
      await until(() => disk.held.length === 1, 'the first flush');
      expect(fs.readFileSync(`${file}.journal`, 'utf8')).toContain('GROUP-');
      expect(answered).toEqual([]);
      // The records written while it ran share one more flush at most.
      while (answered.length < 8) {
        await until(() => disk.held.length === 1 || answered.length === 8, 'the next flush');
        if (answered.length < 8) disk.next();
      }
      await Promise.all(sent);
      expect(answered).toEqual(Array(8).fill(201));
      expect(disk.calls()).toBeLessThanOrEqual(2);
    } finally {
      disk.restore();
      store.close();
    }
    expect(Object.keys(openStateStore(file).initial!.payments)).toHaveLength(8);
    fs.rmSync(`${file}.lock`);
  });

  it('reads never wait for a flush; a change, and a keyed retry of it, wait for theirs', async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file);
    const {call} = requester(await onStore(store));
    // A first step (the seed) flushed, so that the held flush below is the create's alone.
    expect((await call('GET', `${SP}/list?limit=1`)).status).toBe(200);
    const disk = holdFs(['fdatasync']);
    try {
      let created: {status: number; json: {result: {id: string}}} | undefined;
      const create = call('POST', `${SP}/create`, {reference: 'HELD', amount: '1.00'}, {'Idempotency-Key': 'held'});
      void create.then((r) => (created = r));
      await until(() => disk.held.length === 1, 'the create flush');
      let retried: number | undefined;
      const retry = call('POST', `${SP}/create`, {reference: 'HELD', amount: '1.00'}, {'Idempotency-Key': 'held'});
      void retry.then((r) => (retried = r.status));
      // While the create's flush is held: a list and the sandbox's page are answered, the create and its retry are not.
      let list: Awaited<ReturnType<typeof call>> | undefined;
      void call('GET', `${SP}/list?limit=5`).then((r) => (list = r));
      await until(() => list !== undefined, 'a list answered while the flush is held');
      expect(list!.status).toBe(200);
      expect(JSON.stringify(list!.json)).toContain('HELD');
      for (let turn = 0; turn < 100; turn++) await new Promise((r) => setImmediate(r));
      expect([created, retried]).toEqual([undefined, undefined]);
      while (created === undefined || retried === undefined) {
        await until(() => disk.held.length > 0 || (created !== undefined && retried !== undefined), 'a flush');
        if (disk.held.length > 0) disk.next();
      }
      expect([created.status, retried]).toEqual([201, 201]);
    } finally {
      disk.restore();
      store.close();
    }
    fs.rmSync(`${file}.lock`, {force: true});
  });

  it("folds the journal into a snapshot from the engine's state, and keeps no copy of the state itself", async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file, {compactBytes: 1});
    const {call, sandbox} = await (async () => {
      const s = await onStore(store);
      return {sandbox: s, ...requester(s)};
    })();
    expect(store.initial).toBeUndefined();
    expect((await call('POST', `${SP}/create`, {reference: 'FOLDED', amount: '1.00'})).status).toBe(201);
    // Folded in the background (compactBytes 1): the snapshot is the engine's state, the journal empty after its
    // header (nothing was written during the fold).
    // Its snapshot replaces the state file once a step has ended well after it was read (any request).
    expect((await call('GET', '/_sandbox')).status).toBe(200);
    await store.whenFolded();
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxState & {journal?: string; after?: unknown};
    const {journal: _id, after, ...kept} = snapshot;
    expect(after).toMatchObject({offset: expect.any(Number)});
    expect(journalRecords(`${file}.journal`).split('\n')).toHaveLength(2);
    expect(comparable(kept as SandboxState)).toEqual(comparable(sandbox.snapshot()));
    // What the store gives back to undo a change is read from the files: a record written there is in it.
    const text = JSON.stringify([['set', ['store', 'notes', 'n'], {text: 'on disk'}]]);
    const {createHash} = await import('node:crypto');
    appendToJournal(`${file}.journal`, `${createHash('sha1').update(text).digest('hex').slice(0, 8)} ${text}\n`);
    expect(store.kept().store.notes).toEqual({n: {text: 'on disk'}});
    store.close();
  });
});

/**
 * Holds every call of the named `fs` functions (their callbacks run only when the test releases them): the
 * disk's flushes and a fold's writes, one step at a time.
 */
function holdFs(names: ('write' | 'fsync' | 'fdatasync')[]) {
  const held: {name: string; fd: number; release: () => void}[] = [];
  let calls = 0;
  const spies = names.map((name) => {
    const original = fs[name] as (...args: unknown[]) => void;
    return vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
      calls++;
      held.push({name, fd: args[0] as number, release: () => original.apply(fs, args)});
    }) as never);
  });
  return {
    held,
    /** How many calls were made (held or released). */
    calls: () => calls,
    /** Runs the oldest held call. */
    next: () => held.shift()!.release(),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}

/** A journal's records: its text up to the zero bytes kept after them (journal.ts `ROOM`). */
function journalRecords(journal: string) {
  const bytes = fs.readFileSync(journal);
  const zero = bytes.indexOf(0);
  return (zero < 0 ? bytes : bytes.subarray(0, zero)).toString('utf8');
}

/** Writes `text` after a journal's records, over the room after them, as the server would (or a crash cut it). */
function appendToJournal(journal: string, text: string) {
  const fd = fs.openSync(journal, 'r+');
  try {
    fs.writeSync(fd, text, Buffer.byteLength(journalRecords(journal)));
  } finally {
    fs.closeSync(fd);
  }
}

/** Turns of the event loop until `ready` (the fs thread pool answers in its own time): never a measure of time. */
async function until(ready: () => boolean, what: string) {
  for (let turn = 0; turn < 200_000; turn++) {
    if (ready()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`never happened: ${what}`);
}

describe('a fold does not hold any answer', () => {
  it('acknowledges a create while a fold of the journal is under way, its snapshot not yet flushed', async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file, {compactBytes: 1});
    const {call} = requester(await onStore(store));
    // The fold's flush of its new snapshot (`fsync`) never ends until released; the journal's (`fdatasync`) do.
    const disk = holdFs(['fsync']);
    try {
      const first = await call('POST', `${SP}/create`, {reference: 'BEFORE-FOLD', amount: '1.00'});
      expect(first.status).toBe(201);
      await until(() => disk.held.length > 0, 'the fold flushes its snapshot');
      const folding = store.whenFolded();
      let folded = false;
      void folding.then(() => (folded = true));
      const during = await call('POST', `${SP}/create`, {reference: 'DURING-FOLD', amount: '2.00'});
      expect([during.status, folded]).toEqual([201, false]);
      // The snapshot on disk is still the one before the fold: the create is in the journal.
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).after).toBeUndefined();
      while (!folded) {
        if (disk.held.length > 0) disk.next();
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      disk.restore();
    }
    store.close();
    const reopened = openStateStore(file);
    const references = Object.values(reopened.initial!.payments).map((p) => p.payment.reference);
    expect(references.sort()).toEqual(['BEFORE-FOLD', 'DURING-FOLD']);
    reopened.close();
  });
  it('gives a fold up when a step is undone while it reads the state: what was undone never reaches the file', async () => {
    const file = path.join(tempDir(), 'state.json');
    const store = openStateStore(file, {compactBytes: 1});
    const live = emptyState();
    const commit = (key: string) => {
      const changes: Change[] = [['set', ['store', 'notes', key], {key, text: 'x'.repeat(300)}]];
      applyChanges(live, JSON.parse(JSON.stringify(changes)) as Change[]);
      return store.commit(changes, live);
    };
    const disk = holdFs(['fsync']);
    try {
      const first = commit('kept-1'); // starts a fold, which reads the state from its next turn on
      // A step suspended at an await has changed the state (no record yet) while the fold reads it...
      live.store.notes!.undone = {key: 'undone'} as never;
      await first;
      await until(() => disk.held.length > 0, 'the fold read the whole state');
      // ...and is undone (a defect, a refused write): the engine goes back to what the files hold.
      const back = store.kept();
      expect(back.store.notes?.undone).toBeUndefined();
      delete live.store.notes!.undone;
    } finally {
      disk.restore();
    }
    // The disk goes on: the fold's held flush ends, a step ends well (a fold replaces the state file after one).
    while (disk.held.length > 0) disk.next();
    await commit('kept-2');
    // Steps that change nothing go on ending well (as the server's tick does) until the fold under way is over.
    let folded = false;
    void store.whenFolded().then(() => (folded = true));
    await until(() => folded || (void store.commit([], live), false), 'the fold');
    const onDisk = JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxState;
    expect(Object.keys(onDisk.store.notes ?? {})).not.toContain('undone');
    for (let i = 0; i < 20; i++) await commit(`more-${i}`);
    store.close();
    const reopened = openStateStore(file);
    expect(Object.keys(reopened.initial!.store.notes)).not.toContain('undone');
    expect(Object.keys(reopened.initial!.store.notes)).toContain('more-19');
    reopened.close();
  });

  it('loses nothing acknowledged when killed at any step of a fold (the files copied as they are at each step)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'state.json');
    // Folded as soon as the journal passes 300 bytes: several folds, with records written during each.
    const store = openStateStore(file, {compactBytes: 300});
    const live = emptyState();
    const written: string[] = [];
    const acknowledged = new Set<string>();
    const commit = (n: number) => {
      const changes: Change[] = [['set', ['store', 'notes', `n${n}`], {n, text: 'x'.repeat(40)}]];
      applyChanges(live, JSON.parse(JSON.stringify(changes)) as Change[]);
      written.push(`n${n}`);
      void store.commit(changes, live).then(() => acknowledged.add(`n${n}`));
    };
    /** What a start on the files as they are now reads: every acknowledged record, nothing never written. */
    let images = 0;
    const crashHere = () => {
      const copy = path.join(tempDir(), 'state.json');
      for (const name of fs.readdirSync(dir))
        if (name.startsWith('state.json') && !name.endsWith('.lock'))
          fs.copyFileSync(path.join(dir, name), path.join(path.dirname(copy), name));
      const after = openStateStore(copy);
      const notes = Object.keys(after.initial?.store.notes ?? {});
      after.close();
      images++;
      for (const key of acknowledged) expect(notes, `step ${images}: ${key} acknowledged`).toContain(key);
      for (const key of notes) expect(written, `step ${images}`).toContain(key);
    };
    const disk = holdFs(['write', 'fsync', 'fdatasync']);
    let snapshots = 0;
    let cuts = 0;
    try {
      for (let n = 0; n < 40 || disk.held.length > 0; n++) {
        if (n < 40) commit(n);
        await new Promise((r) => setImmediate(r));
        crashHere();
        if (disk.held.length === 0) continue;
        const step = disk.held[0];
        if (step.name === 'fsync' && fs.readdirSync(dir).some((f) => f.endsWith('.fold.tmp'))) snapshots++;
        if (step.name === 'fdatasync' && fs.readdirSync(dir).some((f) => f.startsWith('state.json.journal.'))) cuts++;
        disk.next();
        // Each step's callback runs on a turn of its own: the files are copied after it, too.
        await until(() => disk.held.length > 0 || acknowledged.size === written.length, 'the next step');
        crashHere();
      }
    } finally {
      disk.restore();
    }
    expect(acknowledged.size).toBe(40);
    expect(snapshots).toBeGreaterThan(2);
    expect(cuts).toBeGreaterThan(2);
    // A fold's snapshot replaces the state file once a step ended well after it was read (`commit`).
    void store.commit([], live);
    await store.whenFolded();
    store.close();
    expect(Object.keys(openStateStore(file).initial!.store.notes)).toEqual(written);
    fs.rmSync(`${file}.lock`);
  });
});

describe('the server at its edge', () => {
  const serve = async (extra = {}) => {
    const apis = (await sandboxApis()).filter((a) => a.id === 'toolkit-single-payments');
    return startServer({port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false, ...extra}, apis);
  };

  it('refuses a body over 1 MiB with 413 as soon as it passes it, before reading the rest', async () => {
    const server = await serve();
    try {
      const {port} = new URL(server.url);
      /** Offers up to 64 MiB, 64 KiB at a time (chunked, or with its length said), until the answer comes. */
      const offer = (declared: boolean) =>
        new Promise<{status: number; body: string; sent: number; continued: boolean}>((resolve, reject) => {
          const chunk = Buffer.alloc(64 * 1024, 'a');
          const total = 64 * 1024 * 1024;
          let sent = 0;
          let answered = false;
          let continued = false;
          const req = http.request(
            {
              port,
              method: 'POST',
              path: `${SP}/create`,
              headers: {
                ...TOOLKIT,
                'Content-Type': 'application/json',
                ...(declared ? {'Content-Length': total, Expect: '100-continue'} : {}),
              },
            },
            (res) => {
              answered = true;
              let body = '';
              res.on('data', (d: Buffer) => (body += d.toString()));
              res.on('end', () => resolve({status: res.statusCode!, body, sent, continued}));
            },
          );
          req.on('error', (error) => (answered ? undefined : reject(error)));
          const more = () => {
            if (answered || sent >= total) return void (answered ? req.destroy() : req.end());
            sent += chunk.length;
            if (req.write(chunk)) setImmediate(more);
            else req.once('drain', more);
          };
          if (declared) req.on('continue', () => ((continued = true), more()));
          else more();
          if (declared) req.flushHeaders();
        });
      const chunked = await offer(false);
      expect(chunked.status).toBe(413);
      expect(chunked.body).toBe('the body must be at most 1048576 bytes (1 MiB)');
      expect(chunked.sent).toBeLessThan(8 * 1024 * 1024);
      const declared = await offer(true);
      expect([declared.status, declared.sent, declared.continued]).toEqual([413, 0, false]);
      const atLimit = await fetch(`${server.url}${SP}/create`, {
        method: 'POST',
        headers: {...TOOLKIT, 'Content-Type': 'application/json'},
        body: JSON.stringify({reference: 'R', amount: '1.00'}).padEnd(1_048_576, ' '),
      });
      expect(atLimit.status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('aborts a webhook attempt at the timeout: the receiver that never answers sees its connection closed', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    const receiver = http.createServer((req) => req.socket.once('close', closed));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as {port: number}).port;
    const server = await serve({forwardTo: `http://127.0.0.1:${port}/hook`, webhookTimeoutMs: 300});
    try {
      const created = await fetch(`${server.url}${SP}/create-and-process`, {
        method: 'POST',
        headers: {...TOOLKIT, 'Content-Type': 'application/json'},
        body: JSON.stringify({reference: 'HOOK', amount: '1.00'}),
      });
      expect(created.status).toBe(201);
      await connectionClosed;
      await vi.waitFor(() => expect(server.sandbox.events()[0].attempts).toHaveLength(1));
      expect(server.sandbox.events()[0].attempts[0].error).toBe('no answer within 0.3 seconds');
      // Bramble & Finch's integration asks for retries (isRetryWebhookEnabled): the next attempt is scheduled.
      expect(server.sandbox.events()[0].outcome).toBe('pending');
      expect(server.sandbox.events()[0].nextAttemptAt).toBeGreaterThan(server.sandbox.now());
    } finally {
      await server.close();
      receiver.closeAllConnections();
      receiver.close();
    }
  });

  it("reads at most 64 KiB of a receiver's answer: an endless answer is cut off, the delivery counted by its status", async () => {
    let sentBytes = 0;
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    const receiver = http.createServer((_req, res) => {
      res.writeHead(200, {'Content-Type': 'text/plain'});
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const more = () => {
        if (res.destroyed || sentBytes > 256 * 1024 * 1024) return void res.end();
        sentBytes += chunk.length;
        if (res.write(chunk)) setImmediate(more);
        else res.once('drain', more);
      };
      res.socket!.once('close', closed);
      more();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as {port: number}).port;
    const server = await serve({forwardTo: `http://127.0.0.1:${port}/hook`});
    try {
      const created = await fetch(`${server.url}${SP}/create-and-process`, {
        method: 'POST',
        headers: {...TOOLKIT, 'Content-Type': 'application/json'},
        body: JSON.stringify({reference: 'ENDLESS', amount: '1.00'}),
      });
      expect(created.status).toBe(201);
      await connectionClosed;
      await vi.waitFor(() => expect(server.sandbox.events()[0].outcome).toBe('delivered'));
      expect(server.sandbox.events()[0].attempts[0].status).toBe(200);
      expect(sentBytes).toBeLessThan(64 * 1024 * 1024);
    } finally {
      await server.close();
      receiver.closeAllConnections();
      receiver.close();
    }
  });

  it('reads its options with node:util parseArgs, refusing as before', () => {
    expect(parseArgs(['--port', '0', '--state', 's.json', '--retry-webhooks', '--forward-to', 'http://x/'])).toEqual({
      port: 0,
      host: '127.0.0.1',
      retryWebhooks: true,
      provider: false,
      stateFile: 's.json',
      forwardTo: 'http://x/',
    });
    expect(parseArgs(['--port=4011']).port).toBe(4011);
    expect(() => parseArgs(['--nope'])).toThrow('unknown option --nope');
    expect(() => parseArgs(['stray'])).toThrow('unknown option stray');
    expect(() => parseArgs(['--retry-webhooks=yes'])).toThrow('unknown option --retry-webhooks=yes');
    expect(() => parseArgs(['--state'])).toThrow('--state needs a value');
    expect(() => parseArgs(['--port', 'x'])).toThrow('--port must be 0 to 65535');
    expect(parseArgs(['--provider']).provider).toBe(true);
  });

  it('reads --start as an ISO 8601 instant within 100 years, refusing anything else by name', () => {
    expect(parseArgs(['--start', '2026-07-01T10:30:00Z']).startAt).toBe(Date.parse('2026-07-01T10:30:00Z'));
    expect(parseStart('2026-07-01')).toBe(Date.parse('2026-07-01T00:00:00Z'));
    expect(parseStart('2026-07-01T11:30+01:00')).toBe(Date.parse('2026-07-01T10:30:00Z'));
    expect(parseStart('2026-07-01T10:30:00.250Z')).toBe(Date.parse('2026-07-01T10:30:00.250Z'));
    // No zone (local time would depend on the machine), a date rolled over, words, or too far away: refused.
    for (const bad of ['2026-07-01T10:30:00', '2026-02-30', '2026-13-01', 'yesterday', '1 July 2026', ''])
      expect(() => parseStart(bad), bad).toThrow(`--start must be an ISO 8601 date`);
    expect(() => parseStart('1900-01-01', Date.parse('2026-11-29'))).toThrow('--start must be within 100 years of now');
    expect(() => parseArgs(['--start'])).toThrow('--start needs a value');
  });

  it('--start: a new sandbox and a reset one start their clock there and it runs on; a saved state keeps its own', async () => {
    const apis = (await sandboxApis()).filter((a) => a.id === 'toolkit-single-payments');
    let real = Date.parse('2026-11-29T16:00:00Z');
    const startAt = Date.parse('2026-07-01T10:30:00Z');
    const make = (state?: SandboxState) =>
      createSandbox({apis, preset: BASE_PUBLIC_PRESET, clock: () => real, startAt, ...(state ? {state} : {})});
    const sandbox = make();
    const {call} = requester(sandbox);
    const now = async () => ((await call('GET', '/_sandbox')).json as {now: string}).now;
    expect(await now()).toBe('2026-07-01T10:30:00.000Z');
    const created = await call('POST', `${SP}/create`, {reference: 'INV-1', amount: '10.00'});
    expect(created.status).toBe(201);
    expect(String(created.json.result.createdAt).slice(0, 10)).toBe('2026-07-01');
    real += 60_000;
    expect(await now()).toBe('2026-07-01T10:31:00.000Z');
    await call('POST', '/_sandbox/clock', {advance: 'P1D'});
    expect(await now()).toBe('2026-07-02T10:31:00.000Z');
    // A saved state: its clock goes on where it was, whatever the start time.
    const saved = make(sandbox.snapshot());
    expect(
      await requester(saved)
        .call('GET', '/_sandbox')
        .then((r) => r.json.now),
    ).toBe('2026-07-02T10:31:00.000Z');
    // A reset: a new sandbox, at the start time again.
    await call('POST', '/_sandbox/reset');
    expect(await now()).toBe('2026-07-01T10:30:00.000Z');
    // Without --start: the real time.
    const plain = createSandbox({apis, preset: BASE_PUBLIC_PRESET, clock: () => real});
    expect(
      await requester(plain)
        .call('GET', '/_sandbox')
        .then((r) => r.json.now),
    ).toBe('2026-11-29T16:01:00.000Z');
  });

  it("--start with a --state file that holds a clock: the file's clock goes on, and start-up says so", async () => {
    const dir = tempDir();
    const file = path.join(dir, 'state.json');
    const apis = (await sandboxApis()).filter((a) => a.id === 'toolkit-single-payments');
    const options = {port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false, stateFile: file};
    const first = await startServer(options, apis);
    expect(first.warnings).toEqual([]);
    await fetch(`${first.url}/_sandbox/clock`, {
      method: 'POST',
      body: '{"advance":"PT1H"}',
      headers: {'Content-Type': 'application/json'},
    });
    await first.close();
    const second = await startServer({...options, startAt: Date.parse('2026-07-01T10:30:00Z')}, apis);
    try {
      expect(second.warnings.join('\n')).toContain('--start: ' + file + "'s clock goes on from its state");
      const now = Date.parse(((await (await fetch(`${second.url}/_sandbox`)).json()) as {now: string}).now);
      expect(now - Date.now()).toBeGreaterThan(50 * 60_000);
    } finally {
      await second.close();
    }
  });
});

/**
 * Rounds of the kill test. Each is a server start (most of its CPU), then four clients killed in the middle of their
 * creates. Was 20 (CI 2026-12-01: 41 to 61 creates in flight at the kills over the 20); with the kill timed from the
 * creates sent (below), each of 8 rounds kills the server with creates in flight, which the test counts and asserts
 * (`cut`), and each of those is retried and checked as before.
 * The fold cut at each of its steps is the deterministic test above ("loses nothing acknowledged when killed at any
 * step of a fold"), not left to these random kills.
 */
const KILL_ROUNDS = 8;

describe(`kill -9 while clients send keyed creates, ${KILL_ROUNDS} rounds on the same --state`, () => {
  // The server's entry (lib/sandbox-state-server.ts) bundled once, beside node_modules so its packages resolve.
  const SERVER = path.join('node_modules', '.cache', `fernpay-kill-server-${process.pid}.cjs`);
  beforeAll(async () => {
    await bundleTs(path.join('tests', 'unit', 'lib', 'sandbox-state-server.ts'), SERVER);
  });
  afterAll(() => fs.rmSync(SERVER, {force: true}));
  const start = (file: string) =>
    new Promise<{child: ChildProcess; url: string; out: () => string}>((resolve, reject) => {
      // The journal folded into the state file from 8 KiB on: many folds, some of them cut by a kill.
      const child = spawn(process.execPath, [SERVER, file, String(8 << 10)], {stdio: ['ignore', 'pipe', 'pipe']});
      children.push(child);
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /sandbox on (http:\/\/\S+)/.exec(out);
        if (m) resolve({child, url: m[1], out: () => out});
      });
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
    });

  it(
    'has every create answered 2xx, and a retry with the same key makes no second one',
    {timeout: 300_000},
    async () => {
      await sandboxApis(); // fills the bundles cache the server reads
      const file = path.join(tempDir(), 'state.json');
      const headers = {...TOOLKIT, 'Content-Type': 'application/json'};
      const body = (key: string) => JSON.stringify({reference: key, amount: '10.00'});
      /** Every key sent, and the id of its payment once a create with it was answered 2xx. */
      const answered = new Map<string, string>();
      let unanswered: string[] = [];
      let rounds = 0;
      let inFlight = 0;
      /** The rounds whose kill left creates unanswered (sent, never answered): the server died holding them. */
      let cut = 0;
      /** Per round, the creates sent and not yet answered when the kill was sent. */
      const atKill: number[] = [];
      for (let round = 0; round < KILL_ROUNDS; round++) {
        const server = await start(file);
        const post = (url: string, key?: string, text?: string) =>
          fetch(`${server.url}${url}`, {
            method: 'POST',
            headers: {...headers, ...(key ? {'Idempotency-Key': key} : {})},
            body: text,
          });
        // A fresh rate-limit window (the clock is the sandbox's: the rounds stay well inside the keys' 24 hours).
        expect((await post('/_sandbox/clock', undefined, JSON.stringify({advance: 'PT1M'}))).status).toBe(200);
        // The keys of the last round that were sent but not answered: sent again, each makes one payment at most.
        for (const key of unanswered) {
          const r = await post(`${SP}/create`, key, body(key));
          expect(r.status, key).toBe(201);
          answered.set(key, (await r.json()).result.id);
          const list = await fetch(`${server.url}${SP}/list?reference=${key}`, {headers});
          expect(
            (await list.json()).data.docs.map((p: {id: string}) => p.id),
            key,
          ).toEqual([answered.get(key)]);
        }
        // The keys answered in earlier rounds: a retry replays the same payment.
        const earlier = [...answered].filter(([k]) => !k.startsWith(`r${round}-`));
        for (const [key, id] of earlier.slice(-10)) {
          const r = await post(`${SP}/create`, key, body(key));
          expect([r.status, r.headers.get('idempotency-replayed'), (await r.json()).result.id], key).toEqual([
            201,
            'true',
            id,
          ]);
        }
        // Four clients send keyed creates until the process is killed, at a random moment among them: a random time
        // (0 to 30 ms) after a random one of the creates (the 4th to the 48th) is sent. Each client sends its next
        // create as soon as the last is answered, so the kill always lands while creates are on their way, whatever
        // the machine's speed. (Until 2026-12-01 it came 20 to 270 ms after the start: on a fast enough machine the
        // clients had sent their 60 creates and had them answered by then, and 3 of 8 rounds killed an idle server.
        // The clients then stopped at 60 creates, and a kill sent after the 48th could still find all 60 answered:
        // one CI round in 8 did.) The creates on their way when the kill is sent are counted then (`atKill`); some of
        // them may still be answered, by a server that had them in hand before the signal landed (`cut` counts the
        // rounds where some were not: 39 of 40 rounds measured on 2026-12-01).
        const sent = new Set<string>();
        let n = 0;
        let killed = false;
        const killAfter = 4 + Math.floor(Math.random() * 45);
        let sendKill: () => void = () => {};
        const kill = new Promise<void>((resolve) => {
          sendKill = () =>
            setTimeout(() => {
              atKill.push([...sent].filter((k) => !answered.has(k)).length);
              killed = true;
              server.child.kill('SIGKILL');
              resolve();
            }, Math.random() * 30);
        });
        const client = async () => {
          // The cap only stops a runaway loop: the kill comes at most 30 ms after the 48th create is sent.
          while (!killed && n < 10_000) {
            const key = `r${round}-${n++}`;
            sent.add(key);
            if (sent.size === killAfter) sendKill();
            try {
              const r = await post(`${SP}/create`, key, body(key));
              if (r.status === 201) answered.set(key, (await r.json()).result.id);
              else expect.fail(`${key}: ${r.status} ${await r.text()}`);
            } catch (error) {
              if (!killed) throw error;
            }
          }
        };
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        await Promise.all([kill, client(), client(), client(), client()]);
        await exited;
        unanswered = [...sent].filter((k) => !answered.has(k));
        inFlight += unanswered.length;
        if (unanswered.length > 0) cut++;
        rounds++;
      }
      // The last start: every payment answered 2xx in any round is there.
      const server = await start(file);
      const ids = [...answered.values()];
      for (let i = 0; i < ids.length; i++) {
        if (i % 100 === 0)
          await fetch(`${server.url}/_sandbox/clock`, {
            method: 'POST',
            headers,
            body: JSON.stringify({advance: 'PT1M'}),
          });
        const r = await fetch(`${server.url}${SP}/${ids[i]}`, {headers});
        expect(r.status, ids[i]).toBe(200);
      }
      expect(rounds).toBe(KILL_ROUNDS);
      expect(answered.size).toBeGreaterThan(20);
      console.log(
        `kill -9: ${rounds} rounds, ${cut} with creates left unanswered by the kill, ${answered.size} creates answered, ${inFlight} in flight when killed`,
      );
      // Every kill was sent while creates were on their way (each client always has one), and most rounds' kill left
      // some unanswered, to retry: the kills cut the server's work, not an idle server. (Each round's creates in
      // hand may all be answered before the signal lands: 1 round in 40 measured, so not every round.)
      expect(atKill).toHaveLength(KILL_ROUNDS);
      expect(atKill.filter((n) => n > 0)).toHaveLength(KILL_ROUNDS);
      expect(cut).toBeGreaterThanOrEqual(KILL_ROUNDS - 2);
      server.child.kill('SIGKILL');
    },
  );
});
