/**
 * Any valid description compiles: a generated example satisfies every keyword of its schema (checked here by
 * an Ajv of the test's own), none is shown when none can be generated (the build warns, naming file#pointer),
 * OpenAPI 3.0 is read as 3.1.
 */
import {describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {buildPageModel} from '../../plugins/api-reference/model';
import {regexSample} from '../../plugins/api-reference/regex-sample';
import {toOpenApi31} from '../../plugins/api-reference/normalize';

type Raw = Record<string, unknown>;

/** A 3.1 description whose one operation answers `schema` (no example), with `components` beside it. */
function describing(schema: unknown, components: Raw = {}, openapi = '3.1.0'): Raw {
  return {
    openapi,
    info: {title: 't', version: '1'},
    paths: {
      '/a': {
        post: {
          operationId: 'postA',
          summary: 's',
          requestBody: {content: {'application/json': {schema}}},
          responses: {'200': {description: 'ok', content: {'application/json': {schema}}}},
        },
      },
    },
    components,
  };
}

function generated(doc: Raw) {
  const warnings: string[] = [];
  const op = buildPageModel('x', doc, {file: 'x.yaml', warn: (m) => warnings.push(m)}).tags[0].operations[0];
  return {
    request: op.requestBody!.content[0].examples[0]?.value,
    response: op.responses[0].content[0].examples[0]?.value,
    warnings,
  };
}

/** The test's own validator: the schema with the document's components, as JSON Schema 2020-12. */
function validates(value: unknown, schema: unknown, components: Raw = {}): boolean {
  const ajv = new Ajv2020({strict: false, multipleOfPrecision: 9});
  addFormats(ajv);
  ajv.addSchema({components}, 'doc');
  const rewritten = JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"doc#/components')) as object;
  return ajv.validate(rewritten, value);
}

describe('generated examples satisfy every keyword', () => {
  const cases: [string, unknown][] = [
    ['pattern', {type: 'string', pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{4}[0-9]{14}$'}],
    ['pattern with lengths', {type: 'string', pattern: '^[a-z0-9-]+$', minLength: 12, maxLength: 14}],
    ['pattern with alternation and groups', {type: 'string', pattern: '^(GBP|EUR)-(?:\\d{3}|[A-F]{2})$'}],
    ['two patterns through allOf', {allOf: [{type: 'string', pattern: '^[a-z]+$'}, {pattern: '^.{5}$'}]}],
    ['date', {type: 'string', format: 'date'}],
    ['date-time', {type: 'string', format: 'date-time'}],
    ['email', {type: 'string', format: 'email', maxLength: 40}],
    ['uri', {type: 'string', format: 'uri'}],
    ['uuid', {type: 'string', format: 'uuid'}],
    [
      'ipv4 and ipv6',
      {
        type: 'object',
        required: ['a', 'b'],
        properties: {a: {format: 'ipv4', type: 'string'}, b: {type: 'string', format: 'ipv6'}},
      },
    ],
    ['string bounds', {type: 'string', minLength: 20, maxLength: 21}],
    ['integer bounds', {type: 'integer', minimum: 5, maximum: 9}],
    ['exclusive bounds', {type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1}],
    ['multipleOf', {type: 'number', multipleOf: 0.01, minimum: 10.001}],
    ['integer multipleOf', {type: 'integer', multipleOf: 25, minimum: 30}],
    [
      'array bounds and uniqueItems',
      {type: 'array', items: {type: 'integer', minimum: 1, maximum: 4}, minItems: 4, uniqueItems: true},
    ],
    ['unique enum items', {type: 'array', items: {enum: ['a', 'b', 'c']}, minItems: 3, maxItems: 3, uniqueItems: true}],
    ['const', {type: 'object', required: ['kind'], properties: {kind: {const: 'refund'}}}],
    ['enum with null', {type: ['string', 'null'], enum: [null, 'x']}],
    [
      'minProperties of a map',
      {type: 'object', additionalProperties: {type: 'string', pattern: '^v\\d$'}, minProperties: 2},
    ],
    [
      'prefixItems and contains',
      {type: 'array', prefixItems: [{type: 'string'}, {type: 'integer'}], contains: {const: true}},
    ],
    [
      'allOf of named parts',
      {
        allOf: [
          {$ref: '#/components/schemas/Named'},
          {required: ['code'], properties: {code: {type: 'string', pattern: '^C\\d{3}$'}}},
        ],
      },
    ],
    [
      'oneOf whose first option cannot be met',
      {
        oneOf: [
          {type: 'string', pattern: '^(?=x)y$'},
          {type: 'integer', multipleOf: 3, minimum: 4},
        ],
      },
    ],
    ['anyOf', {anyOf: [{type: 'string', format: 'date'}, {type: 'integer'}]}],
    [
      'discriminated oneOf',
      {
        oneOf: [{$ref: '#/components/schemas/Card'}, {$ref: '#/components/schemas/Bank'}],
        discriminator: {
          propertyName: 'method',
          mapping: {card: '#/components/schemas/Card', bank: '#/components/schemas/Bank'},
        },
      },
    ],
  ];
  const components = {
    schemas: {
      Named: {type: 'object', required: ['id'], properties: {id: {type: 'string', pattern: '^id_[a-z]{8}$'}}},
      Card: {
        type: 'object',
        required: ['method', 'pan'],
        properties: {method: {type: 'string'}, pan: {type: 'string', pattern: '^\\d{16}$'}},
      },
      Bank: {
        type: 'object',
        required: ['method', 'iban'],
        properties: {method: {type: 'string'}, iban: {type: 'string', pattern: '^GB\\d{2}[A-Z]{4}\\d{14}$'}},
      },
    },
  };
  for (const [name, schema] of cases) {
    it(name, () => {
      const {request, response, warnings} = generated(describing(schema, components));
      expect(warnings).toEqual([]);
      expect(request).toBeDefined();
      expect(validates(request, schema, components), JSON.stringify(request)).toBe(true);
      expect(validates(response, schema, components), JSON.stringify(response)).toBe(true);
    });
  }

  it("keeps openapi-sampler's example where it validates (the pages do not change)", () => {
    const schema = {type: 'object', properties: {id: {type: 'string', example: 'abc'}, n: {type: 'integer'}}};
    expect(generated(describing(schema)).request).toEqual({id: 'abc', n: 0});
  });

  it('shows no example and warns, naming file#pointer, when no value satisfies the schema', () => {
    const schema = {allOf: [{type: 'string'}, {type: 'integer'}]};
    const {request, response, warnings} = generated(describing(schema));
    expect(request).toBeUndefined();
    expect(response).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^x\.yaml#\/paths\/~1a\/post\/requestBody\/content\/application~1json\/schema: no example generated from this schema validates against it \(.*\); the page shows the schema without an example/,
      ),
      expect.stringMatching(/^x\.yaml#\/paths\/~1a\/post\/responses\/200\/content\/application~1json\/schema: /),
    ]);
  });

  it("addresses a $ref'd request body and response where they are written", () => {
    const doc = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {
        '/a': {
          post: {
            operationId: 'postA',
            summary: 's',
            requestBody: {$ref: '#/components/requestBodies/Body'},
            responses: {'200': {$ref: '#/components/responses/Ok'}},
          },
        },
      },
      components: {
        requestBodies: {Body: {content: {'application/json': {schema: {type: 'string', pattern: '^b\\d$'}}}}},
        responses: {
          Ok: {description: 'ok', content: {'application/json': {schema: {type: 'string', pattern: '^r\\d$'}}}},
        },
      },
    };
    const {request, response, warnings} = generated(doc);
    expect(warnings).toEqual([]);
    expect(request).toMatch(/^b\d$/);
    expect(response).toMatch(/^r\d$/);
  });
});

