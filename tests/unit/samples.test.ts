/**
 * The code-sample generator (plugins/api-reference/samples.ts): for an operation with a path, query
 * and header parameter, an Idempotency-Key and a JSON body, every language reads the sandbox URL
 * and credentials from the environment, makes a fresh key, and carries the body exactly.
 */
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {buildPageModel} from '../../plugins/api-reference/model';
import {markdownToHtml} from '../../plugins/api-reference/markdown';
import {
  buildRequest,
  credentialEnv,
  generateSamples,
  pythonLiteral,
  sandboxUrl,
} from '../../plugins/api-reference/samples';

const EXAMPLE_KEY = '5f0c8a2e-7d41-4b9a-9e63-2c1d8f4a7b05';
/** A body that breaks naive quoting in every language. */
const BODY = {
  reference: 'INV-\'42\' "quoted" \\ back',
  triple: "'''",
  shell: '$HOME `id` $(id)',
  line: 'JSON\nJSON;\nEOF',
  unicode: 'Zoë – ☕ \u2028',
  amount: 125.5,
  count: 0,
  flags: [true, false, null],
  empty: {},
  none: [],
  nested: {a: [{b: 'c'}]},
};

const doc = {
  openapi: '3.1.0',
  info: {title: 'Demo', version: '1.0.0'},
  servers: [
    {url: 'https://api.demo.example/v1', description: 'Production (live terminals)'},
    {url: 'https://sandbox-api.demo.example/v1/', description: 'Sandbox (no real money moves)'},
  ],
  security: [{terminalId: [], terminalSecret: []}],
  tags: [{name: 'Visits'}],
  paths: {
    '/pets/{petId}/visits/{visitId}': {
      post: {
        operationId: 'createVisit',
        summary: 'Create a visit',
        tags: ['Visits'],
        parameters: [
          {name: 'petId', in: 'path', required: true, schema: {type: 'string'}, example: 'pet 1/2'},
          {name: 'visitId', in: 'path', required: true, schema: {type: 'string'}},
          {name: 'notify', in: 'query', required: true, schema: {type: 'boolean'}, example: true},
          {name: 'note', in: 'query', schema: {type: 'string'}, example: 'a&b c'},
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            schema: {type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,255}$'},
            example: EXAMPLE_KEY,
          },
          {name: 'X-Request-Source', in: 'header', schema: {type: 'string'}, example: 'docs'},
        ],
        requestBody: {
          required: true,
          content: {'application/json': {schema: {type: 'object'}, examples: {tricky: {value: BODY}}}},
        },
        responses: {'201': {description: 'Created.'}},
      },
    },
  },
  components: {
    securitySchemes: {
      terminalId: {type: 'apiKey', in: 'header', name: 'X-Terminal-Id'},
      terminalSecret: {type: 'apiKey', in: 'header', name: 'X-Terminal-Secret'},
    },
  },
};

const model = buildPageModel('demo', doc, {file: 'demo.yaml', md: markdownToHtml, samples: generateSamples});
const op = model.tags[0].operations[0];
const samples = Object.fromEntries(op.samples.map((s) => [s.label, s]));
const code = (label: string) => samples[label].code;
const SANDBOX = 'https://sandbox-api.demo.example/v1';
const PATH = '/pets/pet%201%2F2/visits/{visitId}?notify=true&note=a%26b%20c';

