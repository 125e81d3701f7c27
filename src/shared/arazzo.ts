/**
 * Runs an Arazzo 1.0 workflow (arazzo/, habit 25) step by step, with whatever sends a request: the MCP server's
 * in-process sandbox (`run_workflow`), a page's "Run this guide" later. Pure and DOM-free: no network, no Node API;
 * the caller resolves an operation to its method and served path and sends the request.
 *
 * The subset the portal's workflows use, and nothing more (anything else is a clear error naming the step):
 * - steps by `operationId` (`$sourceDescriptions.<source>.<operationId>`, or a bare operationId);
 * - `parameters` in `path`, `query` and `header`, and a JSON `requestBody.payload`, whose values may be runtime
 *   expressions (`$inputs.amount`, `$steps.createPayment.outputs.paymentId`) or strings holding them in braces
 *   (`'{$steps.readPaid.outputs.sortCode}{$steps.readPaid.outputs.accountNumber}'`);
 * - `outputs` of steps and of the workflow: `$statusCode`, `$response.body#/json/pointer`, `$response.header.<name>`,
 *   `$inputs.*`, `$steps.*.outputs.*`;
 * - `successCriteria`: simple conditions (`<expression> <op> <literal or expression>`, op one of == != < <= > >=,
 *   joined by && or ||), `type: regex` and `type: jsonpath` (a small RFC 9535 subset: members, indexes, wildcards,
 *   filters) with a `context`. A failed criterion ends the run there (Arazzo's default
 *   `onFailure: end`).
 */
import {pointerGet} from './json-pointer';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

export interface ArazzoParameter {
  name: string;
  in?: 'path' | 'query' | 'header' | 'cookie';
  value: Json;
}

export interface ArazzoCriterion {
  condition: string;
  context?: string;
  type?: string | {type: string; version?: string};
}

export interface ArazzoStep {
  stepId: string;
  description?: string;
  operationId?: string;
  operationPath?: string;
  workflowId?: string;
  parameters?: ArazzoParameter[];
  requestBody?: {contentType?: string; payload?: Json};
  successCriteria?: ArazzoCriterion[];
  outputs?: Record<string, string>;
}

export interface ArazzoWorkflow {
  workflowId: string;
  summary?: string;
  description?: string;
  inputs?: {
    type?: string;
    required?: string[];
    properties?: Record<string, {type?: string; description?: string; default?: Json; format?: string}>;
  };
  steps: ArazzoStep[];
  outputs?: Record<string, string>;
}

export interface ArazzoDocument {
  arazzo: string;
  info: {title: string; summary?: string; description?: string; version: string};
  sourceDescriptions: {name: string; url: string; type?: string}[];
  workflows: ArazzoWorkflow[];
}

/** An operation as the caller serves it: `POST` and the path with its `{parameters}`, prefix included. */
export interface ResolvedOperation {
  method: string;
  path: string;
}

export interface StepRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body?: Json;
}

export interface StepResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, or the text. */
  body: Json;
}

export interface CriterionResult {
  condition: string;
  passed: boolean;
}

export interface StepResult {
  stepId: string;
  description?: string;
  operation: string;
  request: StepRequest;
  response: StepResponse;
  outputs: Record<string, Json>;
  criteria: CriterionResult[];
  passed: boolean;
}

export interface WorkflowRun {
  workflowId: string;
  passed: boolean;
  steps: StepResult[];
  outputs: Record<string, Json>;
  /** Why the run stopped early: the failed criteria of a step, or an error of the workflow itself. */
  failure?: string;
}

export interface RunOptions {
  workflowId?: string;
  inputs?: Record<string, Json>;
  /** The method and served path of `operationId` of source description `source`; throws when unknown. */
  operation: (source: string, operationId: string) => ResolvedOperation;
  send: (request: StepRequest) => Promise<StepResponse>;
}

/** A problem of the workflow itself (an unknown expression, a missing input), not a failed check. */
export class WorkflowError extends Error {
  override name = 'WorkflowError';
}

