/**
 * One fixture per OpenAPI construct, compiled AND rendered to the HTML the page ships
 * (plugins/api-reference/render.ts), so each test reads what a reader would see.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {compileApi, type CompiledApi} from '../../plugins/api-reference/compile';
import {renderContext, renderOperation, renderSchemaEntry, toFragment} from '../../plugins/api-reference/render';
import {brokenFragmentLinks, fragmentTargets, idsOfPage} from '../../plugins/api-reference/fragment-links';
import {embeddedApis} from '../../plugins/api-reference/reference-pages';
import {SERVER_FRAGMENTS_MODULE, serverFragmentsSource} from '../../plugins/api-reference/server-fragments';
import apiReferencePlugin from '../../plugins/api-reference';
import path from 'node:path';
import {createExampleValidator} from '../../plugins/api-reference/examples';
import {withoutInheritanceLoops} from '../../src/shared/polymorphism';
import {fragmentKey, parseFragments, schemaAnchor, toAnchor} from '../../src/shared/api-reference';
import type {OperationModel} from '../../plugins/api-reference/types';
import {referenceMarkdown} from '../../plugins/api-reference/markdown-twin';

const FIXTURES = {configFile: 'tests/fixtures/openapi/redocly.yaml', restricted: {}};

/** Visible text of some HTML (tags dropped, entities decoded), whitespace folded. */
const textOf = (html: string) =>
  html
    .replace(/<template>[\s\S]*?<\/template>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('polymorphism, references and recursion (rendered)', () => {
  let api: CompiledApi;
  let schema: (name: string) => string;
  let op: (id: string) => OperationModel;
  beforeAll(async () => {
    api = await compileApi(FIXTURES, 'polymorphism');
    const ctx = renderContext(api.model.schemas, {key: 'X-Api-Key'}, 'poly');
    schema = (name) => toFragment(renderSchemaEntry(name, ctx));
    op = (id) => api.model.tags.flatMap((t) => t.operations).find((o) => o.operationId === id)!;
  });

  it('a discriminated parent lists its subtypes once, linked, with the value that selects each', () => {
    const html = schema('Vehicle');
    expect(textOf(html)).toContain('Exactly one of these 2 shapes, chosen by type');
    expect(textOf(html)).toContain('car when type is car');
    expect(html).toContain(`href="#${schemaAnchor('Car')}"`);
    expect(html).toContain(`href="#${schemaAnchor('Bike')}"`);
    // Linked, not expanded again per variant: Car's own field is not inside the parent's entry.
    expect(textOf(html)).not.toContain('doors');
  });

  it('a subtype inheriting the parent through allOf has the fields, not itself as a choice', () => {
    const html = schema('Car');
    expect(textOf(html)).toContain('doors');
    expect(textOf(html)).toContain('secretKey');
    expect(textOf(html)).not.toContain('shapes');
    expect(api.model.schemas.Car.variants).toBeUndefined();
  });

  it('a discriminator with a mapping and no oneOf shows its subtypes', () => {
    const html = schema('Animal');
    expect(textOf(html)).toContain('Exactly one of these 2 shapes, chosen by kind');
    expect(textOf(html)).toContain('dog when kind is dog');
    expect(html).toContain(`href="#${schemaAnchor('Dog')}"`);
    expect(textOf(schema('Dog'))).toContain('barks');
    expect(textOf(schema('Dog'))).not.toContain('shapes');
  });

  it('a deep ref resolves to the property it points at', () => {
    const colour = api.model.schemas.Vehicle.properties!.find((p) => p.name === 'colour')!.schema;
    expect(colour).toMatchObject({type: 'string', enum: ['red', 'green']});
    expect(textOf(schema('Vehicle'))).toMatch(/colour string .*One of: red green/);
  });

  it('a schema recursive through a deep ref ends in a "circular: see X" link, not a stack overflow', () => {
    const html = schema('Part');
    expect(textOf(html)).toMatch(/Circular: see Part ?\./);
    expect(html).toContain(`href="#${schemaAnchor('Part')}"`);
  });

  it('a nullable union renders as one nullable type', () => {
    const nickname = api.model.schemas.Vehicle.properties!.find((p) => p.name === 'nickname')!.schema;
    expect(nickname).toMatchObject({type: 'string', nullable: true});
    expect(textOf(schema('Vehicle'))).toContain('nickname string | null');
  });

  it('allOf with scalar parts stays scalar', () => {
    expect(api.model.schemas.Price).toMatchObject({type: 'string', pattern: '^\\d+\\.\\d{2}$', example: '125.50'});
    expect(textOf(schema('Vehicle'))).toContain('price Price (string)');
  });

  it('generated request examples leave out readOnly fields; response examples leave out writeOnly ones', () => {
    const replace = op('replaceVehicle');
    const request = replace.requestBody!.content[0].examples[0].value as Record<string, unknown>;
    const response = replace.responses[0].content[0].examples[0].value as Record<string, unknown>;
    expect(request).not.toHaveProperty('id');
    expect(request).toHaveProperty('secretKey');
    expect(response).toHaveProperty('id');
    expect(response).not.toHaveProperty('secretKey');
  });

  it('every generated example validates against its schema, and the validator catches a bad one', () => {
    const validate = createExampleValidator(api.bundled);
    const pointer = '/paths/~1vehicles~1{vehicleId}/put/requestBody/content/application~1json/schema';
    expect(
      validate(op('replaceVehicle').requestBody!.content[0].examples[0].value, pointer, 'request'),
    ).toBeUndefined();
    expect(validate({type: 'car', doors: 9}, pointer, 'request')).toMatch(/doors|oneOf/);
    // The polymorphic loop (parent oneOf child, child allOf parent) is cut for validation.
    const flattened = withoutInheritanceLoops(api.bundled) as {
      components: {schemas: Record<string, {allOf?: {$ref?: string}[]}>};
    };
    expect(flattened.components.schemas.Car.allOf?.[0].$ref).toBe('#/components/schemas/Vehicle__inherited');
  });

  it('a path parameter without an example is a readable placeholder in every sample', () => {
    for (const sample of op('replaceVehicle').samples) {
      expect(sample.code, sample.label).toContain('/vehicles/{vehicleId}');
      expect(sample.code, sample.label).not.toContain('%7B');
    }
  });

  it('a form body keeps its fields in the samples, form-encoded in every language', () => {
    const [curl, php, node, python] = op('createAnimal').samples.map((s) => s.code);
    expect(curl).toContain("--data-urlencode 'name=Rex'");
    expect(curl).toContain("--data-urlencode 'legs=4'");
    expect(php).toContain("'name' => 'Rex'");
    expect(php).toContain('CURLOPT_POSTFIELDS => http_build_query($fields)');
    expect(node).toContain("body: new URLSearchParams([\n    ['name', 'Rex'],\n    ['legs', '4'],\n  ]),");
    expect(python).toContain('("name", "Rex"),');
    expect(python).toContain('data=urllib.parse.urlencode(fields).encode()');
    for (const code of [php, node, python]) expect(code).not.toMatch(/application\/json/);
  });

  it('says what it does not render (callbacks, links) and shows every media type', () => {
    const ctx = renderContext(api.model.schemas, {key: 'X-Api-Key'}, 'poly');
    const html = textOf(toFragment(renderOperation(op('replaceVehicle'), ctx)));
    expect(html).toContain('also defines callbacks (vehicleReplaced)');
    expect(html).toContain('Links from this response: GetVehicle');
    expect(html).toContain('application/json');
    expect(html).toContain('application/xml');
  });

  it('lists response headers, referenced or inline, with type, constraints and example, in the page and the twin', () => {
    const ctx = renderContext(api.model.schemas, {key: 'X-Api-Key'}, 'poly');
    const r429 = op('replaceVehicle').responses.find((r) => r.status === '429')!;
    expect(r429.headers?.map((h) => [h.name, h.required])).toEqual([
      ['Retry-After', true],
      ['RateLimit-Remaining', false],
    ]);
    const html = textOf(toFragment(renderOperation(op('replaceVehicle'), ctx)));
    expect(html).toMatch(
      /429 Too many requests\. Headers Retry-After integer .*required.*Seconds to wait\..*Example: 12 RateLimit-Remaining integer/,
    );
    const twin = referenceMarkdown(api.model, {downloads: []});
    expect(twin).toContain('| Header | Type | Required | Description |');
    expect(twin).toMatch(/\| `Retry-After` \| integer \| yes \| Seconds to wait\..*Example: `12`\. \|/);
  });
});

describe('anchors', () => {
  it('a collision between any two ids of a page fails the build naming both', async () => {
    await expect(compileApi(FIXTURES, 'anchor-collision')).rejects.toThrow(
      /#schemas of the "Schemas" section is also the anchor of tag "Schemas"/,
    );
  });
  it('one slug function for operations, tags and schemas', () => {
    expect(toAnchor('createAndProcessSinglePayment')).toBe('create-and-process-single-payment');
    expect(toAnchor('Payment lifecycle')).toBe('payment-lifecycle');
    expect(toAnchor('HTTPError')).toBe('http-error');
    expect(schemaAnchor('VRPConsent')).toBe('schema-vrp-consent');
  });
});

describe('fragments in the built page', () => {
  it('the server bundle gets the public fragments as one module: every fragment, byte for byte', () => {
    const fragments = new Map([
      ['one', ['<p class="x">zero</p>', '<a href="/a?b=1&amp;c=2">"quoted" </a>\u2028</script>']],
    ]);
    const source = serverFragmentsSource(fragments);
    expect(source).toMatch(/^\/\/ Generated .*\nexport default JSON\.parse\(".*"\);\n$/s);
    const literal = /JSON\.parse\((".*")\);/s.exec(source)![1];
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual({one: fragments.get('one')});
    expect(fragmentKey('provider', 3)).toBe('provider:3');
  });
  it('hands the server bundle the public references only, in place of the empty module the browser gets', async () => {
    const options = {...FIXTURES, restricted: {polymorphism: '/x'}};
    const plugin = apiReferencePlugin({siteDir: process.cwd(), siteConfig: {url: 'https://x.test/'}} as never, options);
    let written = '';
    const createData = async (name: string, data: string) => {
      written = data;
      return `/generated/${name}`;
    };
    await plugin.contentLoaded!({content: ['constructs', 'polymorphism'], actions: {createData}} as never);
    const modules = JSON.parse(JSON.parse(/JSON\.parse\((".*")\);/s.exec(written)![1]) as string) as object;
    expect(Object.keys(modules)).toEqual(['constructs']);
    expect(modules).toEqual({constructs: (await compileApi(options, 'constructs')).emitted.fragments});
    class Replacement {
      constructor(
        readonly test: RegExp,
        readonly replacement: string,
      ) {}
    }
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}};
    const server = plugin.configureWebpack!({} as never, true, utils as never, {} as never) as {plugins?: unknown[]};
    expect(server.plugins).toEqual([new Replacement(SERVER_FRAGMENTS_MODULE, '/generated/server-fragments.js')]);
    const client = plugin.configureWebpack!({} as never, false, utils as never, {} as never) as {plugins?: unknown[]};
    expect(client.plugins).toBeUndefined();
    expect(SERVER_FRAGMENTS_MODULE.test(path.resolve('src/components/ApiReference/serverFragments.ts'))).toBe(true);
  });
  it('finds which API a page embeds from its source (a literal id on its own line)', () => {
    expect(embeddedApis('# Title\n\n<ApiReference id="partner-merchants" />\n')).toEqual(['partner-merchants']);
    expect(embeddedApis('Write `<ApiReference id="x" />` in a sentence.')).toEqual([]);
  });
  it("reads a fragment's links and ids by parsing it, quoted, unquoted or entity-escaped", () => {
    expect(
      fragmentTargets([
        '<h4 id="a">A</h4><a href="/guide?x=1&amp;y=2#refunds">r</a>',
        "<div id=b><a href='#a'>a</a></div>",
      ]),
    ).toEqual({
      links: [
        {fragment: 0, href: '/guide?x=1&y=2#refunds'},
        {fragment: 1, href: '#a'},
      ],
      ids: ['a', 'b'],
    });
    expect(idsOfPage('<!doctype html><html><body><h2 id=refunds>R</h2><div id="x"></div></body></html>')).toEqual(
      new Set(['refunds', 'x']),
    );
  });
  it('finds broken links inside fragments: missing anchors, pages and anchors on other pages', () => {
    const pages: Record<string, Set<string> | null> = {
      '/guide': idsOfPage('<h2 id=refunds>Refunds</h2>'),
      '/provider/api': null,
    };
    const {links} = fragmentTargets([
      '<a href="#schema-a">A</a><a href="#schema-missing">?</a>',
      '<a href="/guide#refunds">ok</a><a href="/guide#nope">bad</a><a href="/nowhere">bad</a><a href="https://example.org">ext</a><a href="/provider/api#x">locked</a>',
    ]);
    const problems = brokenFragmentLinks('x', links, {ownIds: new Set(['schema-a']), page: (p) => pages[p]});
    expect(problems).toEqual([
      'x fragment 0: link to #schema-missing, but the page has no such id',
      'x fragment 1: link to /guide#nope, but that page has no id "nope"',
      'x fragment 1: link to /nowhere, but the site has no /nowhere',
    ]);
  });
  it('parses the fragments file strictly', () => {
    expect(parseFragments('["<p>a</p>"]')).toEqual(['<p>a</p>']);
    expect(() => parseFragments('{"a":1}')).toThrow(/JSON array of strings/);
  });
});

