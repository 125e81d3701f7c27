/**
 * The generated host configuration, for real: Debian's nginx (installed when missing, as .ci/run does) runs
 * the config `npm run host-config -- nginx` prints for this build, on 127.0.0.1 with a test password for the
 * restricted section. Shared by the host test and the tests that fetch a protected file as a reader does.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing (root only), as .ci/run does for Chromium. */
function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`nginx is missing at ${NGINX}: install it (sudo apt-get install -y nginx) to run this test`);
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  });
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** An htpasswd line in RFC 2307 SSHA form (nginx reads it; no htpasswd tool needed). */
export function htpasswdLine(user: string, password: string): string {
  const salt = crypto.randomBytes(8);
  const digest = crypto.createHash('sha1').update(password).update(salt).digest();
  return `${user}:{SSHA}${Buffer.concat([digest, salt]).toString('base64')}\n`;
}

export async function waitForPort(port: number, what = 'nginx'): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start on port ${port}`);
}

export interface Host {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The `Authorization` header of the test reader. */
  authorization: string;
  stop: () => Promise<void>;
}

/** Starts nginx with the generated configuration on a free port; `user`/`password` may read the section. */
export async function startHost(user: string, password: string): Promise<Host> {
  ensureNginx();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-nginx-'));
  fs.chmodSync(runDir, 0o755);
  const htpasswd = path.join(runDir, 'htpasswd');
  fs.writeFileSync(htpasswd, htpasswdLine(user, password), {mode: 0o644});
  const port = await freePort();
  const conf = execFileSync('node', [
    'scripts/host-config.mjs',
    'nginx',
    '--htpasswd',
    htpasswd,
    '--listen',
    `127.0.0.1:${port}`,
    '--run-dir',
    runDir,
    // Started as root (CI), the workers read the build as root: the clone may sit in a folder others cannot enter.
    ...(process.getuid?.() === 0 ? ['--user', 'root'] : []),
  ]).toString();
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), conf);
  const nginx: ChildProcess = spawn(NGINX, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port);
  return {
    origin: `http://127.0.0.1:${port}`,
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((r) => nginx.once('exit', r));
        nginx.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(runDir, {recursive: true, force: true});
    },
  };
}