/** The workflow `workflowId` (the first one when not given). */
export function workflowOf(doc: ArazzoDocument, workflowId?: string): ArazzoWorkflow {
  const found = workflowId === undefined ? doc.workflows[0] : doc.workflows.find((w) => w.workflowId === workflowId);
  if (!found)
    throw new WorkflowError(
      `unknown workflow "${workflowId}": the document has ${doc.workflows.map((w) => w.workflowId).join(', ')}`,
    );
  return found;
}

/** The inputs with the schema's defaults filled in; a missing required input is an error naming it. */
export function inputsWithDefaults(workflow: ArazzoWorkflow, given: Record<string, Json> = {}): Record<string, Json> {
  const inputs: Record<string, Json> = {...given};
  for (const [name, schema] of Object.entries(workflow.inputs?.properties ?? {}))
    if (inputs[name] === undefined && schema.default !== undefined) inputs[name] = schema.default;
  const missing = (workflow.inputs?.required ?? []).filter((name) => inputs[name] === undefined);
  if (missing.length) throw new WorkflowError(`missing input${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  return inputs;
}

interface Scope {
  inputs: Record<string, Json>;
  steps: Record<string, {outputs: Record<string, Json>}>;
  request?: StepRequest;
  response?: StepResponse;
}

const headerOf = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/** The value of one runtime expression (`$inputs.x`, `$response.body#/a/0`, ...). */
export function evaluateExpression(expression: string, scope: Scope): Json {
  const at = (what: string) => {
    throw new WorkflowError(`"${expression}" ${what}`);
  };
  if (expression === '$statusCode') return scope.response ? scope.response.status : at('has no response yet');
  if (expression === '$method') return scope.request?.method ?? at('has no request yet');
  if (expression === '$url') return scope.request?.url ?? at('has no request yet');
  let m = /^\$inputs\.([A-Za-z0-9_.-]+)$/.exec(expression);
  if (m) {
    if (!(m[1] in scope.inputs)) at(`names no input of the workflow (inputs: ${Object.keys(scope.inputs).join(', ')})`);
    return scope.inputs[m[1]];
  }
  m = /^\$steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_.-]+)$/.exec(expression);
  if (m) {
    const step = scope.steps[m[1]];
    if (!step) at(`names step "${m[1]}", which has not run before this one`);
    if (!(m[2] in step.outputs))
      at(`names no output of step "${m[1]}" (its outputs: ${Object.keys(step.outputs).join(', ')})`);
    return step.outputs[m[2]];
  }
  m = /^\$response\.body(?:#(.*))?$/.exec(expression);
  if (m) {
    if (!scope.response) at('has no response yet');
    const body = scope.response!.body;
    if (m[1] === undefined || m[1] === '') return body;
    if (!m[1].startsWith('/')) at('has a fragment that is not a JSON pointer');
    return body !== null && typeof body === 'object' ? pointerGet(body, `#${m[1]}`) : undefined;
  }
  m = /^\$response\.header\.([A-Za-z0-9!#$%&'*+.^_`|~-]+)$/.exec(expression);
  if (m) return scope.response ? headerOf(scope.response.headers, m[1]) : at('has no response yet');
  m = /^\$request\.header\.([A-Za-z0-9!#$%&'*+.^_`|~-]+)$/.exec(expression);
  if (m) return scope.request ? headerOf(scope.request.headers, m[1]) : at('has no request yet');
  return at(
    'is not a runtime expression this runner knows ($inputs.*, $steps.<id>.outputs.*, $statusCode, $response.body#/..., $response.header.*)',
  );
}

/** A value of a parameter or payload: an expression, a string with `{$...}` in it, or a literal (walked). */
function resolveValue(value: Json, scope: Scope): Json {
  if (typeof value === 'string') {
    if (value.startsWith('$')) return evaluateExpression(value, scope);
    if (value.includes('{$'))
      return value.replace(/\{(\$[^}]+)\}/g, (_, e: string) => String(evaluateExpression(e, scope) ?? ''));
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, scope)]));
  return value;
}

/** One side of a condition: a runtime expression, or a literal (quoted string, number, true, false, null). */
function operand(text: string, scope: Scope): Json {
  const t = text.trim();
  if (t.startsWith('$')) return evaluateExpression(t, scope);
  const quoted = /^'(.*)'$/.exec(t) ?? /^"(.*)"$/.exec(t);
  if (quoted) return quoted[1];
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (t === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  throw new WorkflowError(`"${t}" is neither a runtime expression nor a literal ('text', a number, true, false, null)`);
}

function compare(left: Json, op: string, right: Json): boolean {
  // Numbers compare as numbers; a number and its text are equal (`$statusCode == 200`, `$response.body#/x == '1'`).
  const num = (v: Json) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
  const numeric =
    !Number.isNaN(num(left)) && !Number.isNaN(num(right)) && (typeof left === 'number' || typeof right === 'number');
  const [a, b] = numeric ? [num(left), num(right)] : [left, right];
  switch (op) {
    case '==':
      return a === b || (a !== null && typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));
    case '!=':
      return !compare(left, '==', right);
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
  throw new WorkflowError(`unknown operator ${op}`);
}

/** The indexes of `text` outside quotes and brackets, in order (a number given to `next` skips that many more). */
function* outsideQuotes(text: string): Generator<number, void, number | undefined> {
  let quote = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (depth === 0) i += (yield i) ?? 0;
  }
}

/** Splits `text` at `separator` outside quotes and brackets. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const at = outsideQuotes(text);
  for (let next = at.next(); !next.done;) {
    const i = next.value;
    if (text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      next = at.next(separator.length - 1);
    } else next = at.next();
  }
  parts.push(text.slice(start));
  return parts;
}

/** The first comparison operator of `text` outside quotes and brackets: [left, op, right]. */
function comparison(text: string): [string, string, string] | undefined {
  for (const i of outsideQuotes(text)) {
    const op = ['==', '!=', '<=', '>=', '<', '>'].find((o) => text.startsWith(o, i));
    if (op) return [text.slice(0, i).trim(), op, text.slice(i + op.length).trim()];
  }
  return undefined;
}

const childrenOf = (node: Json): Json[] =>
  node !== null && typeof node === 'object' ? (Array.isArray(node) ? node : Object.values(node)) : [];

/**
 * The nodes a JSONPath query (RFC 9535, the subset: `.name`, `['name']`, `[0]`, `[*]`, `.*` and filters
 * `[?<query>]` / `[?<query> <op> <literal or query>]`, `&&`, `||`) selects from `root` (`$`) or `current` (`@`).
 */
export function jsonPathSelect(path: string, root: Json, current: Json = root): Json[] {
  const bad = (what: string) =>
    new WorkflowError(`JSONPath "${path}": ${what} (supported: .name, [n], [*], [?filter])`);
  if (path[0] !== '$' && path[0] !== '@') throw bad('must start with $ or @');
  let nodes: Json[] = [path[0] === '$' ? root : current];
  let i = 1;
  while (i < path.length) {
    if (path[i] === '.') {
      if (path[i + 1] === '*') {
        nodes = nodes.flatMap(childrenOf);
        i += 2;
        continue;
      }
      const name = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(path.slice(i + 1))?.[0];
      if (!name) throw bad(`no member name at ${i}`);
      nodes = nodes.flatMap((n) =>
        n !== null && typeof n === 'object' && !Array.isArray(n) && name in n ? [n[name]] : [],
      );
      i += 1 + name.length;
    } else if (path[i] === '[') {
      let depth = 0;
      let quote = '';
      let end = i;
      for (; end < path.length; end++) {
        const c = path[end];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === "'" || c === '"') quote = c;
        else if (c === '[') depth++;
        else if (c === ']' && --depth === 0) break;
      }
      if (end >= path.length) throw bad('has an unclosed [');
      const inner = path.slice(i + 1, end).trim();
      i = end + 1;
      if (inner.startsWith('?')) {
        const filter = inner.slice(1).trim();
        nodes = nodes.flatMap((n) => childrenOf(n).filter((c) => jsonPathFilter(filter, root, c)));
      } else if (inner === '*') nodes = nodes.flatMap(childrenOf);
      else if (/^-?\d+$/.test(inner))
        nodes = nodes.flatMap((n) =>
          Array.isArray(n) && n.at(Number(inner)) !== undefined ? [n.at(Number(inner))] : [],
        );
      else if (/^'[^']*'$|^"[^"]*"$/.test(inner)) {
        const name = inner.slice(1, -1);
        nodes = nodes.flatMap((n) =>
          n !== null && typeof n === 'object' && !Array.isArray(n) && name in n ? [n[name]] : [],
        );
      } else throw bad(`[${inner}] is not supported`);
    } else throw bad(`unexpected "${path[i]}" at ${i}`);
  }
  return nodes;
}

