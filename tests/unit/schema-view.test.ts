/**
 * One walker for the page and its twin (plugins/api-reference/schema-view.ts): for every named schema of
 * every API the site builds (and the fixtures and corpus sample), the page's entry and the twin's section
 * list the same fields and the same discriminator values, in the same order; every operation's
 * credentials read the same (alternatives included).
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {compileApi, listApis} from '../../plugins/api-reference/compile';
import {hasEntry} from '../../plugins/api-reference/format';
import {markdownToHtml} from '../../plugins/api-reference/markdown';
import {referenceMarkdown} from '../../plugins/api-reference/markdown-twin';
import {schemaAnchor} from '../../src/shared/api-reference';
import {buildPageModel} from '../../plugins/api-reference/model';
import {renderContext, renderOperation, renderSchemaEntry, toFragment} from '../../plugins/api-reference/render';
import {generateSamples} from '../../plugins/api-reference/samples';
import type {PageModel} from '../../plugins/api-reference/types';
import {apiReferenceOptions} from '../../openapi/site';

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** Markdown inline code -> its text (`` `a` `` and ``` `` a`b `` ```). */
const uncode = (s: string) => s.replace(/^`` (.*) ``$/, '$1').replace(/^`(.*)`$/, '$1');

/** Field names and discriminator values the page shows in one schema entry, in order. */
function pageLists(html: string): {fields: string[]; values: string[]} {
  return {
    fields: [...html.matchAll(/<a class="api-field-name" href="[^"]*">([^<]*)<\/a>/g)].map((m) => decode(m[1])),
    values: [
      ...html.matchAll(/<span class="api-variant-when"> when <code>[^<]*<\/code> is <code>([^<]*)<\/code>/g),
    ].map((m) => decode(m[1])),
  };
}

/** The same, from the twin's section of that schema. */
function twinLists(section: string): {fields: string[]; values: string[]} {
  return {
    fields: [...section.matchAll(/^\s*- (`[^`]+`|`` .+? ``) \((?!when )/gm)].map((m) => uncode(m[1])),
    values: [...section.matchAll(/\(when (?:`[^`]+`) is (`[^`]+`|`` .+? ``)\)/g)].map((m) => uncode(m[1])),
  };
}

function twinSection(twin: string, name: string): string {
  const after = twin.split(`\n### ${name} {#${schemaAnchor(name)}}\n`)[1] ?? '';
  return after.split(/\n##+ /)[0];
}

const models: {label: string; model: PageModel}[] = [];

beforeAll(async () => {
  for (const {id} of await listApis(apiReferenceOptions.configFile))
    models.push({label: id, model: (await compileApi(apiReferenceOptions, id)).model});
  const fixtures = {configFile: 'tests/fixtures/openapi/redocly.yaml', restricted: {}};
  for (const id of ['constructs', 'polymorphism', 'discriminated-bodies'])
    models.push({label: `fixture ${id}`, model: (await compileApi(fixtures, id)).model});
  const core = await import('@redocly/openapi-core');
  const config = await core.createConfig({});
  const dir = 'tests/fixtures/corpus';
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const bundled = await core.bundle({ref: path.resolve(dir, file), config, dereference: false});
    const model = buildPageModel('corpus', bundled.bundle.parsed as Record<string, unknown>, {
      file,
      md: markdownToHtml,
      samples: generateSamples,
      warn: () => {},
    });
    models.push({label: `corpus ${file}`, model});
  }
}, 300_000);

describe('the page and its Markdown twin come from one walk', () => {
  it('list the same fields and discriminator values for every schema of every API', () => {
    let schemas = 0;
    let fields = 0;
    let values = 0;
    for (const {label, model} of models) {
      const twin = referenceMarkdown(model, {downloads: []});
      const ctx = renderContext(model.schemas, {}, 'c');
      for (const name of Object.keys(model.schemas).filter((n) => hasEntry(model.schemas[n]))) {
        const page = pageLists(toFragment(renderSchemaEntry(name, ctx)));
        const md = twinLists(twinSection(twin, name));
        expect(md, `${label}: schema ${name}`).toEqual(page);
        schemas += 1;
        fields += page.fields.length;
        values += page.values.length;
      }
    }
    // Not vacuous: the site's APIs have hundreds of schemas and thousands of fields, the fixtures discriminators.
    expect(schemas).toBeGreaterThan(300);
    expect(fields).toBeGreaterThan(2000);
    expect(values).toBeGreaterThan(5);
  });

  it('say the same credentials for every operation, alternatives included', () => {
    let alternatives = 0;
    for (const {label, model} of models) {
      const twin = referenceMarkdown(model, {downloads: []});
      const said = [...twin.matchAll(/^Credentials: (.*)\.$/gm)].map((m) => m[1]);
      const credentials = Object.fromEntries(model.securitySchemes.map((s) => [s.key, s.name ?? s.key]));
      const ops = model.tags.flatMap((t) => t.operations);
      expect(said, label).toHaveLength(ops.length);
      ops.forEach((op, i) => {
        const html = toFragment(renderOperation(op, renderContext(model.schemas, credentials, 'c')));
        const send = /<p class="api-security">Send (.*?) \(see /.exec(html)?.[1];
        if (send === undefined) return;
        expect(said[i].replace(/`/g, ''), `${label}: ${op.method} ${op.path}`).toBe(decode(send));
        if (op.security.length > 1) alternatives += 1;
      });
    }
    expect(alternatives).toBeGreaterThan(0);
  });
});
