#!/usr/bin/env node
// npm run canary [-- --keep]
// Checks the site against the newest Docusaurus 3.x on the npm registry, in a copy of the repository:
// every @docusaurus/* dependency is set to that version, the packages are installed, and the build and the
// end-to-end tests run there (src/docusaurus/ is the one place that uses Docusaurus internals; its tests
// read the files the build writes). Not part of `npm test`: it installs from the registry and takes a while.
// Prints the version and the result, and exits non-zero when the build or a test fails.
import {execFileSync, execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const keep = process.argv.includes('--keep');
const run = (cmd, cwd) => execSync(cmd, {cwd, stdio: 'inherit'});

// The newest stable 3.x.
const versions = JSON.parse(execFileSync('npm', ['view', '@docusaurus/core', 'versions', '--json']).toString());
const semver = (v) => v.split('.').map(Number);
const newest = versions
  .filter((v) => /^3\.\d+\.\d+$/.test(v))
  .sort((a, b) => {
    const [x, y] = [semver(a), semver(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })
  .at(-1);
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const current = pkg.dependencies['@docusaurus/core'];
console.log(`[canary] Docusaurus in package.json: ${current}; newest 3.x on the registry: ${newest}`);

// A copy of the repository as a clone has it (tracked and new files), without node_modules or builds.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-canary-'));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'])
  .toString()
  .split('\0')
  .filter((f) => f && fs.existsSync(f));
for (const file of files) {
  fs.mkdirSync(path.join(dir, path.dirname(file)), {recursive: true});
  fs.copyFileSync(file, path.join(dir, file));
}
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(pkg[field] ?? {})) if (name.startsWith('@docusaurus/')) pkg[field][name] = newest;
}
fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
fs.rmSync(path.join(dir, 'package-lock.json'), {force: true});

let ok = false;
try {
  run('npm install --no-audit --no-fund', dir);
  const installed = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
  console.log(`[canary] installed @docusaurus/core ${installed.version} in ${dir}`);
  run('npm run build', dir);
  run('npm run test:e2e', dir);
  ok = true;
} catch (error) {
  console.error(`[canary] failed: ${error.message}`);
} finally {
  if (!keep) fs.rmSync(dir, {recursive: true, force: true});
}
console.log(`[canary] Docusaurus ${newest}: ${ok ? 'build and end-to-end tests pass' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
