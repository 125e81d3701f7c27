/**
 * The benchmark's synthetic reference (scripts/bench/synthetic-spec.mjs) compiles with the project's
 * lint rules, and its polymorphic request bodies without examples get a generated example that picks a
 * shape, sets the discriminator value that selects it and validates (the bench would fail otherwise).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compileApi} from '../../plugins/api-reference/compile';
import {syntheticSpec} from '../../scripts/bench/synthetic-spec.mjs';

describe('synthetic benchmark spec', () => {
  it('compiles; update bodies have generated, discriminated examples', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-synthetic-'));
    try {
      const spec = syntheticSpec(24, 36);
      fs.writeFileSync(path.join(dir, 'synthetic.json'), JSON.stringify(spec));
      // The project's own rules, with the API list replaced.
      const rules = fs.readFileSync('openapi/redocly.yaml', 'utf8').replace(/^apis:[\s\S]*?(?=^\S|(?![\s\S]))/m, '');
      fs.writeFileSync(path.join(dir, 'redocly.yaml'), `${rules}\napis:\n  synthetic:\n    root: synthetic.json\n`);
      const api = await compileApi({configFile: path.join(dir, 'redocly.yaml'), restricted: {}}, 'synthetic');
      const updates = api.model.tags.flatMap((t) => t.operations).filter((o) => o.operationId?.startsWith('update'));
      expect(updates.length).toBeGreaterThan(0);
      for (const op of updates) {
        const [example] = op.requestBody!.content[0].examples;
        expect(example.name).toBe('generated');
        const mapping = Object.keys(
          (spec.components.schemas as Record<string, {discriminator?: {mapping: object}}>)[
            op.requestBody!.content[0].schema!.ref!
          ].discriminator!.mapping,
        );
        expect(mapping).toContain((example.value as {kind: string}).kind);
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
