/**
 * The first step of `npm test`: what the test suite needs from the machine, checked before anything runs.
 * - Node 22.12+ or 24 (the supported lines). On an older Node it stops with the one command that runs the
 *   suite on Node 24 from the npm registry.
 * - Debian's Chromium headless shell (end-to-end tests) and Chromium (diagrams not yet rendered), Firefox ESR (the
 *   second engine), nginx (the host configuration test)
 *   python3 (the Python samples) and PHP (the webhook check's PHP receiver). When one is missing: installed with apt-get when running as root on a
 *   Debian machine (as CI does), otherwise one line says what to install.
 * Paths: CHROMIUM_TEST_PATH, CHROMIUM_PATH and FIREFOX_PATH override the Debian ones, as in the tests
 *   (scripts/lib/chromium.mjs).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {CHROMIUM_PATH, CHROMIUM_TEST_PATH} from './lib/chromium.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `[test] Node ${process.versions.node} is not a supported line (22.12+ or 24): run the suite on Node 24 with \`npx -y -p node@24 -- npm test\`.`,
  );
  process.exit(1);
}

const NEEDED = [
  {what: 'Chromium', path: CHROMIUM_PATH, pkg: 'chromium'},
  {what: 'Chromium headless shell', path: CHROMIUM_TEST_PATH, pkg: 'chromium-headless-shell'},
  {what: 'Firefox ESR', path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr'},
  {what: 'nginx', path: '/usr/sbin/nginx', pkg: 'nginx'},
  {what: 'python3', path: '/usr/bin/python3', pkg: 'python3'},
  {what: 'PHP', path: '/usr/bin/php', pkg: 'php-cli'},
];
const onPath = (name) => {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
};
const present = (n) => fs.existsSync(n.path) || (n.pkg === 'python3' && onPath('python3'));
const missing = NEEDED.filter((n) => !present(n));

if (missing.length > 0) {
  const pkgs = missing.map((n) => n.pkg).join(' ');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`[test] installing Debian's ${missing.map((n) => n.what).join(', ')} (apt-get install -y ${pkgs})`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing.map((n) => n.pkg)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } else {
    console.error(
      `[test] missing ${missing.map((n) => n.what).join(', ')}: install them with \`sudo apt-get install -y ${pkgs}\` (or set CHROMIUM_TEST_PATH / CHROMIUM_PATH / FIREFOX_PATH).`,
    );
    process.exit(1);
  }
}
console.log(`[test] Node ${process.versions.node}; ${NEEDED.map((n) => n.what).join(', ')} present`);
