import {beforeAll, describe, expect, it} from 'vitest';
import {Collection, type Item} from 'postman-collection';
import {compileApi, listApis, type CompiledApi} from '../../plugins/api-reference/compile';
import {
  buildPostmanCollection,
  finishCollection,
  sandboxServer,
  type PostmanCollection,
} from '../../plugins/api-reference/postman';
import {servedFiles} from '../../plugins/api-reference/options';
import {apiReferenceOptions as SITE} from '../../openapi/site';

describe('sandboxServer', () => {
  it('picks the first server described as Sandbox, else the first', () => {
    expect(
      sandboxServer([
        {url: 'https://a', description: 'Production'},
        {url: 'https://b', description: 'Sandbox (test)'},
      ])?.url,
    ).toBe('https://b');
    expect(
      sandboxServer([
        {url: 'https://a', description: 'Production'},
        {url: 'https://b', description: 'Staging'},
      ])?.url,
    ).toBe('https://a');
    expect(sandboxServer([])).toBeUndefined();
  });
});

describe('finishCollection', () => {
  it('names the API when a request matches no operation', () => {
    const raw: PostmanCollection = {
      info: {name: 'x', schema: ''},
      item: [{name: 'r', request: {method: 'GET', url: {path: ['nope']}}}],
    };
    expect(() => finishCollection(raw, {id: 'demo', servers: [], securitySchemes: [], tags: []})).toThrow(
      /"demo".*GET nope/,
    );
  });
});

describe('Postman collections of every served API', async () => {
  const apis = await listApis(SITE.configFile);
  const compiled = new Map<string, CompiledApi>();
  const collections = new Map<string, PostmanCollection>();
  beforeAll(async () => {
    for (const {id} of apis) {
      const api = await compileApi(SITE, id);
      compiled.set(id, api);
      collections.set(id, await buildPostmanCollection(api.bundled, api.model));
    }
  }, 180_000);

  it('serves provider collections under /provider/ only', () => {
    expect(servedFiles(SITE, 'provider').postman).toBe('/provider/openapi/provider.postman.json');
    expect(servedFiles(SITE, 'toolkit-single-payments').postman).toBe('/openapi/toolkit-single-payments.postman.json');
    expect(servedFiles(SITE, 'toolkit-single-payments').downloads.map((d) => d.format)).toEqual([
      'yaml',
      'json',
      'postman',
    ]);
  });

  it.each(apis.map((a) => a.id))('%s: Postman SDK builds it and it round-trips with every request', (id) => {
    const api = compiled.get(id)!;
    const json = collections.get(id)!;
    const collection = new Collection(json);
    expect(Collection.isCollection(collection)).toBe(true);
    const again = new Collection(JSON.parse(JSON.stringify(collection.toJSON())));
    const ops = api.model.tags.flatMap((t) => t.operations).filter((o) => o.kind === 'operation');
    const seen: Item[] = [];
    again.forEachItem((item) => seen.push(item));
    expect(seen.map((i) => `${i.request.method} /${(i.request.url.path ?? []).join('/')}`).sort()).toEqual(
      ops.map((o) => `${o.method.toUpperCase()} ${o.path.replace(/\{([^}]+)\}/g, ':$1')}`).sort(),
    );
    const server = sandboxServer(api.model.servers)!;
    expect(again.variables.get('baseUrl')).toBe(server.url.replace(/\/$/, ''));
    if (api.model.servers.some((s) => /^sandbox/i.test(s.description ?? '')))
      expect(server.description).toMatch(/^Sandbox/i);
    for (const item of seen) {
      const op = ops.find(
        (o) =>
          `${o.method.toUpperCase()} ${o.path.replace(/\{([^}]+)\}/g, ':$1')}` ===
          `${item.request.method} /${(item.request.url.path ?? []).join('/')}`,
      )!;
      expect(item.request.url.toString()).toMatch(/^\{\{baseUrl\}\}\//);
      for (const key of op.security[0] ?? []) {
        const scheme = api.model.securitySchemes.find((s) => s.key === key)!;
        if (scheme.type === 'apiKey') expect(item.request.headers.get(scheme.name!)).toBe(`{{${key}}}`);
        expect(again.variables.get(key)).toMatch(/^YOUR_/);
      }
      const example = op.requestBody?.content[0]?.examples[0];
      if (example && /json/.test(op.requestBody!.content[0].contentType))
        expect(JSON.parse(item.request.body!.raw!)).toEqual(example.value);
    }
  });
});