/** Whether a JSONPath filter holds for `current`. */
function jsonPathFilter(filter: string, root: Json, current: Json): boolean {
  return splitOutsideQuotes(filter, '||').some((any) =>
    splitOutsideQuotes(any, '&&').every((raw) => {
      let term = raw.trim();
      const negated = term.startsWith('!');
      if (negated) term = term.slice(1).trim();
      if (/^\(.*\)$/.test(term)) return negated !== jsonPathFilter(term.slice(1, -1), root, current);
      const parts = comparison(term);
      if (!parts) return negated !== jsonPathSelect(term, root, current).length > 0;
      const side = (t: string) =>
        t.startsWith('$') || t.startsWith('@')
          ? jsonPathSelect(t, root, current)[0]
          : operand(t, {inputs: {}, steps: {}});
      return negated !== compare(side(parts[0]), parts[1], side(parts[2]));
    }),
  );
}

/** Whether a simple condition holds (`$statusCode == 201 && $response.body#/status == 'sent'`). */
export function evaluateCondition(condition: string, scope: Scope): boolean {
  return splitOutsideQuotes(condition, '||').some((any) =>
    splitOutsideQuotes(any, '&&').every((term) => {
      const t = term.trim().replace(/^\((.*)\)$/, '$1');
      const m = /^(.*?)\s*(==|!=|<=|>=|<|>)\s*(.*)$/.exec(t);
      if (!m || splitOutsideQuotes(t, '==').length > 2)
        throw new WorkflowError(
          `"${condition}" is not a simple condition (<expression> <op> <value>, op one of == != < <= > >=)`,
        );
      return compare(operand(m[1], scope), m[2], operand(m[3], scope));
    }),
  );
}

