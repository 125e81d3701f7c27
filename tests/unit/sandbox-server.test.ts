/**
 * `npm run sandbox` (scripts/sandbox.mjs -> src/sandbox/server.ts) as a process on 127.0.0.1: a payment
 * created over HTTP, the control surface, webhooks recorded, and the state kept across a restart with `--state`.
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
});
