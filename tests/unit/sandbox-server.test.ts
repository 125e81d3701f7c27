/**
 * `npm run sandbox` (scripts/sandbox.mjs -> src/sandbox/server.ts) as a process on 127.0.0.1: a payment
 * created over HTTP, the control surface, webhooks recorded, and the state kept across a restart with `--state`:
 * after Ctrl-C, and after `kill -9` in the middle of a run (nothing acknowledged is lost). A truncated or
 * tampered state file is refused at start with a message and left as it is.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SANDBOX_CREDENTIALS, SANDBOX_WEBHOOK_SECRET} from '../../src/sandbox/credentials';
import {sandboxApis} from './sandbox-helpers';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function start(args: string[]): Promise<{child: ChildProcess; url: string}> {
  const child = spawn(process.execPath, ['scripts/sandbox.mjs', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /sandbox on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({child, url: m[1]});
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}):\n${out}`)));
  });
}

/** Runs the server to its exit (a refused start): its exit code and output. */
function run(args: string[]): Promise<{code: number | null; out: string}> {
  const child = spawn(process.execPath, ['scripts/sandbox.mjs', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({code, out})));
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });

describe('npm run sandbox', () => {
  it(
    'serves the APIs on one origin and keeps the state across a restart with --state',
    {timeout: 180_000},
    async () => {
      await sandboxApis(); // compiles (or reuses) the cached bundles first, so both starts are quick
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-'));
      const stateFile = path.join(dir, 'state.json');
      const first = await start(['--state', stateFile]);
      const control = await (await fetch(`${first.url}/_sandbox`)).json();
      expect(control.toolkit).toEqual({baseUrl: `${first.url}/v1`, ...SANDBOX_CREDENTIALS.toolkit.headers});
      expect(control.partner.baseUrl).toBe(`${first.url}/partner/v1`);
      expect(control.provider).toBeUndefined();
      expect(control.webhookSecret).toBe(SANDBOX_WEBHOOK_SECRET);

      const {baseUrl, ...credentials} = control.toolkit;
      const created = await fetch(`${baseUrl}/payments/single/create-and-process`, {
        method: 'POST',
        headers: {...credentials, 'Content-Type': 'application/json', 'Idempotency-Key': 'server-test-1'},
        body: JSON.stringify({reference: 'INV-SRV', amount: '19.99'}),
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('idempotency-replayed')).toBe('false');
      expect(created.headers.get('ratelimit-limit')).toBe('120');
      const id = (await created.json()).result.id as string;

      const events = (await (await fetch(`${first.url}/_sandbox/events`)).json()).events;
      expect(events).toHaveLength(1);
      expect(events[0].headers['Fernpay-Signature']).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
      expect(JSON.parse(events[0].body).data.id).toBe(id);

      const unauthorized = await fetch(`${baseUrl}/payments/single/${id}`);
      expect([unauthorized.status, await unauthorized.text()]).toEqual([401, 'Unauthorized']);

      await stop(first.child);
      expect(JSON.parse(fs.readFileSync(stateFile, 'utf8')).payments[id]).toBeTruthy();

      const second = await start(['--state', stateFile]);
      const got = await fetch(`${second.url}/v1/payments/single/${id}`, {headers: credentials});
      expect(got.status).toBe(200);
      expect((await got.json()).data).toMatchObject({id, reference: 'INV-SRV', status: 'sent'});
      expect((await (await fetch(`${second.url}/_sandbox/events`)).json()).events).toHaveLength(1);
      await stop(second.child);
      fs.rmSync(dir, {recursive: true, force: true});
    },
  );

  it(
    'refuses a truncated or tampered --state file with a message, and leaves the file as it is',
    {timeout: 180_000},
    async () => {
      await sandboxApis();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-'));
      const stateFile = path.join(dir, 'state.json');
      const bad = [
        '{"version":1,"clockOffsetMs":0,"counter":3,"payments":{"6651b2c3d4e5f6a7b8c9d0e2":{"companyId":"66', // truncated
        '{"version":2,"clockOffsetMs":0}', // another version
        '{"version":1,"clockOffsetMs":0,"counter":1,"payments":[],"idempotency":{},"rateLimits":{},"scheduled":[],"events":[],"store":{}}',
        '',
      ];
      for (const text of bad) {
        fs.writeFileSync(stateFile, text);
        const {code, out} = await run(['--state', stateFile]);
        expect(code, out).toBe(1);
        expect(out).toMatch(/the state file .*state\.json cannot be used: .+ It was left as it is/);
        expect(out).not.toMatch(/\bat .*\.ts:\d+/); // a message, not a stack trace
        expect(fs.readFileSync(stateFile, 'utf8')).toBe(text);
      }
      fs.rmSync(dir, {recursive: true, force: true});
    },
  );

  it(
    'has lost nothing acknowledged when killed with SIGKILL mid-run and restarted with --state',
    {timeout: 180_000},
    async () => {
      await sandboxApis();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-'));
      const stateFile = path.join(dir, 'state.json');
      const first = await start(['--state', stateFile]);
      const headers = {...SANDBOX_CREDENTIALS.toolkit.headers, 'Content-Type': 'application/json'};
      const acknowledged: {url: string; id: string; name: string}[] = [];
      let killed = false;
      const one = async (i: number) => {
        const customer = i % 3 !== 0;
        const url = customer ? '/v1/customers/create' : '/v1/payments/single/create-and-process';
        const body = customer ? {name: `Customer ${i}`} : {reference: `KILL-${i}`, amount: '10.00'};
        try {
          const r = await fetch(`${first.url}${url}`, {method: 'POST', headers, body: JSON.stringify(body)});
          if (r.status !== 201) return;
          const {result} = await r.json();
          acknowledged.push({
            url: customer ? `/v1/customers/${result.id}` : `/v1/payments/single/${result.id}`,
            id: result.id,
            name: customer ? result.name : result.reference,
          });
        } catch {
          // killed while this request was in flight: never acknowledged
        }
        if (!killed && acknowledged.length >= 40) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      };
      const exited = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
      // Eight requests at a time, until the process is killed in the middle of them.
      for (let i = 0; i < 100 && !killed; i += 8) await Promise.all(Array.from({length: 8}, (_, k) => one(i + k)));
      await exited;
      expect(killed).toBe(true);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      const second = await start(['--state', stateFile]);
      for (const a of acknowledged) {
        const r = await fetch(`${second.url}${a.url}`, {headers});
        expect(r.status, a.url).toBe(200);
        const {data} = await r.json();
        expect([data.id, data.name ?? data.reference]).toEqual([a.id, a.name]);
      }
      await stop(second.child);
      fs.rmSync(dir, {recursive: true, force: true});
    },
  );
});
