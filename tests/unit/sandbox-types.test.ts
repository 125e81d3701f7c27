/**
 * The sandbox's record types are the served descriptions' (issue 37: typed collections): the files of
 * src/sandbox/generated are what openapi-typescript makes of the served bundles today (scripts/lib/sandbox-types.mjs,
 * `npm run sandbox:types`), so a schema changed in openapi/ and not regenerated fails here, and the modules that
 * type their records with them (transactions, integrations) stop compiling where they disagree with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import {describe, expect, it} from 'vitest';
import {loadApis} from '../../plugins/api-reference/sandbox-apis';
import {GENERATED_DIR, sandboxTypes, TYPED_APIS} from '../../scripts/lib/sandbox-types.mjs';

const formatted = async (file: string, text: string) =>
  prettier.format(text, {...(await prettier.resolveConfig(file)), filepath: file});

describe('the sandbox record types generated from the served bundles', () => {
  it('each generated file is what the served bundle gives today (npm run sandbox:types)', async () => {
    const files = (await sandboxTypes(await loadApis(false))) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual((TYPED_APIS as string[]).map((id) => `${id}.ts`).sort());
    for (const [name, text] of Object.entries(files)) {
      const file = path.resolve(GENERATED_DIR as string, name);
      expect(fs.existsSync(file), `${file}: run npm run sandbox:types`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `${name} is stale: run npm run sandbox:types`).toBe(
        await formatted(file, text),
      );
    }
  });

  it('the generated types are the ones the modules store (a schema field the record lacks does not compile)', () => {
    const modules = ['src/sandbox/resources/transactions.ts', 'src/sandbox/resources/companies.ts'];
    for (const m of modules) expect(fs.readFileSync(m, 'utf8')).toMatch(/from '\.\.\/generated\/partner-\w+'/);
  });
});