describe('polymorphic request bodies without examples (discriminator semantics)', () => {
  let api: CompiledApi;
  const spec = () => api.bundled as {components: {schemas: Record<string, {discriminator?: {mapping?: object}}>}};
  const generated = (id: string) =>
    api.model.tags
      .flatMap((t) => t.operations)
      .find((o) => o.operationId === id)!
      .requestBody!.content[0].examples.find((e) => e.name === 'generated')!.value as Record<string, unknown>;
  beforeAll(async () => {
    api = await compileApi(FIXTURES, 'discriminated-bodies');
  });

  it('a mapped discriminator: the example is the first shape, with the mapping key that selects it', () => {
    const mapping = spec().components.schemas.Pet.discriminator!.mapping as Record<string, string>;
    const [firstKey, firstTarget] = Object.entries(mapping)[0];
    const value = generated('createPet');
    expect(value.petType).toBe(firstKey);
    // The first shape's own fields are there, and the body validates with discriminator semantics.
    expect(firstTarget).toMatch(/Cat$/);
    expect(Object.keys(value)).toContain('huntingSkill');
    const validate = createExampleValidator(api.bundled);
    const pointer = '#/components/schemas/Pet';
    expect(validate(value, pointer, 'request')).toBeUndefined();
    // Any other tag value is refused, naming the tag; a shape chosen by its value must hold.
    expect(validate({...value, petType: 'string'}, pointer, 'request')).toMatch(/tag "petType"/);
    expect(validate({petType: 'dog', name: 'Rex', packSize: -1}, pointer, 'request')).toMatch(/packSize/);
  });

  it('an inline union without a mapping: the value is the schema name', () => {
    expect(generated('createShape').kind).toBe('Circle');
  });

  it('code samples are built from the generated bodies', () => {
    const op = api.model.tags.flatMap((t) => t.operations).find((o) => o.operationId === 'createPet')!;
    const curl = op.samples.find((s) => s.lang === 'bash' || /curl/i.test(s.label))!;
    expect(curl.code).toContain('"petType": "cat"');
  });
});
