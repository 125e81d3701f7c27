/**
 * The static server of the tests and the bench (scripts/serve.mjs) serves only the files under its
 * root: a malformed path gets 400 (it used to kill the server), a path that climbs out of the root gets
 * 404 (a sibling folder whose name starts like the root's was served).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startServer} from '../../scripts/serve.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-serve-'));
const root = path.join(dir, 'build');
let server: http.Server;
let url: string;

/** Raw GET (no URL normalisation by the client), status and body (and, when asked, the ETag). */
function get(
  requestPath: string,
  headers: Record<string, string> = {},
  withEtag = false,
): Promise<{status: number; body: string; etag?: string}> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/`, {path: requestPath, headers}, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          ...(withEtag ? {etag: String(res.headers.etag ?? '')} : {}),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'docs'), {recursive: true});
  fs.writeFileSync(path.join(root, 'index.html'), 'home');
  fs.writeFileSync(path.join(root, 'docs', 'intro.html'), 'intro');
  fs.writeFileSync(path.join(root, '404.html'), 'not found');
  fs.mkdirSync(path.join(dir, 'buildx'));
  fs.writeFileSync(path.join(dir, 'buildx', 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret');
  ({server, url} = (await startServer({root})) as {server: http.Server; url: string});
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

describe('scripts/serve.mjs', () => {
  it('serves clean URLs from its root', async () => {
    expect(await get('/')).toEqual({status: 200, body: 'home'});
    expect(await get('/docs/intro')).toEqual({status: 200, body: 'intro'});
    expect(await get('/docs/nope')).toEqual({status: 404, body: 'not found'});
  });
  it('answers a revalidation with 304 while the file is unchanged, as nginx does; 200 again once it changed', async () => {
    const first = await get('/docs/intro', {}, true);
    expect(first).toMatchObject({status: 200, body: 'intro'});
    expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(await get('/docs/intro', {'If-None-Match': first.etag!}, true)).toEqual({
      status: 304,
      body: '',
      etag: first.etag,
    });
    fs.writeFileSync(path.join(root, 'docs', 'intro.html'), 'intro, edited');
    expect(await get('/docs/intro', {'If-None-Match': first.etag!})).toEqual({status: 200, body: 'intro, edited'});
    fs.writeFileSync(path.join(root, 'docs', 'intro.html'), 'intro');
    // A missing page's 404 is never a 304.
    expect((await get('/docs/nope', {'If-None-Match': first.etag!})).status).toBe(404);
  });
  it('answers 400 to a malformed path, and keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/docs/%00intro')).status).toBe(400);
    expect(await get('/docs/intro')).toEqual({status: 200, body: 'intro'});
  });
  it('answers 404 to a path that leaves the root, encoded or not, into a sibling folder or above', async () => {
    for (const p of ['/../buildx/secret.txt', '/%2e%2e/buildx/secret.txt', '/../secret.txt', '/..%2fsecret.txt']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain('secret');
    }
  });
});
