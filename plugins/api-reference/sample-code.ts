/**
 * The code of a request in each language of the reference's samples (curl, PHP, Node.js, Python), from a
 * language-independent `SampleRequest`. Pure: no highlighter, no DOM or Node API, so the browser's "Try it"
 * (src/components/TryIt) writes the same code for the request a reader sent; samples.ts builds the
 * request from an operation and highlights the code at build time.
 */
import type {PageModel, ServerModel} from './types';

/** The tabs of every operation; `label` gives the tab value (src/shared/api-reference sampleValue). */
export const SAMPLE_TARGETS = [
  {lang: 'bash', label: 'curl'},
  {lang: 'php', label: 'PHP'},
  {lang: 'javascript', label: 'Node.js'},
  {lang: 'python', label: 'Python'},
] as const;

export const BASE_URL_ENV = 'FERNPAY_BASE_URL';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** `X-Terminal-Secret` -> `TERMINAL_SECRET`. */
const headerWords = (headerName: string) =>
  headerName
    .replace(/^x-/i, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

/** `X-Terminal-Secret` -> `YOUR_TERMINAL_SECRET`: an obvious value to replace (the Postman collection). */
export function placeholderFor(headerName: string): string {
  return `YOUR_${headerWords(headerName)}`;
}

/** `X-Terminal-Secret` -> `FERNPAY_TERMINAL_SECRET`: the environment variable a sample reads it from. */
export function credentialEnv(headerName: string): string {
  return `FERNPAY_${headerWords(headerName).replace(/^_|_$/g, '')}`;
}

/** The sandbox server (description starting with "Sandbox"), else the first: what samples and Postman call. */
export function sandboxServer(servers: ServerModel[]): ServerModel | undefined {
  return servers.find((s) => /^sandbox/i.test(s.description?.trim() ?? '')) ?? servers[0];
}

/** The sandbox server's URL, without a trailing slash. */
export function sandboxUrl(model: Pick<PageModel, 'servers'>): string {
  return (sandboxServer(model.servers)?.url ?? 'https://api.example').replace(/\/$/, '');
}

export type SampleHeader =
  | {name: string; kind: 'credential'; env: string; prefix?: string}
  | {name: string; kind: 'idempotency'}
  | {name: string; kind: 'literal'; value: string};

export type SampleBody =
  | {kind: 'json'; contentType: string; value: unknown}
  | {kind: 'form' | 'multipart'; contentType: string; fields: {name: string; value: string}[]}
  | {kind: 'text'; contentType: string; text: string};

/** What every language's sample sends, independent of language. */
export interface SampleRequest {
  method: string;
  /** Default base URL (the sandbox server); samples read `FERNPAY_BASE_URL` first. */
  baseUrl: string;
  /** Path and query string, URL-encoded; `{name}` where a path parameter has no example. */
  pathAndQuery: string;
  headers: SampleHeader[];
  body?: SampleBody;
}

const indentLines = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

// ---- literals per language -------------------------------------------------------------------

/** A single-quoted JavaScript string literal. */
function js(s: string): string {
  return `'${JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
/** A double-quoted Python string literal (JSON's escapes are Python's). */
const py = (s: string) => JSON.stringify(s);
/** A single-quoted PHP string literal (only `\` and `'` are special). */
const php = (s: string) => `'${s.replace(/[\\']/g, (c) => `\\${c}`)}'`;
/** A single-quoted shell word. */
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
/** Text for inside a double-quoted shell word. */
const shDouble = (s: string) => s.replace(/[$`"\\]/g, (c) => `\\${c}`);

/** A JSON value as a Python literal (True/False/None), pretty-printed like JSON. */
export function pythonLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'None';
  if (typeof value === 'string') return py(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => inner + pythonLiteral(v, inner)).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${py(k)}: ${pythonLiteral(v, inner)}`).join(',\n')},\n${indent}}`;
}

// ---- the four languages ----------------------------------------------------------------------

function curlSample(req: SampleRequest): string {
  const url = `"\${${BASE_URL_ENV}:-${shDouble(req.baseUrl)}}${shDouble(req.pathAndQuery)}"`;
  const lines = [`curl -sS --fail-with-body -X ${req.method} ${url}`];
  for (const h of req.headers) {
    if (h.kind === 'credential') lines.push(`-H "${h.name}: ${shDouble(h.prefix ?? '')}$${h.env}"`);
    else if (h.kind === 'idempotency') lines.push(`-H "${h.name}: $(openssl rand -hex 16)"`);
    else lines.push(`-H ${sh(`${h.name}: ${h.value}`)}`);
  }
  const b = req.body;
  if (b?.kind === 'json') {
    lines.push(`-H ${sh(`Content-Type: ${b.contentType}`)}`, `--data ${sh(JSON.stringify(b.value, null, 2))}`);
  } else if (b?.kind === 'form') {
    for (const f of b.fields) lines.push(`--data-urlencode ${sh(`${f.name}=${f.value}`)}`);
  } else if (b?.kind === 'multipart') {
    for (const f of b.fields) lines.push(`--form-string ${sh(`${f.name}=${f.value}`)}`);
  } else if (b?.kind === 'text') {
    lines.push(`-H ${sh(`Content-Type: ${b.contentType}`)}`, `--data-binary ${sh(b.text)}`);
  }
  return lines.join(' \\\n  ') + '\n';
}

function nodeSample(req: SampleRequest): string {
  const out: string[] = [];
  const env = req.headers.flatMap((h) => (h.kind === 'credential' ? [h.env] : []));
  if (req.headers.some((h) => h.kind === 'idempotency')) out.push(`import {randomUUID} from 'node:crypto';`, '');
  out.push(`const baseUrl = process.env.${BASE_URL_ENV} ?? ${js(req.baseUrl)};`);
  if (env.length)
    out.push(
      `for (const name of [${env.map(js).join(', ')}]) {`,
      `  if (!process.env[name]) throw new Error(\`Set \${name} (your sandbox credentials)\`);`,
      `}`,
    );
  const headers = req.headers.map((h) => {
    const value =
      h.kind === 'credential'
        ? h.prefix
          ? `${js(h.prefix)} + process.env.${h.env}`
          : `process.env.${h.env}`
        : h.kind === 'idempotency'
          ? 'randomUUID()'
          : js(h.value);
    return `    ${js(h.name)}: ${value},`;
  });
  const b = req.body;
  let bodyLine: string | undefined;
  if (b?.kind === 'json') {
    headers.push(`    'Content-Type': ${js(b.contentType)},`);
    bodyLine = `  body: JSON.stringify(${indentLines(JSON.stringify(b.value, null, 2), '  ')}),`;
  } else if (b?.kind === 'form') {
    bodyLine = `  body: new URLSearchParams([\n${b.fields.map((f) => `    [${js(f.name)}, ${js(f.value)}],`).join('\n')}\n  ]),`;
  } else if (b?.kind === 'multipart') {
    out.push('', 'const form = new FormData();', ...b.fields.map((f) => `form.append(${js(f.name)}, ${js(f.value)});`));
    bodyLine = '  body: form,';
  } else if (b?.kind === 'text') {
    headers.push(`    'Content-Type': ${js(b.contentType)},`);
    bodyLine = `  body: ${js(b.text)},`;
  }
  out.push(
    '',
    `const res = await fetch(baseUrl + ${js(req.pathAndQuery)}, {`,
    `  method: ${js(req.method)},`,
    ...(headers.length ? ['  headers: {', ...headers, '  },'] : []),
    ...(bodyLine ? [bodyLine] : []),
    '});',
    '// Read the body as text: error bodies may be plain text; parse JSON only when it is JSON.',
    'const text = await res.text();',
    "const isJson = /json/i.test(res.headers.get('content-type') ?? '');",
    'if (!res.ok) {',
    '  console.error(res.status, text);',
    '  process.exitCode = 1;',
    '} else {',
    '  console.log(isJson && text ? JSON.stringify(JSON.parse(text), null, 2) : text);',
    '}',
  );
  return out.join('\n') + '\n';
}

function pythonSample(req: SampleRequest): string {
  const b = req.body;
  const modules = ['json', 'os', 'sys', 'urllib.error', 'urllib.request'];
  if (b?.kind === 'form') modules.push('urllib.parse');
  if (req.headers.some((h) => h.kind === 'idempotency') || b?.kind === 'multipart') modules.push('uuid');
  const out = modules.sort().map((m) => `import ${m}`);
  out.push('', `base_url = os.environ.get(${py(BASE_URL_ENV)}, ${py(req.baseUrl)})`);
  const headers = req.headers.map((h) => {
    const value =
      h.kind === 'credential'
        ? h.prefix
          ? `${py(h.prefix)} + os.environ[${py(h.env)}]`
          : `os.environ[${py(h.env)}]`
        : h.kind === 'idempotency'
          ? 'str(uuid.uuid4())'
          : py(h.value);
    return `        ${py(h.name)}: ${value},`;
  });
  let data: string | undefined;
  if (b?.kind === 'json') {
    out.push(`body = ${pythonLiteral(b.value)}`);
    headers.push(`        "Content-Type": ${py(b.contentType)},`);
    data = 'json.dumps(body).encode()';
  } else if (b?.kind === 'form') {
    out.push(`fields = [\n${b.fields.map((f) => `    (${py(f.name)}, ${py(f.value)}),`).join('\n')}\n]`);
    headers.push(`        "Content-Type": "application/x-www-form-urlencoded",`);
    data = 'urllib.parse.urlencode(fields).encode()';
  } else if (b?.kind === 'multipart') {
    out.push(
      `fields = [\n${b.fields.map((f) => `    (${py(f.name)}, ${py(f.value)}),`).join('\n')}\n]`,
      'boundary = uuid.uuid4().hex',
      'body = "".join(',
      '    f\'--{boundary}\\r\\nContent-Disposition: form-data; name="{name}"\\r\\n\\r\\n{value}\\r\\n\'',
      '    for name, value in fields',
      ') + f"--{boundary}--\\r\\n"',
    );
    headers.push(`        "Content-Type": "multipart/form-data; boundary=" + boundary,`);
    data = 'body.encode()';
  } else if (b?.kind === 'text') {
    out.push(`body = ${py(b.text)}`);
    headers.push(`        "Content-Type": ${py(b.contentType)},`);
    data = 'body.encode()';
  }
  out.push(
    '',
    'request = urllib.request.Request(',
    `    base_url + ${py(req.pathAndQuery)},`,
    `    method=${py(req.method)},`,
    ...(headers.length ? ['    headers={', ...headers, '    },'] : []),
    ...(data ? [`    data=${data},`] : []),
    ')',
    'try:',
    '    with urllib.request.urlopen(request) as response:',
    '        text = response.read().decode()',
    '        if text and "json" in response.headers.get("Content-Type", ""):',
    '            print(json.dumps(json.loads(text), indent=2))',
    '        else:',
    '            print(text)',
    'except urllib.error.HTTPError as error:',
    '    # Error bodies may be plain text: print them as they are.',
    '    print(error.code, error.read().decode(), file=sys.stderr)',
    '    sys.exit(1)',
  );
  return out.join('\n') + '\n';
}

function phpSample(req: SampleRequest): string {
  const b = req.body;
  const out = ['<?php', '', `$baseUrl = getenv('${BASE_URL_ENV}') ?: ${php(req.baseUrl)};`];
  const headers = req.headers.map((h) => {
    const value =
      h.kind === 'credential'
        ? `${php(`${h.name}: ${h.prefix ?? ''}`)} . getenv(${php(h.env)})`
        : h.kind === 'idempotency'
          ? `${php(`${h.name}: `)} . bin2hex(random_bytes(16))`
          : php(`${h.name}: ${h.value}`);
    return `        ${value},`;
  });
  let fields: string | undefined;
  if (b?.kind === 'json') {
    // A nowdoc holds any JSON exactly; decoded to objects (not arrays) so `{}` stays an object.
    out.push(`$body = json_decode(<<<'JSON'`, JSON.stringify(b.value, null, 2), 'JSON);');
    headers.push(`        ${php(`Content-Type: ${b.contentType}`)},`);
    fields = 'json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION)';
  } else if (b?.kind === 'form' || b?.kind === 'multipart') {
    const pairs = b.fields.map((f) => `    ${php(f.name)} => ${php(f.value)},`);
    out.push(`$fields = [\n${pairs.join('\n')}\n];`);
    // An array is sent as multipart/form-data, a query string as application/x-www-form-urlencoded.
    fields = b.kind === 'form' ? 'http_build_query($fields)' : '$fields';
  } else if (b?.kind === 'text') {
    out.push(`$body = ${php(b.text)};`);
    headers.push(`        ${php(`Content-Type: ${b.contentType}`)},`);
    fields = '$body';
  }
  out.push(
    '',
    `$ch = curl_init($baseUrl . ${php(req.pathAndQuery)});`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => ${php(req.method)},`,
    ...(headers.length ? ['    CURLOPT_HTTPHEADER => [', ...headers, '    ],'] : []),
    ...(fields ? [`    CURLOPT_POSTFIELDS => ${fields},`] : []),
    '    CURLOPT_RETURNTRANSFER => true,',
    ']);',
    '$text = curl_exec($ch);',
    'if ($text === false) {',
    '    fwrite(STDERR, curl_error($ch) . "\\n");',
    '    exit(1);',
    '}',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    '$contentType = (string) curl_getinfo($ch, CURLINFO_CONTENT_TYPE);',
    '// Error bodies may be plain text: decode JSON only when the response is JSON.',
    'if ($status >= 300) {',
    '    fwrite(STDERR, $status . " " . $text . "\\n");',
    '    exit(1);',
    '}',
    "echo $text !== '' && stripos($contentType, 'json') !== false",
    '    ? json_encode(json_decode($text), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE)',
    '    : $text;',
    'echo "\\n";',
  );
  return out.join('\n') + '\n';
}

export const GENERATORS: Record<(typeof SAMPLE_TARGETS)[number]['label'], (req: SampleRequest) => string> = {
  curl: curlSample,
  PHP: phpSample,
  'Node.js': nodeSample,
  Python: pythonSample,
};
