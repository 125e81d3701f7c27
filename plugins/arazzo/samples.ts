/**
 * The request of each step of a workflow (arazzo/) as code in every language of the reference's samples (curl, PHP,
 * Node.js, Python: plugins/api-reference/sample-code.ts), for the steps `<WorkflowSteps>` renders (steps.ts): the
 * operation as the reference compiles it (method, path, the credentials its security needs, read from the
 * environment as every sample does), with the step's own parameters and body. A value another step gives is written
 * as `{outputName}` (the prose says which step gives it); an input as its default, else `YOUR_<INPUT>`. A step of the
 * `sandbox` source (the control surface, openapi/sandbox) calls the local sandbox, without credentials.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {compileApi} from '../api-reference/compile';
import {
  BASE_URL_ENV,
  GENERATORS,
  IDEMPOTENCY_HEADER,
  SAMPLE_TARGETS,
  type SampleHeader,
  type SampleRequest,
} from '../api-reference/samples';
import {buildRequest} from '../api-reference/samples';
import type {OperationModel} from '../api-reference/types';
import type {ApiReferenceOptions} from '../api-reference/options';
import {renderContext, samplesHtml, toFragment} from '../api-reference/render';
import {highlightToHtml} from '../code-highlight/highlight';
import {apiReferenceOptions} from '../../openapi/site';
import {SANDBOX_CONTROL_FILE_NAME, SANDBOX_CONTROL_SOURCE} from '../../src/shared/sandbox';
import type {ArazzoDocument, ArazzoStep, ArazzoWorkflow, ResolvedOperation} from '../../src/shared/arazzo';

/** The local sandbox, where the control steps go (the control description's server). */
export const LOCAL_SANDBOX_URL = 'http://127.0.0.1:4010';
/**
 * The variable a control step's sample reads the sandbox's address from: not `FERNPAY_BASE_URL`, which is the API's
 * (`…/v1`), while the control calls are at the sandbox's root.
 */
export const SANDBOX_URL_ENV = 'FERNPAY_SANDBOX_URL';

export interface StepSample {
  stepId: string;
  /** One code sample per language, in SAMPLE_TARGETS order. */
  samples: {lang: string; label: string; code: string}[];
}

/** The served file a source description names: an API id (`toolkit-single-payments`) or the control surface. */
export function sourceTarget(doc: ArazzoDocument, source: string): {control: true} | {control: false; apiId: string} {
  const url = doc.sourceDescriptions.find((s) => s.name === source)?.url;
  if (!url) throw new Error(`no source description "${source}"`);
  const file = url.split('/').pop() ?? '';
  if (file === SANDBOX_CONTROL_FILE_NAME) return {control: true};
  return {control: false, apiId: file.replace(/\.yaml$/, '')};
}

/** `$sourceDescriptions.singlePayments.getSinglePayment` -> source and operationId. */
export function stepOperation(doc: ArazzoDocument, step: ArazzoStep): {source: string; operationId: string} {
  const m = /^\$sourceDescriptions\.([A-Za-z0-9_-]+)\.(.+)$/.exec(step.operationId ?? '');
  if (m) return {source: m[1], operationId: m[2]};
  if (doc.sourceDescriptions.length === 1 && step.operationId)
    return {source: doc.sourceDescriptions[0].name, operationId: step.operationId};
  throw new Error(`step ${step.stepId}: name its operation as $sourceDescriptions.<name>.<operationId>`);
}

/** The control surface's operations (`advanceSandboxClock` -> POST /_sandbox/clock), from its description. */
export function controlOperations(root = process.cwd()): Map<string, ResolvedOperation> {
  const doc = parse(fs.readFileSync(path.join(root, SANDBOX_CONTROL_SOURCE), 'utf8')) as {
    paths?: Record<string, Record<string, {operationId?: string}>>;
  };
  const ops = new Map<string, ResolvedOperation>();
  for (const [p, item] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item))
      if (op && typeof op === 'object' && op.operationId)
        ops.set(op.operationId, {method: method.toUpperCase(), path: p});
  return ops;
}

