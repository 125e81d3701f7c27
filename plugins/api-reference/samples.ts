/**
 * Code samples per operation, generated at build time from the operation: curl, PHP (curl extension),
 * Node.js (built-in fetch, an ES module) and Python (standard library only). Every sample runs as
 * written against the sandbox: the base URL is the spec's sandbox server unless `FERNPAY_BASE_URL`
 * says otherwise, credentials come from environment variables named after the scheme's header
 * (`X-Terminal-Id` -> `FERNPAY_TERMINAL_ID`), an `Idempotency-Key` is fresh per call, and a response
 * body is read as text and parsed only when it is JSON (error bodies may be text/plain).
 */
import type {CodeSample, OperationModel, PageModel, ParameterModel} from './types';
import {highlightToHtml} from '../code-highlight/highlight';
import {
  GENERATORS,
  IDEMPOTENCY_HEADER,
  SAMPLE_TARGETS,
  credentialEnv,
  sandboxUrl,
  type SampleBody,
  type SampleHeader,
  type SampleRequest,
} from './sample-code';

export * from './sample-code';

type Model = Pick<PageModel, 'servers' | 'securitySchemes'>;

function exampleValue(op: OperationModel, name: string, where: ParameterModel['in']): string | undefined {
  const p = op.parameters.find((x) => x.name === name && x.in === where);
  const v = p?.example ?? p?.schema.example ?? p?.schema.default ?? p?.schema.enum?.[0];
  return v === undefined ? undefined : String(v);
}

function formFields(value: unknown): {name: string; value: string}[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([name, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => ({name, value: typeof item === 'string' ? item : JSON.stringify(item)})),
  );
}

/** The request of `op`'s samples: path parameters and body from the first documented examples. */
export function buildRequest(op: OperationModel, model: Model): SampleRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = exampleValue(op, name, 'path');
    return value === undefined ? whole : encodeURIComponent(value);
  });
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(exampleValue(op, p.name, 'query') ?? '')}`);
  const headers: SampleHeader[] = [];
  const needed = new Set(op.security[0] ?? []);
  for (const scheme of model.securitySchemes) {
    if (!needed.has(scheme.key)) continue;
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name)
      headers.push({name: scheme.name, kind: 'credential', env: credentialEnv(scheme.name)});
    if (scheme.type === 'http' && scheme.scheme === 'bearer')
      headers.push({name: 'Authorization', kind: 'credential', env: 'FERNPAY_TOKEN', prefix: 'Bearer '});
  }
  for (const p of op.parameters.filter((x) => x.in === 'header')) {
    if (p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase()) headers.push({name: p.name, kind: 'idempotency'});
    else headers.push({name: p.name, kind: 'literal', value: exampleValue(op, p.name, 'header') ?? ''});
  }
  const media = op.requestBody?.content[0];
  let body: SampleBody | undefined;
  if (media) {
    const value = media.examples[0]?.value;
    const contentType = media.contentType;
    if (/^application\/x-www-form-urlencoded/i.test(contentType))
      body = {kind: 'form', contentType, fields: formFields(value)};
    else if (/^multipart\/form-data/i.test(contentType))
      body = {kind: 'multipart', contentType, fields: formFields(value)};
    else if (/json/i.test(contentType)) body = {kind: 'json', contentType, value: value ?? {}};
    else body = {kind: 'text', contentType, text: typeof value === 'string' ? value : JSON.stringify(value ?? '')};
  }
  return {
    method: op.method.toUpperCase(),
    baseUrl: sandboxUrl(model),
    pathAndQuery: path + (query.length ? `?${query.join('&')}` : ''),
    headers,
    body,
  };
}

export function generateSamples(op: OperationModel, model: Model): CodeSample[] {
  if (op.kind !== 'operation') return [];
  const req = buildRequest(op, model);
  return SAMPLE_TARGETS.map(({lang, label}) => {
    const code = GENERATORS[label](req);
    return {lang, label, code, html: highlightToHtml(code, lang)};
  });
}
