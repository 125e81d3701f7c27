import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {platformOf} from '../../scripts/complete-lock.mjs';

describe('package-lock.json works with npm ci on every platform', () => {
  it('derives os, cpu and libc from platform package names', () => {
    expect(platformOf('@swc/core-darwin-arm64')).toEqual({os: ['darwin'], cpu: ['arm64']});
    expect(platformOf('@swc/core-linux-arm64-musl')).toEqual({os: ['linux'], cpu: ['arm64'], libc: ['musl']});
    expect(platformOf('@swc/core-linux-arm-gnueabihf')).toEqual({os: ['linux'], cpu: ['arm'], libc: ['glibc']});
    expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({os: ['win32'], cpu: ['ia32']});
    expect(platformOf('@pagefind/windows-x64')).toEqual({os: ['win32'], cpu: ['x64']});
    expect(platformOf('@rollup/rollup-android-arm-eabi')).toEqual({os: ['android'], cpu: ['arm']});
    expect(platformOf('left-pad')).toBeNull();
  });
  it('the committed lock has an entry for every optional platform binary', () => {
    expect(execFileSync('node', ['scripts/complete-lock.mjs', '--check'], {encoding: 'utf8'})).toContain(
      'every platform entry',
    );
  });
});