const inputPlaceholder = (name: string) => `YOUR_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;

/** A value of the workflow as a sample writes it: expressions become `{output}`, an input its default. */
function sampleValue(value: unknown, workflow: ArazzoWorkflow): unknown {
  if (Array.isArray(value)) return value.map((v) => sampleValue(v, workflow));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sampleValue(v, workflow)]));
  if (typeof value !== 'string') return value;
  const one = (expression: string): string | unknown => {
    const step = /^\$steps\.[\w-]+\.outputs\.([\w.-]+)$/.exec(expression);
    if (step) return `{${step[1]}}`;
    const input = /^\$inputs\.([\w.-]+)$/.exec(expression);
    if (input) return workflow.inputs?.properties?.[input[1]]?.default ?? inputPlaceholder(input[1]);
    return expression;
  };
  if (value.startsWith('$')) return one(value);
  return value.replace(/\{(\$[^}]+)\}/g, (_, e: string) => String(one(e)));
}

/** The request of one step as the samples write it. */
export function stepRequest(
  step: ArazzoStep,
  workflow: ArazzoWorkflow,
  operation: {method: string; path: string; baseUrl: string; headers: SampleHeader[]},
): SampleRequest {
  const params = step.parameters ?? [];
  const pathAndQuery = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    if (!p) return whole;
    const value = String(sampleValue(p.value, workflow));
    return /^\{[\w.-]+\}$/.test(value) ? value : encodeURIComponent(value);
  });
  const query = params
    .filter((p) => p.in === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sampleValue(p.value, workflow)))}`);
  const headers = [...operation.headers];
  for (const p of params.filter((x) => x.in === 'header')) {
    if (headers.some((h) => h.name.toLowerCase() === p.name.toLowerCase())) continue;
    if (p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase()) headers.push({name: p.name, kind: 'idempotency'});
    else if (/^X-/i.test(p.name))
      continue; // a credential header the operation's security does not name
    else headers.push({name: p.name, kind: 'literal', value: String(sampleValue(p.value, workflow))});
  }
  const payload = step.requestBody?.payload;
  return {
    method: operation.method.toUpperCase(),
    baseUrl: operation.baseUrl,
    pathAndQuery: pathAndQuery + (query.length ? `?${query.join('&')}` : ''),
    headers,
    body:
      payload === undefined
        ? undefined
        : {
            kind: 'json',
            contentType: step.requestBody?.contentType ?? 'application/json',
            value: sampleValue(payload, workflow),
          },
  };
}

/**
 * Every step's request in every sample language, the operations read from the compiled references; `files`: what
 * they were read from (the page's dependencies, so that a warm rebuild shows an edit of an operation too).
 */
export async function workflowSamples(
  doc: ArazzoDocument,
  workflow: ArazzoWorkflow,
  root = process.cwd(),
  apiReference: ApiReferenceOptions = apiReferenceOptions,
): Promise<{samples: StepSample[]; files: string[]}> {
  let control: Map<string, ResolvedOperation> | undefined;
  const out: StepSample[] = [];
  const files = new Set<string>();
  for (const step of workflow.steps) {
    const {source, operationId} = stepOperation(doc, step);
    const target = sourceTarget(doc, source);
    let request: SampleRequest;
    if (target.control) {
      control ??= controlOperations(root);
      files.add(path.resolve(root, SANDBOX_CONTROL_SOURCE));
      const op = control.get(operationId);
      if (!op) throw new Error(`step ${step.stepId}: the sandbox control description has no ${operationId}`);
      request = stepRequest(step, workflow, {...op, baseUrl: LOCAL_SANDBOX_URL, headers: []});
    } else {
      const compiled = await compileApi(apiReference, target.apiId);
      const model = compiled.model;
      for (const f of compiled.files) files.add(f);
      const op = model.tags
        .flatMap((t): OperationModel[] => t.operations)
        .find((o) => o.kind === 'operation' && o.operationId === operationId);
      if (!op) throw new Error(`step ${step.stepId}: ${target.apiId} has no operation ${operationId}`);
      const documented = buildRequest(op, model);
      request = stepRequest(step, workflow, {
        method: op.method,
        path: op.path,
        baseUrl: documented.baseUrl,
        headers: documented.headers.filter((h) => h.kind === 'credential'),
      });
    }
    const isControl = target.control;
    out.push({
      stepId: step.stepId,
      samples: SAMPLE_TARGETS.map(({lang, label}) => {
        const code = GENERATORS[label](request);
        return {lang, label, code: isControl ? code.split(BASE_URL_ENV).join(SANDBOX_URL_ENV) : code};
      }),
    });
  }
  return {samples: out, files: [...files]};
}

/**
 * One step's samples as the page shows them: the API reference's language tabs (render.ts `samplesHtml`: the site's
 * one language group, copy buttons), each language highlighted at build time, every language in place. `idPrefix`
 * makes the tabs' ids unique on the page.
 */
export function stepSamplesHtml(sample: StepSample, idPrefix: string): string {
  const ctx = renderContext({}, {}, idPrefix);
  const html = samplesHtml(
    sample.samples.map((s) => ({
      lang: s.lang,
      label: s.label,
      html: highlightToHtml(s.code.replace(/\n$/, ''), s.lang),
    })),
    ctx,
  );
  return html ? toFragment(html) : '';
}

/** Every step's samples of a workflow's first workflow, as HTML (stepSamplesHtml), in step order. */
export async function workflowSamplesHtml(
  doc: ArazzoDocument,
  name: string,
  root = process.cwd(),
  apiReference: ApiReferenceOptions = apiReferenceOptions,
): Promise<string[]> {
  const {samples} = await workflowSamples(doc, doc.workflows[0], root, apiReference);
  return samples.map((sample, i) => stepSamplesHtml(sample, `wf-${name}-${i}`));
}
