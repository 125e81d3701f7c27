// A synthetic OpenAPI 3.1 description of a given size, for measuring how the reference page
// scales: nested objects, arrays of objects, enums, oneOf with discriminators and allOf
// inheritance, with a documented example for every response and every request body but the
// polymorphic update bodies, which have none (the compiler generates and validates them).
//   node scripts/bench/synthetic-spec.mjs OPERATIONS SCHEMAS > spec.json
const words = [
  'ledger',
  'mandate',
  'payout',
  'invoice',
  'refund',
  'account',
  'customer',
  'transfer',
  'statement',
  'consent',
  'merchant',
  'terminal',
];
const pascal = (s) => s.replace(/(^|[-_ ])(\w)/g, (_, __, c) => c.toUpperCase());

export function syntheticSpec(operations = 100, schemaCount = 150) {
  const schemas = {};
  const families = Math.max(1, Math.floor(schemaCount / 6));
  const names = [];
  for (let f = 0; f < families; f += 1) {
    const base = `${pascal(words[f % words.length])}${f}`;
    const kinds = ['standard', 'express', 'scheduled'];
    // Parent with a discriminator, three subtypes inheriting it through allOf, a nested line item and a status enum.
    schemas[`${base}Status`] = {
      type: 'string',
      description: `Status of a ${base}.`,
      enum: ['draft', 'pending', 'active', 'completed', 'failed'],
      example: 'pending',
    };
    schemas[`${base}Line`] = {
      type: 'object',
      description: `One line of a ${base}.`,
      required: ['sku', 'quantity'],
      properties: {
        sku: {type: 'string', description: 'Stock keeping unit.', maxLength: 32, example: `SKU-${f}`},
        quantity: {type: 'integer', description: 'How many.', minimum: 1, example: 2},
        amount: {
          type: 'string',
          description: 'Line amount, two decimals.',
          pattern: '^\\d+\\.\\d{2}$',
          example: '12.50',
        },
        address: {
          type: 'object',
          description: 'Delivery address.',
          properties: {
            line1: {type: 'string', description: 'First line.', example: '14 Larch Row'},
            city: {type: 'string', description: 'City.', example: 'Edinburgh'},
            postcode: {type: 'string', description: 'Postcode.', example: 'EH3 6QT'},
          },
        },
      },
    };
    schemas[base] = {
      type: 'object',
      description: `A ${base}; \`kind\` selects the shape.`,
      required: ['id', 'kind'],
      properties: {
        id: {
          type: 'string',
          description: 'Identifier.',
          readOnly: true,
          pattern: '^[0-9a-f]{24}$',
          example: '6651b2c3d4e5f6a7b8c9d0e2',
        },
        kind: {type: 'string', description: 'Which shape.', enum: kinds, example: 'standard'},
        status: {$ref: `#/components/schemas/${base}Status`},
        reference: {
          type: 'string',
          description: 'Your reference.',
          minLength: 1,
          maxLength: 12,
          example: 'INV-2026-042',
        },
        createdAt: {
          type: 'string',
          format: 'date-time',
          description: 'When it was created.',
          readOnly: true,
          example: '2026-07-01T10:30:00.000Z',
        },
        lines: {type: 'array', description: 'The lines.', items: {$ref: `#/components/schemas/${base}Line`}},
        note: {type: ['string', 'null'], description: 'Free text.', maxLength: 1000, example: null},
      },
      oneOf: kinds.map((k) => ({$ref: `#/components/schemas/${base}${pascal(k)}`})),
      discriminator: {
        propertyName: 'kind',
        mapping: Object.fromEntries(kinds.map((k) => [k, `#/components/schemas/${base}${pascal(k)}`])),
      },
    };
    kinds.forEach((k, i) => {
      schemas[`${base}${pascal(k)}`] = {
        description: `A ${k} ${base}.`,
        allOf: [
          {$ref: `#/components/schemas/${base}`},
          {
            type: 'object',
            properties: {
              kind: {const: k},
              [`${k}Option`]: {
                type: 'integer',
                description: `An option only ${k} ones have.`,
                minimum: 0,
                maximum: 10,
                example: i,
              },
            },
          },
        ],
      };
    });
    names.push(base);
  }
  const example = (base, f) => ({
    id: '6651b2c3d4e5f6a7b8c9d0e2',
    kind: 'standard',
    status: 'pending',
    reference: 'INV-2026-042',
    createdAt: '2026-07-01T10:30:00.000Z',
    lines: [
      {
        sku: `SKU-${f}`,
        quantity: 2,
        amount: '12.50',
        address: {line1: '14 Larch Row', city: 'Edinburgh', postcode: 'EH3 6QT'},
      },
    ],
    note: null,
  });
  const paths = {};
  for (let i = 0; i < operations; i += 1) {
    const f = i % names.length;
    const base = names[f];
    const resource = `${words[f % words.length]}s-${f}`;
    const verb = ['create', 'get', 'update', 'cancel'][Math.floor(i / names.length) % 4];
    const path = verb === 'create' ? `/${resource}/create-${i}` : `/${resource}/{id}/${verb}-${i}`;
    const op = {
      operationId: `${verb}${base}Op${i}`,
      summary: `${pascal(verb)} a ${base} (${i})`,
      description: `Operation ${i}: ${verb} a ${base}. Allowed while the ${base} is \`draft\` or \`pending\`; sends a webhook.`,
      tags: [pascal(words[f % words.length])],
      ...(verb === 'create'
        ? {}
        : {
            parameters: [
              {
                name: 'id',
                in: 'path',
                required: true,
                description: 'The id.',
                schema: {type: 'string', pattern: '^[0-9a-f]{24}$'},
                example: '6651b2c3d4e5f6a7b8c9d0e2',
              },
            ],
          }),
      responses: {
        200: {
          description: 'The object.',
          content: {
            'application/json': {
              schema: {$ref: `#/components/schemas/${base}`},
              examples: {ok: {summary: 'A standard one', value: example(base, f)}},
            },
          },
        },
        404: {
          description: 'Not found.',
          content: {'text/plain': {schema: {type: 'string'}, examples: {notFound: {value: 'Not Found'}}}},
        },
      },
    };
    if (verb !== 'get') {
      const {id: _id, createdAt: _c, ...body} = example(base, f);
      op.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: {$ref: `#/components/schemas/${base}`},
            // Update bodies document no example: the compiler generates one (a polymorphic body, so
            // it picks a shape and sets its discriminator value) and validates it.
            ...(verb === 'update' ? {} : {examples: {body: {summary: 'Request', value: body}}}),
          },
        },
      };
    }
    paths[path] = {[verb === 'get' ? 'get' : 'post']: op};
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `Synthetic API (${operations} operations)`,
      version: '1.0.0',
      description: 'Generated for the benchmark.',
    },
    servers: [{url: 'https://api.example.test/v1', description: 'Synthetic'}],
    security: [{key: []}],
    tags: [...new Set(Object.values(paths).flatMap((p) => Object.values(p).flatMap((o) => o.tags)))].map((name) => ({
      name,
      description: `${name} operations.`,
    })),
    paths,
    components: {
      securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your key.'}},
      schemas,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [ops = '100', count = '150'] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(syntheticSpec(Number(ops), Number(count)), null, 2));
}
