import {beforeAll, describe, expect, it, vi} from 'vitest';
import logger from '@docusaurus/logger';
import * as core from '@redocly/openapi-core';
import {sourceLocator} from '../../plugins/api-reference/source-location';
import {compileApi, listApis, SpecLintError, type CompiledApi} from '../../plugins/api-reference/compile';
import {buildPageModel, toAnchor} from '../../plugins/api-reference/model';
import {emitReference} from '../../plugins/api-reference/emit';
import {buildRequest, placeholderFor} from '../../plugins/api-reference/samples';
import remarkApiReference from '../../plugins/api-reference/remark';
import {constraints, expand, hasChildren, linkedSchema, typeLabel} from '../../plugins/api-reference/format';
import {schemaAnchor} from '../../src/shared/api-reference';
import type {OperationModel, SchemaNode} from '../../plugins/api-reference/types';
import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

const FIXTURES = {configFile: 'tests/fixtures/openapi/redocly.yaml', restricted: {}};
const SITE = {configFile: 'openapi/redocly.yaml', restricted: {provider: '/provider'}};

describe('schema constructs fixture', () => {
  let api: CompiledApi;
  let op: OperationModel;
  beforeAll(async () => {
    api = await compileApi(FIXTURES, 'constructs');
    op = api.model.tags[0].operations[0];
  });

  it('reads info, servers, security and tags', () => {
    expect(api.model).toMatchObject({
      title: 'Schema constructs fixture',
      version: '2.0.0',
      servers: [{url: 'https://api.example.test/v1'}],
    });
    expect(api.model.securitySchemes).toEqual([
      {
        key: 'key',
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Key',
        description: 'Your API key.',
        descriptionMarkdown: 'Your API key.',
      },
    ]);
    expect(api.model.tags.map((t) => t.name)).toEqual(['Pets']);
    expect(op).toMatchObject({
      anchor: 'update-pet',
      operationId: 'updatePet',
      method: 'POST',
      path: '/pets/{petId}',
      security: [['key']],
    });
  });

  it('merges path-level and operation parameters with their constraints', () => {
    expect(op.parameters.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual([
      'path:petId:true',
      'query:dryRun:false',
      'header:X-Request-Id:false',
    ]);
    expect(op.parameters[0].schema.pattern).toBe('^[a-f0-9]{24}$');
    expect(op.parameters[1].schema.default).toBe(false);
    expect(op.parameters[2].schema.format).toBe('uuid');
  });

  it('keeps oneOf as labelled alternatives with the discriminator', () => {
    const pet = api.model.schemas.Pet;
    expect(pet.variants?.kind).toBe('oneOf');
    expect(pet.variants?.options.map((o) => o.label)).toEqual(['dog', 'cat']);
    expect(pet.variants?.discriminator).toEqual({
      propertyName: 'kind',
      mapping: {dog: '#/components/schemas/Dog', cat: '#/components/schemas/Cat'},
    });
  });

  it('merges allOf into one object with required unioned', () => {
    const dog = api.model.schemas.Dog;
    expect(dog.type).toBe('object');
    expect(dog.properties?.map((p) => p.name)).toEqual([
      'kind',
      'name',
      'id',
      'secret',
      'nickname',
      'tags',
      'owner',
      'barkVolume',
    ]);
    const byName = Object.fromEntries(dog.properties!.map((p) => [p.name, p]));
    expect(byName.kind.required).toBe(true);
    expect(byName.barkVolume.required).toBe(false);
    expect(byName.barkVolume.schema).toMatchObject({minimum: 1, maximum: 10});
    expect(byName.name.schema).toMatchObject({minLength: 1, maxLength: 50});
    expect(byName.id.schema.readOnly).toBe(true);
    expect(byName.secret.schema.writeOnly).toBe(true);
    expect(byName.nickname.schema).toMatchObject({type: 'string', nullable: true});
    expect(byName.tags.schema).toMatchObject({type: 'array', minItems: 0, maxItems: 5, items: {type: 'string'}});
    expect(byName.kind.schema.enum).toEqual(['dog', 'cat']);
    expect(byName.kind.schema.enumDescriptions?.dog).toBe('A <strong>dog</strong>.');
    expect(api.model.schemas.Cat.properties?.find((p) => p.name === 'lives')?.schema.exclusiveMaximum).toBe(10);
  });

  it('keeps anyOf alternatives with titles and nested defaults', () => {
    const owner = api.model.schemas.Dog.properties!.find((p) => p.name === 'owner')!.schema;
    expect(owner.variants?.kind).toBe('anyOf');
    expect(owner.variants?.options.map((o) => o.label)).toEqual(['Owner id', 'Owner']);
    const city = owner.variants!.options[1].schema.properties![0].schema.properties![0].schema;
    expect(city.default).toBe('London');
  });

  it('keeps recursive schemas as references and the renderer cuts the cycle', () => {
    const tree = api.model.schemas.TreeNode;
    expect(tree.properties?.[1].schema).toEqual({type: 'array', items: {ref: 'TreeNode'}});
    expect(expand({ref: 'TreeNode'}, api.model.schemas, ['TreeNode']).circular).toBe('TreeNode');
    expect(expand({ref: 'TreeNode'}, api.model.schemas, []).node.properties).toHaveLength(2);
  });

  it('collects examples, responses, errors and webhooks', () => {
    expect(op.requestBody).toMatchObject({required: true, content: [{contentType: 'application/json'}]});
    expect(op.requestBody?.content[0].examples[0]).toMatchObject({
      name: 'updatePet-dog',
      summary: 'A dog',
      value: {kind: 'dog', name: 'Rex'},
    });
    expect(op.responses.map((r) => r.status)).toEqual(['200', '404']);
    expect(op.responses[1].content[0]).toMatchObject({contentType: 'text/plain', examples: [{value: 'Not Found'}]});
    expect(api.model.errors).toEqual([
      {status: '404', description: 'Not found.', descriptionMarkdown: 'Not found.', example: 'Not Found'},
    ]);
    expect(api.model.webhooks).toHaveLength(1);
    expect(api.model.webhooks[0]).toMatchObject({
      kind: 'webhook',
      anchor: 'webhook-pet-adopted',
      path: 'pet.adopted',
      samples: [],
    });
  });

  it('generates code samples in four languages with credentials from the environment', () => {
    expect(op.samples.map((s) => s.label)).toEqual(['curl', 'PHP', 'Node.js', 'Python']);
    expect(op.samples.map((s) => s.lang)).toEqual(['bash', 'php', 'javascript', 'python']);
    // No sandbox server in this fixture: the first server is the default base URL.
    expect(op.samples[0].code).toContain(
      '"${FERNPAY_BASE_URL:-https://api.example.test/v1}/pets/6650f1c2a9d3e4b5c6d7e8f9"',
    );
    expect(op.samples[0].code).toContain('-H "X-Api-Key: $FERNPAY_API_KEY"');
    expect(op.samples[3].code).toContain('"X-Api-Key": os.environ["FERNPAY_API_KEY"]');
    expect(op.samples[3].code).toContain('urllib.request.urlopen(request)');
    // The Postman collection still uses placeholders.
    expect(placeholderFor('X-Terminal-Secret')).toBe('YOUR_TERMINAL_SECRET');
  });

  it('emits real headings with stable ids inside the scope element', () => {
    const {nodes, fragments, anchors, tocBadges} = emitReference(api.model, {
      downloads: [],
      fragmentsUrl: '/openapi/constructs.fragments.json',
    });
    const [scope] = nodes;
    expect(scope.type === 'mdxJsxFlowElement' && scope.name).toBe('ApiFragments');
    // Each tag with a description, operation, webhook and schema entry is one `.api-block` element (skipped by layout while off screen).
    const top = scope.type === 'mdxJsxFlowElement' ? scope.children : [];
    const isDiv = (n: RootContent): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement' && n.name === 'div';
    const classOf = (n: MdxJsxFlowElement) =>
      String(n.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'className')?.value);
    const blocks = top.filter(isDiv);
    // The introduction's own sections (authentication headers, error statuses) are blocks too.
    expect(blocks.map(classOf)).toEqual([
      'api-block api-block--intro',
      'api-block api-block--intro',
      'api-block api-block--tag',
      'api-block api-block--operation',
      'api-block api-block--webhook',
      'api-block api-block--schema',
      'api-block api-block--schema',
      'api-block api-block--schema',
      'api-block api-block--schema',
    ]);
    // Everything inside the blocks, in document order (an operation's head, aside and main are divs of their own).
    const flat = (list: RootContent[]): RootContent[] => list.flatMap((n) => (isDiv(n) ? flat(n.children) : [n]));
    for (const b of blocks) expect(flat(b.children)[0].type).toBe('heading');
    // An operation: its heading and endpoint line, then its aside (samples, examples), then its prose and fields.
    const operation = blocks.find((b) => classOf(b).endsWith('--operation'))!;
    expect(operation.children.filter(isDiv).map(classOf)).toEqual(['api-op-head', 'api-op-aside', 'api-op-main']);
    const children = flat(top);
    const headings = children.flatMap((n) =>
      n.type === 'heading' ? [`${n.depth}:${String(n.data?.hProperties?.id)}`] : [],
    );
    expect(headings).toEqual([
      '2:introduction',
      '3:security-schemes',
      '3:error-statuses',
      '2:pets',
      '3:update-pet',
      '2:webhooks',
      '3:webhook-pet-adopted',
      '2:schemas',
      '3:schema-cat',
      '3:schema-dog',
      '3:schema-pet',
      '3:schema-tree-node',
    ]);
    // Headings are plain text (the summary); the method badge of each operation's and webhook's
    // table-of-contents entry is returned beside them (src/docusaurus/toc-badges.ts puts it in the entry).
    const textOf = (id: string) =>
      children.flatMap((n) => (n.type === 'heading' && n.data?.hProperties?.id === id ? [n.children] : []));
    expect(textOf('update-pet')).toEqual([[{type: 'text', value: 'Update a pet'}]]);
    expect(textOf('webhook-pet-adopted')).toEqual([[{type: 'text', value: 'Pet adopted'}]]);
    expect(tocBadges).toEqual([
      {id: 'update-pet', label: 'POST'},
      {id: 'webhook-pet-adopted', label: 'EVENT'},
    ]);
    expect(anchors).toEqual(expect.arrayContaining(headings.map((h) => h.slice(2))));
    // Every placeholder points at a fragment, and the page itself carries no fragment HTML.
    const placeholders = children.flatMap((n) =>
      n.type === 'mdxJsxFlowElement' && n.name === 'ApiHtml'
        ? [n.attributes.map((a) => ('value' in a ? a.value : '')).join()]
        : [],
    );
    expect(placeholders).toEqual(fragments.map((_, i) => String(i)));
    expect(JSON.stringify(nodes)).not.toContain('api-operation');
  });

  it('writes a restricted reference as HTML only: the page keeps its headings for the table of contents', () => {
    const dynamic = emitReference(api.model, {downloads: [], fragmentsUrl: '/x/openapi/constructs.fragments.json'});
    const {nodes, fragments, anchors} = emitReference(api.model, {
      downloads: [],
      fragmentsUrl: '/x/openapi/constructs.fragments.json',
      staticHtml: true,
    });
    const [scope] = nodes;
    const top = scope.type === 'mdxJsxFlowElement' ? scope.children : [];
    const [toc, ...rest] = top;
    // <ApiToc> first, with every heading of the page version in order, then one placeholder per fragment and nothing else.
    expect(toc.type === 'mdxJsxFlowElement' && toc.name).toBe('ApiToc');
    const ids = (list: unknown[]) => JSON.stringify(list).match(/"id":"[^"]+"/g);
    expect(ids(toc.type === 'mdxJsxFlowElement' ? toc.children : [])).toEqual(ids(dynamic.nodes));
    expect(
      rest.map((n) =>
        n.type === 'mdxJsxFlowElement'
          ? `${n.name}:${n.attributes.map((a) => ('value' in a ? a.value : '')).join()}`
          : n.type,
      ),
    ).toEqual(fragments.map((_, i) => `ApiHtml:${i}`));
    // The fragments hold the headings as Docusaurus writes them, the entries as blocks, and the page's fragments.
    const html = fragments.join('');
    expect(html).toContain('<h3 id="update-pet" class="anchor api-anchor">');
    expect(html).toContain('<a href="#update-pet" class="hash-link" aria-label="Direct link to');
    expect(html.match(/<div class="api-block[ "]/g)).toHaveLength(9);
    for (const fragment of dynamic.fragments) expect(html).toContain(fragment);
    // Entries are whole fragments, so one can be inserted at a time.
    for (const fragment of fragments.filter((f) => f.startsWith('<div class="api-block')))
      expect(fragment.endsWith('</div>')).toBe(true);
    expect(anchors).toEqual(dynamic.anchors);
    // The first fragments also travel in the page itself (the first screen does not wait for the fetch).
    const props =
      scope.type === 'mdxJsxFlowElement'
        ? Object.fromEntries(scope.attributes.map((a) => ['name' in a ? a.name : '', a.value]))
        : {};
    const head = JSON.parse(String(props.head)) as string[];
    expect(head.length).toBeGreaterThan(0);
    expect(head).toEqual(fragments.slice(0, head.length));
    expect(
      dynamic.nodes[0].type === 'mdxJsxFlowElement' &&
        dynamic.nodes[0].attributes.some((a) => 'name' in a && a.name === 'head'),
    ).toBe(false);
  });
});