describe('code samples generated from the operation', () => {
  it('four languages with the tab labels and highlight languages of the site', () => {
    expect(op.samples.map((s) => [s.label, s.lang])).toEqual([
      ['curl', 'bash'],
      ['PHP', 'php'],
      ['Node.js', 'javascript'],
      ['Python', 'python'],
    ]);
    for (const s of op.samples) expect(s.html, s.label).toContain('<span class="token');
  });

  it('the base URL is the sandbox server, overridable by FERNPAY_BASE_URL', () => {
    expect(sandboxUrl(model)).toBe(SANDBOX);
    expect(sandboxUrl({servers: [{url: 'https://only.example/'}]})).toBe('https://only.example');
    expect(code('curl')).toContain(`"\${FERNPAY_BASE_URL:-${SANDBOX}}${PATH}"`);
    expect(code('PHP')).toContain(`$baseUrl = getenv('FERNPAY_BASE_URL') ?: '${SANDBOX}';`);
    expect(code('PHP')).toContain(`curl_init($baseUrl . '${PATH}')`);
    expect(code('Node.js')).toContain(`const baseUrl = process.env.FERNPAY_BASE_URL ?? '${SANDBOX}';`);
    expect(code('Node.js')).toContain(`fetch(baseUrl + '${PATH}', {`);
    expect(code('Python')).toContain(`base_url = os.environ.get("FERNPAY_BASE_URL", "${SANDBOX}")`);
    expect(code('Python')).toContain(`base_url + "${PATH}",`);
    for (const s of op.samples) expect(s.code, s.label).not.toContain('api.demo.example/v1/');
  });

  it('credentials come from environment variables named after the header, never a literal', () => {
    expect(credentialEnv('X-Terminal-Id')).toBe('FERNPAY_TERMINAL_ID');
    expect(credentialEnv('X-Client-Secret')).toBe('FERNPAY_CLIENT_SECRET');
    expect(code('curl')).toContain('-H "X-Terminal-Id: $FERNPAY_TERMINAL_ID"');
    expect(code('curl')).toContain('-H "X-Terminal-Secret: $FERNPAY_TERMINAL_SECRET"');
    expect(code('PHP')).toContain("'X-Terminal-Secret: ' . getenv('FERNPAY_TERMINAL_SECRET'),");
    expect(code('Node.js')).toContain("'X-Terminal-Secret': process.env.FERNPAY_TERMINAL_SECRET,");
    expect(code('Python')).toContain('"X-Terminal-Secret": os.environ["FERNPAY_TERMINAL_SECRET"],');
    for (const s of op.samples) expect(s.code, s.label).not.toMatch(/YOUR_|X-Terminal-Secret: [0-9a-f]/);
  });

  it('a fresh Idempotency-Key per call in every language, never the documented example', () => {
    expect(code('curl')).toContain('-H "Idempotency-Key: $(openssl rand -hex 16)"');
    expect(code('PHP')).toContain("'Idempotency-Key: ' . bin2hex(random_bytes(16)),");
    expect(code('Node.js')).toContain("'Idempotency-Key': randomUUID(),");
    expect(code('Node.js')).toContain("import {randomUUID} from 'node:crypto';");
    expect(code('Python')).toContain('"Idempotency-Key": str(uuid.uuid4()),');
    for (const s of op.samples) expect(s.code, s.label).not.toContain(EXAMPLE_KEY);
    // Other header parameters keep their example.
    expect(code('curl')).toContain("-H 'X-Request-Source: docs'");
    expect(code('Python')).toContain('"X-Request-Source": "docs",');
    // The curl key fits the documented pattern.
    const key = execFileSync('bash', ['-c', 'echo -n "$(openssl rand -hex 16)"']).toString();
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{1,255}$/);
  });

  it('Node.js: built-in fetch in an ES module, no node-fetch or require, errors read as text', () => {
    const node = code('Node.js');
    expect(node).not.toMatch(/node-fetch|require\(/);
    expect(node.match(/^import .*$/gm)).toEqual(["import {randomUUID} from 'node:crypto';"]);
    expect(node).toContain('const res = await fetch(');
    expect(node).toContain('const text = await res.text();');
    expect(node).not.toContain('res.json()');
    expect(node).toContain('process.exitCode = 1;');
  });

  it('Python imports only standard-library modules and handles HTTPError', () => {
    const python = code('Python');
    const imports = python.match(/^(?:import|from) \S+/gm)?.map((l) => l.split(' ')[1]) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    const stdlib = new Set(['json', 'os', 'sys', 'uuid', 'urllib.error', 'urllib.parse', 'urllib.request']);
    for (const m of imports) expect(stdlib, m).toContain(m);
    expect(python).not.toMatch(/requests|httpx/);
    expect(python).toContain('except urllib.error.HTTPError as error:');
    expect(python).toContain('sys.exit(1)');
  });

  it('PHP uses the curl extension and sends the body with json_encode; curl fails on an error status', () => {
    expect(code('PHP')).toMatch(/^<\?php\n/);
    expect(code('PHP')).toContain('curl_setopt_array($ch, [');
    expect(code('PHP')).toContain('CURLOPT_POSTFIELDS => json_encode($body');
    expect(code('PHP')).not.toMatch(/GuzzleHttp/);
    expect(code('curl')).toMatch(/^curl -sS --fail-with-body -X POST /);
    expect(code('curl').split(' \\\n  ').length).toBeGreaterThan(4);
  });

  it('carries the request body exactly in every language', () => {
    // Node.js: the object literal given to JSON.stringify.
    const nodeLiteral = /body: JSON\.stringify\(([\s\S]*?)\),\n\}\);/.exec(code('Node.js'))![1];
    expect(new Function(`return (${nodeLiteral});`)()).toEqual(BODY);
    // Python: the dict literal, dumped by Python itself.
    const pyLiteral = /^body = [\s\S]*?^\}$/m.exec(code('Python'))![0];
    const dumped = execFileSync('python3', ['-c', `import json\n${pyLiteral}\nprint(json.dumps(body))`]);
    expect(JSON.parse(dumped.toString())).toEqual(BODY);
    // curl: the single-quoted --data word, as the shell reads it.
    const word = /--data ('(?:[^']|'\\'')*')\n?$/.exec(code('curl'))![1];
    expect(JSON.parse(execFileSync('bash', ['-c', `printf '%s' ${word}`]).toString())).toEqual(BODY);
    // PHP: a nowdoc holds the JSON verbatim.
    const nowdoc = /<<<'JSON'\n([\s\S]*?)\nJSON\);/.exec(code('PHP'))![1];
    expect(JSON.parse(nowdoc)).toEqual(BODY);
  });

  it('a Python literal of any JSON value', () => {
    expect(pythonLiteral({a: [true, false, null], b: {}, c: [], d: 1.5})).toBe(
      '{\n    "a": [\n        True,\n        False,\n        None,\n    ],\n    "b": {},\n    "c": [],\n    "d": 1.5,\n}',
    );
  });

  it('a path parameter without an example stays a readable placeholder', () => {
    expect(buildRequest(op, model).pathAndQuery).toBe(PATH);
    for (const s of op.samples) expect(s.code, s.label).not.toContain('%7B');
  });
});
