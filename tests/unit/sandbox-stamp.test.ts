// The sandbox's compile cache (plugins/api-reference/sandbox-apis.ts) is keyed by sourceStamp: it must change whenever an input of
// compileApi changes, and only then.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {afterAll, describe, expect, it} from 'vitest';
import {STAMP_SOURCES, sourceStamp} from '../../plugins/api-reference/sandbox-apis';

const covered = (file: string) => STAMP_SOURCES.some((s) => file === s || file.startsWith(`${s}/`));

describe('sourceStamp (the sandbox compile cache key)', () => {
  it('covers every repository file the module graph of loadApis reads', async () => {
    const result = await esbuild.build({
      entryPoints: ['plugins/api-reference/sandbox-apis.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      outdir: os.tmpdir(),
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    // The graph reaches the compiler, the rules, the lifecycles, the restricted declaration and the shared module.
    for (const known of [
      'plugins/api-reference/compile.ts',
      'src/rules/index.ts',
      'src/sandbox/lifecycles/index.ts',
      'src/restricted.ts',
      'src/shared/api-reference.ts',
      'plugins/step-options.ts',
    ])
      expect(inputs).toContain(known);
    expect(inputs.filter((f) => !covered(f))).toEqual([]);
    // What compileApi reads at run time: the Redocly config and the specs beside it.
    expect(covered('openapi/redocly.yaml')).toBe(true);
  });

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-stamp-'));
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));
  /** One file per source: the source itself, or a file in it when it is a folder. */
  const fileOf = (source: string) => (/\.(ts|json)$/.test(source) ? source : `${source}/nested/a.ts`);
  for (const source of STAMP_SOURCES) {
    fs.mkdirSync(path.dirname(path.join(root, fileOf(source))), {recursive: true});
    fs.writeFileSync(path.join(root, fileOf(source)), `// ${source}\n`);
  }
  const base = sourceStamp(root, '20.19.0');

  it('changes when any covered file is edited, and comes back when the edit is undone', () => {
    const seen = new Set([base]);
    for (const source of STAMP_SOURCES) {
      const file = path.join(root, fileOf(source));
      const before = fs.readFileSync(file);
      fs.writeFileSync(file, `${before}// edited\n`);
      const edited = sourceStamp(root, '20.19.0');
      expect(seen.has(edited), source).toBe(false);
      seen.add(edited);
      fs.writeFileSync(file, before);
      expect(sourceStamp(root, '20.19.0'), source).toBe(base);
    }
  });

  it('changes when a file is added, removed or renamed in a covered folder', () => {
    const added = path.join(root, 'openapi/paths/new.yaml');
    fs.mkdirSync(path.dirname(added), {recursive: true});
    fs.writeFileSync(added, '');
    const withNew = sourceStamp(root, '20.19.0');
    expect(withNew).not.toBe(base);
    fs.renameSync(added, path.join(root, 'openapi/paths/renamed.yaml'));
    expect(sourceStamp(root, '20.19.0')).not.toBe(withNew);
    fs.rmSync(path.join(root, 'openapi/paths'), {recursive: true});
    expect(sourceStamp(root, '20.19.0')).toBe(base);
    fs.rmSync(path.join(root, 'src/shared'), {recursive: true});
    expect(sourceStamp(root, '20.19.0')).not.toBe(base);
    fs.mkdirSync(path.join(root, 'src/shared/nested'), {recursive: true});
    fs.writeFileSync(path.join(root, fileOf('src/shared')), '// src/shared\n');
    expect(sourceStamp(root, '20.19.0')).toBe(base);
  });

  it("follows Node's major version, and neither mtimes nor files outside the inputs", () => {
    expect(sourceStamp(root, '20.20.1')).toBe(base);
    expect(sourceStamp(root, '22.12.0')).not.toBe(base);
    const file = path.join(root, fileOf('src/rules'));
    fs.utimesSync(file, new Date(0), new Date(0));
    expect(sourceStamp(root, '20.19.0')).toBe(base);
    fs.mkdirSync(path.join(root, 'docs'), {recursive: true});
    fs.writeFileSync(path.join(root, 'docs/page.mdx'), '# Page\n');
    fs.writeFileSync(path.join(root, 'src/sandbox/server.ts'), '// not an input of compileApi\n');
    expect(sourceStamp(root, '20.19.0')).toBe(base);
  });
});
