// The lint rule that keeps every import declared (eslint.config.mjs: import-x/no-extraneous-dependencies and
// no-unresolved), run through ESLint's Node API on small sources placed where the repository's files live.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const eslint = new ESLint({cwd: process.cwd()});
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;

/** The import-x findings for `code` as if it were the file `file` of the repository. */
async function importFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.resolve(file)});
  return result.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

// Installed only because another package needs it (hoisted to node_modules/), declared nowhere.
const UNDECLARED = 'picocolors';

describe('every import is declared in package.json (eslint: import-x)', () => {
  it('the undeclared package of these checks is installed, so only the declaration is missing', () => {
    expect(createRequire(path.resolve('package.json')).resolve(UNDECLARED)).toContain('node_modules');
    expect(pkg.dependencies[UNDECLARED] ?? pkg.devDependencies[UNDECLARED]).toBeUndefined();
  });

  it('fails on a package that is installed but not declared, wherever it is imported', async () => {
    for (const file of ['src/sandbox/fixture.ts', 'plugins/fixture.ts', 'tests/unit/fixture.test.ts', 'scripts/x.mjs'])
      expect(await importFindings(file, `import pc from '${UNDECLARED}';\nexport default pc;\n`), file).toEqual([
        `import-x/no-extraneous-dependencies: '${UNDECLARED}' should be listed in the project's dependencies. Run 'npm i ${UNDECLARED}' to add it`,
      ]);
    // require() and import() too.
    expect(await importFindings('src/fixture.ts', `export const a = import('${UNDECLARED}');\n`)).toHaveLength(1);
  });

  it('fails on a devDependency in what the build or the site runs, and allows it in tests and tools', async () => {
    const code = `import {describe} from 'vitest';\nexport default describe;\n`;
    const devDep = `import-x/no-extraneous-dependencies: 'vitest' should be listed in the project's dependencies, not devDependencies.`;
    for (const file of [
      'src/gate/fixture.ts',
      'src/components/Fixture.tsx',
      'plugins/api-reference/fixture.ts',
      'openapi/fixture.ts',
      'docusaurus.config.ts',
      'sidebars.ts',
      'scripts/search-index.mjs',
      'scripts/build-mcp.mjs',
    ])
      expect(await importFindings(file, code), file).toEqual([devDep]);
    for (const file of [
      'tests/unit/fixture.test.ts',
      'tests/e2e/fixture.e2e.ts',
      'scripts/bench.mjs',
      'scripts/lib/fixture.mjs',
      'vitest.config.ts',
    ])
      expect(await importFindings(file, code), file).toEqual([]);
    // A type-only import is erased: its package may be a devDependency.
    expect(
      await importFindings(
        'plugins/fixture.ts',
        `import type {Config} from '@docusaurus/types';\nexport type C = Config;\n`,
      ),
    ).toEqual([]);
  });

  it("passes Node's built-ins, Docusaurus' aliases and declared packages; fails on a package that is not installed", async () => {
    const code = [
      `import fs from 'node:fs';`,
      `import path from 'path';`,
      `import Link from '@docusaurus/Link';`,
      `import {useHistory} from '@docusaurus/router';`,
      `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';`,
      `import {RESTRICTED} from '@site/src/restricted';`,
      `import Tabs from '@theme/Tabs';`,
      `import Layout from '@theme-original/Layout';`,
      `import routes from '@generated/routes';`,
      `import {useThemeConfig} from '@docusaurus/theme-common';`,
      `import {pbkdf2} from '@noble/hashes/pbkdf2.js';`,
      `import {z} from 'zod';`,
      `import * as esbuild from 'esbuild';`,
      `export default [fs, path, Link, useHistory, useDocusaurusContext, RESTRICTED, Tabs, Layout, routes, useThemeConfig, pbkdf2, z, esbuild];`,
    ].join('\n');
    expect(await importFindings('src/components/Fixture.tsx', code)).toEqual([]);
    expect(
      await importFindings('src/fixture.ts', `import x from 'not-a-package-of-this-project';\nexport default x;\n`),
    ).toEqual([`import-x/no-unresolved: Unable to resolve path to module 'not-a-package-of-this-project'.`]);
  });
});

describe("the sandbox's layers (eslint: import-x/no-restricted-paths)", () => {
  const restricted = async (file: string, code: string) =>
    (await importFindings(file, code)).filter((m) => m.startsWith('import-x/no-restricted-paths'));

  it('fails when the engine imports a resource, in any of its folders; presets and resources may', async () => {
    const engine = [
      ['src/sandbox/fixture.ts', './resources/single-payments'],
      ['src/sandbox/kit/fixture.ts', '../resources/single-payments'],
      ['src/sandbox/engine/fixture.ts', '../resources/single-payments'],
      ['src/sandbox/pages/fixture.ts', '../resources/single-payments'],
      ['src/sandbox/lifecycles/fixture.ts', '../resources/companies'],
    ];
    for (const [file, from] of engine)
      expect(await restricted(file, `import {x} from '${from}';\nexport default x;\n`), file).toEqual([
        expect.stringContaining('The engine imports no resource'),
      ]);
    for (const [file, from] of [
      ['src/sandbox/presets/fixture.ts', '../resources/single-payments'],
      ['src/sandbox/resources/fixture.ts', './single-payments'],
    ])
      expect(await restricted(file, `import {x} from '${from}';\nexport default x;\n`), file).toEqual([]);
  });

  it('fails when anything in src/sandbox imports from plugins/; src/shared is where both meet', async () => {
    for (const file of [
      'src/sandbox/fixture.ts',
      'src/sandbox/resources/fixture.ts',
      'src/sandbox/kit/fixture.ts',
      'src/sandbox/engine/fixture.ts',
    ]) {
      const up = path.relative(path.dirname(file), 'plugins/api-reference/compile').split(path.sep).join('/');
      expect(await restricted(file, `import {compileApi} from '${up}';\nexport default compileApi;\n`), file).toEqual([
        expect.stringContaining('The sandbox imports nothing from plugins/'),
      ]);
    }
    expect(
      await restricted(
        'src/sandbox/fixture.ts',
        `import {refName} from '../shared/polymorphism';\nexport default refName;\n`,
      ),
    ).toEqual([]);
  });
  it("fails when a module outside the provider's folder imports the provider's generated types", async () => {
    const at = 'src/sandbox/resources/provider/generated/provider';
    const code = (file: string) => {
      const rel = path.relative(path.dirname(file), at).split(path.sep).join('/');
      return `import type {components} from '${rel.startsWith('.') ? rel : `./${rel}`}';\nexport type X = components;\n`;
    };
    for (const file of [
      'src/sandbox/resources/fixture.ts',
      'src/sandbox/resources/business/fixture.ts',
      'src/sandbox/fixture.ts',
      'src/sandbox/kit/fixture.ts',
      'src/sandbox/presets/fixture.ts',
      'src/components/Fixture.tsx',
    ])
      expect(await restricted(file, code(file)), file).toEqual(
        expect.arrayContaining([
          expect.stringContaining("The provider's generated types are the provider modules' own"),
        ]),
      );
    for (const file of ['src/sandbox/resources/provider/fixture.ts', 'src/sandbox/resources/provider/generated/x.ts'])
      expect(await restricted(file, code(file)), file).toEqual([]);
  });
});