/** Whether one success criterion holds. */
export function checkCriterion(criterion: ArazzoCriterion, scope: Scope): boolean {
  const type = typeof criterion.type === 'object' ? criterion.type.type : (criterion.type ?? 'simple');
  if (type === 'simple') return evaluateCondition(criterion.condition, scope);
  if (type === 'jsonpath') {
    if (!criterion.context) throw new WorkflowError(`the JSONPath criterion "${criterion.condition}" has no context`);
    const value = evaluateExpression(criterion.context, scope);
    // As Arazzo's examples mean it (`$[?count(@.pets) > 0]` on `$response.body`) and as Respect runs it: the query
    // runs on the context wrapped in an array, so `$[?...]` filters the context itself. It holds when it selects.
    return jsonPathSelect(criterion.condition.trim(), [value]).length > 0;
  }
  if (type === 'regex') {
    if (!criterion.context) throw new WorkflowError(`the regex criterion "${criterion.condition}" has no context`);
    const value = evaluateExpression(criterion.context, scope);
    return new RegExp(criterion.condition).test(typeof value === 'string' ? value : JSON.stringify(value));
  }
  throw new WorkflowError(`criterion type "${type}" is not supported here (simple, regex and jsonpath are)`);
}

/** Source name and operationId of a step (`$sourceDescriptions.singlePayments.createAndProcessSinglePayment`). */
function operationRef(doc: ArazzoDocument, step: ArazzoStep): {source: string; operationId: string} {
  if (!step.operationId) throw new WorkflowError('only steps with an operationId are supported');
  const m = /^\$sourceDescriptions\.([A-Za-z0-9_-]+)\.(.+)$/.exec(step.operationId);
  if (m) {
    if (!doc.sourceDescriptions.some((s) => s.name === m[1]))
      throw new WorkflowError(`"${step.operationId}" names no source description of the document`);
    return {source: m[1], operationId: m[2]};
  }
  if (doc.sourceDescriptions.length !== 1)
    throw new WorkflowError(`"${step.operationId}" must name its source ($sourceDescriptions.<name>.<operationId>)`);
  return {source: doc.sourceDescriptions[0].name, operationId: step.operationId};
}

