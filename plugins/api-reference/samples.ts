/** Code samples per operation, generated at build time with @readme/httpsnippet. */
import {HTTPSnippet} from '@readme/httpsnippet';
import type {CodeSample, OperationModel, PageModel, ParameterModel} from './types';
import {highlightToHtml} from '../code-highlight/highlight';

export const SAMPLE_TARGETS = [
  {lang: 'bash', label: 'curl', target: 'shell', client: 'curl'},
  {lang: 'php', label: 'PHP', target: 'php', client: 'guzzle'},
  {lang: 'javascript', label: 'Node.js', target: 'node', client: 'fetch'},
  {lang: 'python', label: 'Python', target: 'python', client: 'requests'},
] as const;

/** `X-Terminal-Secret` -> `YOUR_TERMINAL_SECRET`: an obvious value to replace. */
export function placeholderFor(headerName: string): string {
  return `YOUR_${headerName
    .replace(/^x-/i, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase()}`;
}

function exampleValue(op: OperationModel, name: string, where: ParameterModel['in']): string | undefined {
  const p = op.parameters.find((x) => x.name === name && x.in === where);
  const v = p?.example ?? p?.schema.example ?? p?.schema.default ?? p?.schema.enum?.[0];
  return v === undefined ? undefined : String(v);
}

/** Stands in for a path parameter without an example while httpsnippet URL-encodes the URL. */
const placeholderToken = (name: string) => `FERNPAYPARAM${Buffer.from(name).toString('hex')}END`;
const PLACEHOLDER_TOKEN = /FERNPAYPARAM([0-9a-f]+)END/g;

/** Puts readable `{name}` placeholders back into generated code. */
export function restorePlaceholders(code: string): string {
  return code.replace(PLACEHOLDER_TOKEN, (_, hex: string) => `{${Buffer.from(hex, 'hex').toString()}}`);
}

function formParams(value: unknown): {name: string; value: string}[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([name, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => ({name, value: typeof item === 'string' ? item : JSON.stringify(item)})),
  );
}

export function buildHar(op: OperationModel, model: Pick<PageModel, 'servers' | 'securitySchemes'>) {
  const base = (model.servers[0]?.url ?? 'https://api.example').replace(/\/$/, '');
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = exampleValue(op, name, 'path');
    return value === undefined ? placeholderToken(name) : encodeURIComponent(value);
  });
  const queryString = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => ({name: p.name, value: exampleValue(op, p.name, 'query') ?? ''}));
  const headers: {name: string; value: string}[] = [];
  const needed = new Set(op.security[0] ?? []);
  for (const scheme of model.securitySchemes) {
    if (!needed.has(scheme.key)) continue;
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name)
      headers.push({name: scheme.name, value: placeholderFor(scheme.name)});
    if (scheme.type === 'http' && scheme.scheme === 'bearer')
      headers.push({name: 'Authorization', value: 'Bearer YOUR_TOKEN'});
  }
  for (const p of op.parameters.filter((x) => x.in === 'header'))
    headers.push({name: p.name, value: exampleValue(op, p.name, 'header') ?? ''});
  const body = op.requestBody?.content[0];
  let postData: {mimeType: string; text?: string; params?: {name: string; value: string}[]} | undefined;
  if (body) {
    headers.push({name: 'Content-Type', value: body.contentType});
    const value = body.examples[0]?.value;
    if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(body.contentType)) {
      // Form bodies keep their fields (httpsnippet renders params, not text, for these types).
      postData = {mimeType: body.contentType, params: formParams(value)};
    } else {
      postData = {mimeType: body.contentType, text: typeof value === 'string' ? value : JSON.stringify(value ?? {})};
    }
  }
  return {
    method: op.method,
    url: base + path,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(postData ? {postData} : {}),
  };
}

export function generateSamples(
  op: OperationModel,
  model: Pick<PageModel, 'servers' | 'securitySchemes'>,
): CodeSample[] {
  if (op.kind !== 'operation') return [];
  const snippet = new HTTPSnippet(buildHar(op, model) as never);
  return SAMPLE_TARGETS.map(({lang, label, target, client}) => {
    const out = snippet.convert(target as never, client, {indent: '  '});
    const generated = Array.isArray(out) ? out[0] : out;
    if (typeof generated !== 'string')
      throw new Error(`httpsnippet produced no ${label} sample for ${op.method} ${op.path}`);
    const code = restorePlaceholders(generated);
    return {lang, label, code, html: highlightToHtml(code, lang)};
  });
}
