/**
 * The sandbox's record types are the served descriptions' (issue 37: typed collections): the files of
 * src/sandbox/generated are what openapi-typescript makes of the served bundles today (scripts/lib/sandbox-types.mjs,
 * `npm run sandbox:types`), so a schema changed in openapi/ and not regenerated fails here, and the modules that
 * type their records with them (transactions, integrations) stop compiling where they disagree with it.
 */
import fs from 'node:fs';
import prettier from 'prettier';
import {describe, expect, it} from 'vitest';
import {loadApis} from '../../plugins/api-reference/sandbox-apis';
import {GENERATED_DIR, PROVIDER_GENERATED_DIR, SHARED_FILE, sandboxTypes} from '../../scripts/lib/sandbox-types.mjs';

const formatted = async (file: string, text: string) =>
  prettier.format(text, {...(await prettier.resolveConfig(file)), filepath: file});

describe('the sandbox record types generated from the served bundles', () => {
  it('each generated file is what the served bundles give today, one per served API and the shared one (npm run sandbox:types)', async () => {
    const apis = await loadApis(true);
    const files = (await sandboxTypes(apis)) as Record<string, string>;
    const onDisk = [GENERATED_DIR as string, PROVIDER_GENERATED_DIR as string].flatMap((dir) =>
      fs.readdirSync(dir).map((name) => `${dir}/${name}`),
    );
    // Every served API has its file, and no file is left of an API no longer served.
    expect(onDisk.sort(), 'run npm run sandbox:types').toEqual(Object.keys(files).sort());
    expect(Object.keys(files)).toHaveLength(apis.length + 1);
    expect(Object.keys(files)).toContain(SHARED_FILE);
    for (const [file, text] of Object.entries(files))
      expect(fs.readFileSync(file, 'utf8'), `${file} is stale: run npm run sandbox:types`).toBe(
        await formatted(file, text),
      );
  });

  it("the provider's types are in the provider's folder only, and the public ones hold none of its schemas", async () => {
    const files = (await sandboxTypes(await loadApis(true))) as Record<string, string>;
    const provider = Object.keys(files).filter((f) => f.startsWith(`${PROVIDER_GENERATED_DIR as string}/`));
    expect(provider).toEqual([`${PROVIDER_GENERATED_DIR as string}/provider.ts`]);
    for (const [file, text] of Object.entries(files))
      if (!provider.includes(file)) expect(text, file).not.toMatch(/\bAccessConsent\b|\bVrpConsent\b/);
  });

  it('the generated types are the ones the modules store (a schema field the record lacks does not compile)', () => {
    const modules = ['src/sandbox/resources/transactions.ts', 'src/sandbox/resources/companies.ts'];
    for (const m of modules) expect(fs.readFileSync(m, 'utf8')).toMatch(/from '\.\.\/generated\/partner-\w+'/);
  });

  it('a schema the APIs share (openapi/shared) is generated once: each public API names the shared one', async () => {
    const files = (await sandboxTypes(await loadApis(true))) as Record<string, string>;
    const sharedFile = await formatted(SHARED_FILE as string, files[SHARED_FILE as string]);
    // The shared schemas: the top-level members of shared.ts' `schemas` (four spaces in, then the name and a colon).
    const shared = [...sharedFile.matchAll(/^ {4}(\w+): /gm)].map((m) => m[1]);
    expect(shared).toEqual(expect.arrayContaining(['Amount', 'LineItem', 'PostalAddress', 'SinglePayment']));
    for (const [file, text] of Object.entries(files)) {
      if (file === SHARED_FILE || file.startsWith(`${PROVIDER_GENERATED_DIR as string}/`)) continue;
      for (const [, name, type] of (await formatted(file, text)).matchAll(/^ {4}(\w+): (.*)$/gm))
        if (shared.includes(name)) expect(type, `${file}: ${name} written again`).toBe(`shared['schemas']['${name}'];`);
    }
  });
});
