#!/usr/bin/env node
// Adds the lock entries of other platforms' optional native binaries (@swc/*-darwin-arm64,
// @pagefind/windows-x64, @rollup/rollup-android-arm64, ...) that `npm install` leaves out here: the
// registry this project is built against serves only the Linux builds of those packages, so npm
// cannot resolve the others and drops them, and `npm ci` then refuses the lock ("Missing: ... from
// lock file"). Each added entry pins the version its parent asks for and carries the os/cpu/libc the
// package name encodes, so npm skips it on other platforms and fetches it by version on its own.
//   node scripts/complete-lock.mjs            complete package-lock.json in place
//   node scripts/complete-lock.mjs --check    exit 1 when entries are missing (no write)
import fs from 'node:fs';

const OS = {
  darwin: 'darwin',
  macos: 'darwin',
  linux: 'linux',
  win32: 'win32',
  windows: 'win32',
  freebsd: 'freebsd',
  android: 'android',
  openbsd: 'openbsd',
  sunos: 'sunos',
  aix: 'aix',
  netbsd: 'netbsd',
  openharmony: 'openharmony',
  wasm32: null,
  wasi: null,
};
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  mips64el: 'mips64el',
  loongarch64: 'loong64',
  universal: null,
};

/** os, cpu and libc from a platform package name, e.g. @swc/core-linux-arm64-musl -> linux, arm64, musl. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.map((p) => OS[p]).find((v) => v !== undefined);
  const cpu = parts.map((p) => CPU[p]).find((v) => v !== undefined);
  if (os === undefined && cpu === undefined) return null;
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return {...(os ? {os: [os]} : {}), ...(cpu ? {cpu: [cpu]} : {}), ...(libc && os === 'linux' ? {libc: [libc]} : {})};
}

const check = process.argv.includes('--check');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const added = [];
for (const [where, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = where === '' ? '' : `${where}/`;
    const key = `${base}node_modules/${name}`;
    if (packages[key] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue; // only exact-version platform binaries
    packages[key] = {
      version: range,
      ...platform,
      license: entry.license,
      optional: true,
      ...(entry.dev ? {dev: true} : {}),
    };
    added.push(`${name}@${range}`);
  }
}
if (check) {
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} platform entries (run node scripts/complete-lock.mjs): ${added.slice(0, 5).join(', ')}...`,
    );
    process.exit(1);
  }
  console.log('package-lock.json has every platform entry');
} else {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`added ${added.length} platform entries to package-lock.json`);
}