describe('invalid specs fail with the file and JSON pointer', () => {
  it('rejects an example that breaks its schema', async () => {
    const error = await compileApi(FIXTURES, 'invalid-example').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecLintError);
    const message = (error as Error).message;
    expect(message).toContain(
      'tests/fixtures/openapi/invalid-example/openapi.yaml#/paths/~1payments/post/requestBody/content/application~1json/example',
    );
    expect(message).toContain('no-invalid-media-type-examples');
  });
  it("names the $ref'd file an error is in, and the pointer inside that file", async () => {
    const error = await compileApi(FIXTURES, 'ref-error').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecLintError);
    expect((error as SpecLintError).problems).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/openapi\/ref-error\/paths\/payments\.yaml#\/post\/requestBody\/content\/application~1json\/example\/amount: .*must match pattern.* \[no-invalid-media-type-examples\]$/,
      ),
    ]);
  });
  it("a model warning names the file the part is written in, through every $ref (not the bundle's pointer)", async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      await compileApi(FIXTURES, 'ref-warning');
      // (Redocly's own warning, overlapping oneOf shapes, names that file too.)
      const model = warn.mock.calls.map((c) => String(c[0])).filter((m) => !m.endsWith(']'));
      expect(model).toEqual([
        expect.stringMatching(
          /^\[api-reference\] ref-warning: tests\/fixtures\/openapi\/ref-warning\/schemas\/Code\.yaml#: no example generated from this schema validates/,
        ),
      ]);
    } finally {
      warn.mockRestore();
    }
    const locate = sourceLocator(core, 'tests/fixtures/openapi/ref-error/openapi.yaml');
    expect(locate('#/paths/~1payments/post/requestBody/content/application~1json/schema/properties/amount')).toEqual({
      file: 'tests/fixtures/openapi/ref-error/schemas/Payment.yaml',
      pointer: '/properties/amount',
    });
    expect(locate('/paths/~1payments/post/responses/200')).toEqual({
      file: 'tests/fixtures/openapi/ref-error/paths/payments.yaml',
      pointer: '/post/responses/200',
    });
    // A part the bundler moved (not on the sources' own path) keeps the root file and the pointer.
    expect(locate('/components/schemas/Payment')).toEqual({
      file: 'tests/fixtures/openapi/ref-error/openapi.yaml',
      pointer: '/components/schemas/Payment',
    });
  });
  it('fails the page build (the remark step) naming the page, the spec file and the pointer', async () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'ApiReference',
          attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'invalid-example'}],
          children: [],
        },
      ],
    };
    const run = remarkApiReference(FIXTURES);
    const failure = run(tree as never, {path: 'docs/x/api-requests.mdx', data: {}});
    await expect(failure).rejects.toThrow(
      /docs\/x\/api-requests\.mdx: cannot build the API reference "invalid-example":[\s\S]*invalid-example\/openapi\.yaml#\/paths\/~1payments\/post\/requestBody\/content\/application~1json\/example\/amount/,
    );
    // The compiler's own error is kept as the cause (Docusaurus' logger prints it).
    expect(((await failure.catch((e: unknown) => e)) as Error).cause).toBeInstanceOf(SpecLintError);
  });
  it('replaces <ApiReference> in a page with the compiled reference', async () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'ApiReference',
          attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'constructs'}],
          children: [],
        },
      ],
    };
    const file = {path: 'x.mdx', data: {}};
    await remarkApiReference(FIXTURES)(tree as never, file);
    expect(tree.children).toHaveLength(1);
    expect(tree.children[0].name).toBe('ApiFragments');
    // The page's file carries the method badges of its table of contents for remarkTocBadges.
    expect(file.data).toEqual({
      tocBadges: [
        {id: 'update-pet', label: 'POST'},
        {id: 'webhook-pet-adopted', label: 'EVENT'},
      ],
    });
  });
  it('fails on an operation without an operationId by the house lint rule; the compiler anchors it by method and path', async () => {
    await expect(compileApi(FIXTURES, 'missing-operation-id')).rejects.toThrow(
      /missing-operation-id\/openapi\.yaml#\/paths\/~1things\/post\/operationId: .*operationId.* \[operation-operationId\]/,
    );
    const doc = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {
        '/pets/{petId}': {get: {summary: 's', responses: {}}, delete: {summary: 'd', responses: {}}},
        '/pets/pet-id': {get: {summary: 'same anchor', responses: {}}},
      },
    };
    const ops = buildPageModel('x', doc, {file: 'x.yaml'}).tags.flatMap((t) => t.operations);
    expect(ops.map((o) => [o.anchor, o.operationId])).toEqual([
      ['get-pets-pet-id', undefined],
      ['delete-pets-pet-id', undefined],
      ['get-pets-pet-id-2', undefined],
    ]);
  });
  it('names an unknown API id', async () => {
    await expect(compileApi(FIXTURES, 'nope')).rejects.toThrow(
      /"nope" is not listed in tests\/fixtures\/openapi\/redocly\.yaml \(known: constructs, invalid-example, polymorphism, anchor-collision, discriminated-bodies, missing-operation-id, ref-error, ref-warning\)/,
    );
  });
  it('rejects documents the model cannot use, naming the pointer', () => {
    expect(() => buildPageModel('x', {openapi: '3.2.0', info: {title: 't'}}, {file: 'x.yaml'})).toThrow(
      'x.yaml#/openapi: expected openapi 3.0.x or 3.1.x, found "3.2.0"',
    );
    expect(() => buildPageModel('x', {swagger: '2.0', info: {title: 't'}}, {file: 'x.yaml'})).toThrow(
      'x.yaml#/swagger: expected openapi 3.0.x or 3.1.x, found undefined (a Swagger 2.0 description: convert it to OpenAPI 3)',
    );
    // `summary` is optional in OpenAPI (the house lint requires it): the heading falls back to the operationId, or method and path.
    const noSummary = {openapi: '3.1.0', info: {title: 't', version: '1'}, paths: {'/a': {get: {responses: {}}}}};
    expect(buildPageModel('x', noSummary, {file: 'x.yaml'}).tags[0].operations[0].summary).toBe('GET /a');
    const dangling = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {
        '/a': {get: {operationId: 'getA', summary: 's', responses: {'200': {$ref: '#/components/responses/Missing'}}}},
      },
    };
    expect(() => buildPageModel('x', dangling, {file: 'x.yaml'})).toThrow(
      'x.yaml#/paths/~1a/get/responses/200: $ref "#/components/responses/Missing" does not resolve',
    );
  });
});