/** The request of a step, its expressions resolved. */
function requestOf(doc: ArazzoDocument, step: ArazzoStep, scope: Scope, options: RunOptions): StepRequest {
  const {source, operationId} = operationRef(doc, step);
  const op = options.operation(source, operationId);
  const params = (step.parameters ?? []).map((p) => ({...p, value: resolveValue(p.value, scope)}));
  const pathParams = new Map(params.filter((p) => p.in === 'path').map((p) => [p.name, p.value]));
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!pathParams.has(name)) throw new WorkflowError(`path parameter "${name}" of ${operationId} is not given`);
    return encodeURIComponent(String(pathParams.get(name)));
  });
  const query = new URLSearchParams();
  for (const p of params) if (p.in === 'query' && p.value !== undefined) query.append(p.name, String(p.value));
  const headers: Record<string, string> = {};
  for (const p of params) if (p.in === 'header' && p.value !== undefined) headers[p.name] = String(p.value);
  const search = query.toString();
  const request: StepRequest = {method: op.method.toUpperCase(), url: search ? `${path}?${search}` : path, headers};
  if (step.requestBody?.payload !== undefined) {
    headers['Content-Type'] = step.requestBody.contentType ?? 'application/json';
    request.body = resolveValue(step.requestBody.payload, scope);
  }
  return request;
}

/**
 * Runs the workflow one step at a time: each `yield` is a step's result (request, response, outputs, criteria), so
 * a page can stop between steps. Ends after the first step whose criteria fail. A problem of the workflow itself
 * (an unknown expression, an unknown operation) throws a WorkflowError naming the step.
 */
export async function* runSteps(doc: ArazzoDocument, options: RunOptions): AsyncGenerator<StepResult, Scope> {
  const workflow = workflowOf(doc, options.workflowId);
  const scope: Scope = {inputs: inputsWithDefaults(workflow, options.inputs), steps: {}};
  for (const step of workflow.steps) {
    const named = (e: unknown) =>
      e instanceof WorkflowError ? new WorkflowError(`step ${step.stepId}: ${e.message}`) : (e as Error);
    let request: StepRequest;
    try {
      request = requestOf(doc, step, {...scope, request: undefined, response: undefined}, options);
    } catch (e) {
      throw named(e);
    }
    const response = await options.send(request);
    const here: Scope = {...scope, request, response};
    let criteria: CriterionResult[];
    const outputs: Record<string, Json> = {};
    try {
      criteria = (step.successCriteria ?? [{condition: '$statusCode < 400'}]).map((c) => ({
        condition: c.type ? `${c.context ?? ''} matches ${c.condition}` : c.condition,
        passed: checkCriterion(c, here),
      }));
      for (const [name, expression] of Object.entries(step.outputs ?? {}))
        outputs[name] = evaluateExpression(expression, here);
    } catch (e) {
      throw named(e);
    }
    scope.steps[step.stepId] = {outputs};
    const passed = criteria.every((c) => c.passed);
    yield {
      stepId: step.stepId,
      description: step.description,
      operation: step.operationId!,
      request,
      response,
      outputs,
      criteria,
      passed,
    };
    if (!passed) break;
  }
  return scope;
}

/** Runs the whole workflow: every step's result, the workflow's outputs, and whether every criterion passed. */
export async function runWorkflow(doc: ArazzoDocument, options: RunOptions): Promise<WorkflowRun> {
  const workflow = workflowOf(doc, options.workflowId);
  const steps: StepResult[] = [];
  const iterator = runSteps(doc, options);
  let next = await iterator.next();
  while (!next.done) {
    steps.push(next.value);
    next = await iterator.next();
  }
  const last = steps.at(-1);
  if (last && !last.passed)
    return {
      workflowId: workflow.workflowId,
      passed: false,
      steps,
      outputs: {},
      failure: `step ${last.stepId}: ${last.criteria
        .filter((c) => !c.passed)
        .map((c) => c.condition)
        .join('; ')} did not hold (status ${last.response.status})`,
    };
  const scope = next.value;
  const outputs: Record<string, Json> = {};
  for (const [name, expression] of Object.entries(workflow.outputs ?? {}))
    outputs[name] = evaluateExpression(expression, scope);
  return {workflowId: workflow.workflowId, passed: true, steps, outputs};
}