describe('regexSample', () => {
  it('gives a matching string for the patterns descriptions use, within the lengths asked', () => {
    const patterns = [
      '^[a-f0-9]{24}$',
      '^\\d{2}-\\d{2}-\\d{2}$',
      '^\\+?[1-9]\\d{1,14}$',
      '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
      '^(?<y>\\d{4})-\\k<y>$',
      '[\\w.-]+',
      '^\\p{L}+$',
      '^[\\D]{3}$',
      '^\\d+\\.\\d{2}$',
      '^[A-Z]{3}(,[A-Z]{3})*$',
      '^\\u00e9t[\\u00e0-\\u00ff]$',
      '^(?!\\s*$).+',
      '^(?=.*\\d)[a-z0-9]{8}$',
    ];
    for (const pattern of patterns) {
      const text = regexSample(pattern);
      expect(text, pattern).toBeDefined();
      expect(new RegExp(pattern, 'u').test(text!), `${pattern} ${text}`).toBe(true);
      const long = regexSample(pattern, {minLength: 11, maxLength: 30});
      if (long !== undefined) expect([...long].length).toBeGreaterThanOrEqual(11);
    }
    expect(regexSample('^[A-Z]{3}$')).toBe('ABC');
    expect(regexSample('^[A-Z]{3}$', {variant: 1})).not.toBe('ABC');
  });
  it('gives nothing rather than a wrong string for what it does not generate', () => {
    expect(regexSample('^(?=a)b$')).toBeUndefined();
    expect(regexSample('^\\d{3}$', {minLength: 4})).toBeUndefined();
    expect(regexSample('(')).toBeUndefined();
  });
});