describe('examples', () => {
  it('generates an example from the schema when a media type has none', () => {
    const doc = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {
        '/a': {
          get: {
            operationId: 'getA',
            summary: 's',
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        id: {type: 'string', example: 'abc'},
                        page: {type: 'integer', default: 1},
                        status: {type: 'string', enum: ['draft', 'sent']},
                        tags: {type: 'array', items: {type: 'string', example: 'x'}},
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const model = buildPageModel('x', doc, {file: 'x.yaml'});
    expect(model.tags[0].operations[0].responses[0].content[0].examples).toEqual([
      {
        name: 'generated',
        summary: 'Generated from the schema',
        value: {id: 'abc', page: 1, status: 'draft', tags: ['x']},
      },
    ]);
  });
});

describe('formatting helpers', () => {
  it('describes constraints in plain words', () => {
    expect(constraints({minLength: 1, maxLength: 12, pattern: '^[A-Za-z0-9-]+$'})).toEqual([
      '1–12 characters',
      'pattern ^[A-Za-z0-9-]+$',
    ]);
    expect(constraints({minLength: 6, maxLength: 6})).toEqual(['exactly 6 characters']);
    expect(constraints({maxLength: 1000, default: 25, readOnly: true})).toEqual([
      'at most 1000 characters',
      'default 25',
      'read-only',
    ]);
    expect(constraints({minimum: 1, maximum: 100, minItems: 1})).toEqual(['at least 1 items', '≥ 1', '≤ 100']);
  });
  it('labels types, arrays, refs, formats and nullability', () => {
    const schemas: Record<string, SchemaNode> = {
      Note: {type: 'object', properties: []},
      Status: {type: 'string', enum: ['a']},
    };
    expect(typeLabel({type: 'string', format: 'date-time', nullable: true}, schemas)).toBe('string <date-time> | null');
    expect(typeLabel({type: 'array', items: {ref: 'Note'}}, schemas)).toBe('array of Note');
    expect(typeLabel({ref: 'Status'}, schemas)).toBe('Status (string)');
    expect(typeLabel({type: 'object', additionalProperties: {type: 'integer'}}, schemas)).toBe('map of integer');
    expect(hasChildren({type: 'array', items: {type: 'string'}})).toBe(false);
    expect(hasChildren({type: 'array', items: {ref: 'Note'}})).toBe(true);
  });
  it('links named object schemas to their single entry', () => {
    const schemas: Record<string, SchemaNode> = {
      Note: {type: 'object', properties: [{name: 'text', required: true, schema: {type: 'string'}}]},
      Amount: {type: 'string'},
    };
    expect(linkedSchema({ref: 'Note'}, schemas)).toBe('Note');
    expect(linkedSchema({type: 'array', items: {ref: 'Note'}}, schemas)).toBe('Note');
    expect(linkedSchema({ref: 'Amount'}, schemas)).toBeUndefined();
    expect(schemaAnchor('SinglePaymentResponse')).toBe('schema-single-payment-response');
  });
  it('turns operation ids into anchors', () => {
    expect(toAnchor('createAndProcessSinglePayment')).toBe('create-and-process-single-payment');
    expect(toAnchor('single-payments.status-update')).toBe('single-payments-status-update');
  });
});

describe('Partner single-payments spec', () => {
  let api: CompiledApi;
  beforeAll(async () => {
    api = await compileApi(SITE, 'partner-single-payments');
  });
  it('is listed in openapi/redocly.yaml', async () => {
    expect((await listApis('openapi/redocly.yaml')).map((a) => a.id)).toContain('partner-single-payments');
  });
  it('documents every call of spec §7 and both webhooks', () => {
    const calls = api.model.tags.flatMap((t) => t.operations.map((o) => `${o.method} ${o.path}`)).sort();
    expect(calls).toEqual(
      [
        'POST /{companyId}/payments/single/create',
        'POST /{companyId}/payments/single/create-and-process',
        'GET /{companyId}/payments/single/{id}',
        'GET /{companyId}/payments/single/list',
        'POST /{companyId}/payments/single/{id}/edit',
        'POST /{companyId}/payments/single/{id}/process',
        'PATCH /{companyId}/payments/single/{id}/cancel',
        'DELETE /{companyId}/payments/single/{id}/delete',
        'POST /{companyId}/payments/single/{id}/refund',
        'POST /{companyId}/payments/single/{id}/notes/attach',
        'POST /{companyId}/payments/single/{id}/notes/{noteId}/edit',
        'DELETE /{companyId}/payments/single/{id}/notes/{noteId}/delete',
      ].sort(),
    );
    expect(api.model.webhooks.map((w) => w.path).sort()).toEqual([
      'single-payments.data-api-check',
      'single-payments.status-update',
    ]);
  });
  it('requires both terminal headers on every call', () => {
    expect(api.model.securitySchemes.map((s) => s.name).sort()).toEqual(['X-Terminal-Id', 'X-Terminal-Secret']);
    for (const op of api.model.tags.flatMap((t) => t.operations)) {
      expect(op.security[0]?.length, op.anchor).toBe(2);
      expect(
        op.responses.map((r) => r.status),
        op.anchor,
      ).toEqual(expect.arrayContaining(['401', '403', '404', '500']));
      expect(op.samples).toHaveLength(4);
    }
  });
  it('carries the Payment fields, statuses and validation of the spec', () => {
    const payment = api.model.schemas.SinglePayment;
    const names = payment.properties!.map((p) => p.name);
    for (const field of [
      'id',
      'reference',
      'amount',
      'customerEmailCC',
      'qrCodeData',
      'refundPayeeAccount',
      'dataApiCheckStatus',
      'externalReference',
      'customRedirectUrl',
      'integration',
    ]) {
      expect(names).toContain(field);
    }
    const statuses = expand({ref: 'PaymentStatus'}, api.model.schemas, []).node.enum;
    expect(statuses).toEqual([
      'draft',
      'sent',
      'paid',
      'rejected',
      'cancelled',
      'overdue',
      'pending',
      'refund_started',
      'refund_rejected',
      'refunded',
      'partial_refund',
    ]);
    // Partners may create payments with fernpay_ob or fernpay_ob_qr only.
    const create = api.model.tags.flatMap((t) => t.operations).find((o) => o.operationId === 'createSinglePayment')!;
    const body = expand(create.requestBody!.content[0].schema!, api.model.schemas, []).node;
    const method = body.properties!.find((p) => p.name === 'paymentMethod')!.schema;
    expect(expand(method, api.model.schemas, []).node.enum).toEqual(['fernpay_ob', 'fernpay_ob_qr']);
    const list = api.model.tags.flatMap((t) => t.operations).find((o) => o.path.endsWith('/list'))!;
    const page = list.parameters.find((p) => p.name === 'page')!;
    const limit = list.parameters.find((p) => p.name === 'limit')!;
    expect(expand(page.schema, api.model.schemas, []).node.default).toBe(1);
    expect(expand(limit.schema, api.model.schemas, []).node.default).toBe(25);
  });
  it('builds requests from the examples, against the sandbox server', () => {
    const op = api.model.tags.flatMap((t) => t.operations).find((o) => o.operationId === 'refundSinglePayment')!;
    const req = buildRequest(op, api.model);
    expect(req.baseUrl).toBe('https://sandbox-api.fernpay.example/partner/v1');
    expect(req.pathAndQuery).toMatch(/^\/[0-9a-f]{24}\/payments\/single\/[0-9a-f]{24}\/refund$/);
    expect(req.body?.kind === 'json' && req.body.value).toHaveProperty('payeeAccountInfo');
  });
});