describe('OpenAPI 3.0', () => {
  it('is read as 3.1: nullable, boolean exclusive bounds, a nullable $ref', () => {
    const doc = describing(
      {
        type: 'object',
        required: ['amount', 'note', 'owner'],
        properties: {
          amount: {type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: false},
          note: {type: 'string', nullable: true, pattern: '^n\\d$'},
          owner: {$ref: '#/components/schemas/Owner', nullable: true},
          kind: {type: 'string', enum: ['a', 'b'], nullable: true},
          file: {type: 'string', format: 'binary'},
          legacy: {allOf: [{$ref: '#/components/schemas/Owner'}], 'x-nullable': true},
        },
      },
      {schemas: {Owner: {type: 'object', properties: {name: {type: 'string'}}}}},
      '3.0.3',
    );
    const converted = toOpenApi31(doc, 'x.yaml');
    expect(converted).not.toBe(doc);
    expect(doc.openapi).toBe('3.0.3');
    const props = (
      ((converted.paths as Raw)['/a'] as Raw).post as {
        requestBody: {content: Record<string, {schema: {properties: Raw}}>};
      }
    ).requestBody.content['application/json'].schema.properties;
    expect(props.amount).toEqual({type: 'number', exclusiveMinimum: 0, maximum: 10});
    expect(props.note).toEqual({type: ['string', 'null'], pattern: '^n\\d$'});
    expect(props.owner).toEqual({anyOf: [{$ref: '#/components/schemas/Owner'}, {type: 'null'}]});
    expect(props.kind).toEqual({type: ['string', 'null'], enum: ['a', 'b', null]});
    expect(props.legacy).toEqual({anyOf: [{allOf: [{$ref: '#/components/schemas/Owner'}]}, {type: 'null'}]});

    const model = buildPageModel('x', doc, {file: 'x.yaml'});
    const fields = model.tags[0].operations[0].requestBody!.content[0].schema!.properties!;
    expect(fields.find((f) => f.name === 'amount')!.schema).toMatchObject({type: 'number', exclusiveMinimum: 0});
    expect(fields.find((f) => f.name === 'note')!.schema).toMatchObject({type: 'string', nullable: true});
    expect(fields.find((f) => f.name === 'owner')!.schema).toMatchObject({ref: 'Owner', nullable: true});
    expect(fields.find((f) => f.name === 'file')!.schema).toMatchObject({type: 'string', format: 'binary'});
    const {request, warnings} = generated(doc);
    expect(warnings).toEqual([]);
    expect(request).toMatchObject({note: expect.stringMatching(/^n\d$/)});
    expect((request as {amount: number}).amount).toBeGreaterThan(0);
  });
  it('leaves a 3.1 description as it is', () => {
    const doc = describing({type: 'string'});
    expect(toOpenApi31(doc, 'x.yaml')).toBe(doc);
  });
});

describe('schemas that refer to themselves beside other keywords', () => {
  it('end the expansion at the reference (googleapis discovery, AWS Lex: `{$ref: Self, description}`, `{allOf: [Self, …]}`)', () => {
    const doc = describing(
      {$ref: '#/components/schemas/Node'},
      {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              name: {type: 'string'},
              parent: {$ref: '#/components/schemas/Node', description: 'The parent node.'},
              child: {allOf: [{$ref: '#/components/schemas/Node'}, {description: 'The child node.'}]},
            },
          },
        },
      },
    );
    const model = buildPageModel('x', doc, {file: 'x.yaml'});
    const parent = model.schemas.Node.properties!.find((p) => p.name === 'parent')!.schema;
    expect(parent.description).toBe('The parent node.');
    expect(parent.properties!.find((p) => p.name === 'parent')!.schema).toEqual({ref: 'Node'});
    const child = model.schemas.Node.properties!.find((p) => p.name === 'child')!.schema;
    expect(child.description).toBe('The child node.');
    expect(child.properties!.find((p) => p.name === 'child')!.schema).toEqual({ref: 'Node'});
  });
});
