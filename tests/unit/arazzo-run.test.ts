/**
 * The Arazzo runner (src/shared/arazzo.ts) and the MCP server's `list_workflows` and `run_workflow`
 * (src/mcp/workflows.ts): every published workflow runs to the end against the in-process sandbox, each step's
 * request, response, outputs and criteria returned; a failed criterion ends the run at its step; a workflow's own
 * mistake (an unknown expression, a missing input) is an error naming the step. The public file lists no
 * provider workflow.
 */
import fs from 'node:fs';
import {parse} from 'yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import {ApiCatalog} from '../../src/mcp/api';
import type {McpData} from '../../src/mcp/data';
import {createMcpServer} from '../../src/mcp/server';
import {listWorkflows as listMcpWorkflows, runWorkflowTool} from '../../src/mcp/workflows';
import {
  checkCriterion,
  evaluateCondition,
  evaluateExpression,
  runSteps,
  runWorkflow,
  WorkflowError,
  type ArazzoDocument,
  type StepRequest,
} from '../../src/shared/arazzo';
import {SANDBOX_CONTROL_SOURCE} from '../../src/shared/sandbox';
import {listWorkflows} from '../../plugins/arazzo/workflows';
import {connectedClient, mcpData} from './lib/mcp-client';
import {sandboxApis} from './sandbox-helpers';

const workflows = listWorkflows();
let provider: McpData;
let publicOnly: McpData;

beforeAll(async () => {
  const apis = (await sandboxApis(true)).map((a) => ({
    id: a.id,
    family: a.family,
    title: a.id,
    bundle: JSON.stringify(a.bundled),
  }));
  const published = workflows.map((w) => ({
    name: w.name,
    url: w.url,
    restricted: w.restricted,
    document: JSON.stringify(parse(fs.readFileSync(w.source, 'utf8'))),
  }));
  const sandboxControl = JSON.stringify(parse(fs.readFileSync(SANDBOX_CONTROL_SOURCE, 'utf8')));
  provider = mcpData({restricted: true, apis, workflows: published, sandboxControl});
  publicOnly = mcpData({
    apis: apis.filter((a) => a.family !== 'provider'),
    workflows: published.filter((w) => !w.restricted),
    sandboxControl,
  });
}, 180_000);

const docOf = (name: string) =>
  parse(fs.readFileSync(workflows.find((w) => w.name === name)!.source, 'utf8')) as ArazzoDocument;

describe('run_workflow', () => {
  it.each(workflows.map((w) => [w.name]))('%s runs to the end in the in-process sandbox', async (name) => {
    const run = await runWorkflowTool(new ApiCatalog(provider), provider, {name, reset: true});
    expect(run.failure, JSON.stringify(run.steps.at(-1), null, 1)?.slice(0, 3000)).toBeUndefined();
    expect(run.passed).toBe(true);
    const doc = docOf(name);
    expect(run.steps.map((s) => s.stepId)).toEqual(doc.workflows[0].steps.map((s) => s.stepId));
    for (const step of run.steps) {
      expect(step.criteria.length).toBeGreaterThan(0);
      expect(step.criteria.every((c) => c.passed)).toBe(true);
    }
    for (const [key, value] of Object.entries(run.outputs)) expect(value, key).toBeDefined();
  });

  it('returns each step’s request, response, outputs and criteria; ids pass from step to step', async () => {
    const run = await runWorkflowTool(new ApiCatalog(publicOnly), publicOnly, {
      name: '/arazzo/toolkit-payment-lifecycle.arazzo.yaml',
      reset: true,
      inputs: {amount: '60.00', refundAmount: '10.00'},
    });
    expect(run.passed).toBe(true);
    const create = run.steps.find((s) => s.stepId === 'createPayment')!;
    expect(create.request).toMatchObject({method: 'POST', url: '/v1/payments/single/create-and-process'});
    expect(create.request.headers['Idempotency-Key']).toBe(run.inputs.paymentKey);
    expect(create.request.body).toMatchObject({amount: '60.00'});
    expect(create.response.status).toBe(201);
    expect(create.criteria).toEqual([
      {condition: '$statusCode == 201', passed: true},
      {condition: "$response.body#/result/status == 'sent'", passed: true},
    ]);
    const id = create.outputs.paymentId;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(run.steps.find((s) => s.stepId === 'approveAtTestBank')!.request.url).toBe(`/_sandbox/bank/${id}/approve`);
    expect(run.outputs.paymentId).toBe(id);
  });

  it('ends at a failed criterion, saying which', async () => {
    const doc = docOf('toolkit-payment-lifecycle');
    doc.workflows[0].steps[1].successCriteria!.push({condition: "$response.body#/result/status == 'paid'"});
    const sent: StepRequest[] = [];
    const catalog = new ApiCatalog(publicOnly);
    const run = await runWorkflow(doc, {
      inputs: {terminalId: 'x', terminalSecret: 'y', paymentKey: crypto.randomUUID(), refundKey: crypto.randomUUID()},
      operation: (_source, operationId) => {
        const api = catalog
          .ids()
          .find(
            (id) => id.startsWith('toolkit-') && catalog.operations(id).some((o) => o.operationId === operationId),
          )!;
        const op = catalog.operation(api, operationId);
        return {method: op.method, path: op.servedPath};
      },
      send: async (request) => {
        sent.push(request);
        return request.url.endsWith('/list')
          ? {status: 200, headers: {}, body: {data: [{id: '6651a0b1c2d3e4f5a6b7c8d9', isDefault: true}]}}
          : {status: 201, headers: {}, body: {result: {id: '6651b2c3d4e5f6a7b8c9d0e2', status: 'sent'}}};
      },
    });
    expect(run.passed).toBe(false);
    expect(run.steps.map((s) => s.stepId)).toEqual(['listBankAccounts', 'createPayment']);
    expect(sent).toHaveLength(2);
    expect(run.steps[1].criteria.map((c) => c.passed)).toEqual([true, true, false]);
    expect(run.failure).toBe("step createPayment: $response.body#/result/status == 'paid' did not hold (status 201)");
    expect(run.outputs).toEqual({});
  });

  it('names the step and the expression a workflow gets wrong, and a missing input', async () => {
    const doc = docOf('toolkit-payment-lifecycle');
    doc.workflows[0].steps[1].parameters![2].value = '$inputs.paymentKeyy';
    const options = {
      inputs: {terminalId: 'x', terminalSecret: 'y', paymentKey: 'k', refundKey: 'r'},
      operation: () => ({method: 'GET', path: '/v1/x'}),
      send: async () => ({status: 200, headers: {}, body: {data: [{id: 'a', isDefault: true}]}}),
    };
    await expect(runWorkflow(doc, options)).rejects.toThrow(
      /^step createPayment: "\$inputs\.paymentKeyy" names no input of the workflow \(inputs: terminalId, terminalSecret, paymentKey, refundKey, amount, refundAmount\)$/,
    );
    doc.workflows[0].steps[1].parameters![2].value = '$request.body#/x';
    await expect(runWorkflow(doc, options)).rejects.toThrow(
      /^step createPayment: "\$request\.body#\/x" is not a runtime expression this runner knows/,
    );
    await expect(runWorkflow(doc, {...options, inputs: {terminalId: 'x'}})).rejects.toThrow(
      new WorkflowError('missing inputs: terminalSecret, paymentKey, refundKey'),
    );
    expect(() => evaluateExpression('$steps.nope.outputs.id', {inputs: {}, steps: {}})).toThrow(
      '"$steps.nope.outputs.id" names step "nope", which has not run before this one',
    );
  });

  it('yields one step at a time, so a page can stop between steps', async () => {
    const doc = docOf('toolkit-payment-lifecycle');
    let calls = 0;
    const steps = runSteps(doc, {
      inputs: {terminalId: 'x', terminalSecret: 'y', paymentKey: 'k', refundKey: 'r'},
      operation: () => ({method: 'GET', path: '/v1/x'}),
      send: async () => {
        calls++;
        return {status: 200, headers: {}, body: {data: [{id: 'a', isDefault: true}]}};
      },
    });
    const first = await steps.next();
    expect(first.done).toBe(false);
    expect(calls).toBe(1);
  });
});

describe('criteria', () => {
  const scope = {
    inputs: {},
    steps: {},
    response: {
      status: 200,
      headers: {Link: '<https://x.example/t?page=1>; rel="prev"'},
      body: {
        events: [
          {type: 'single-payments.status-update', id: 'evt_1'},
          {type: 'bank-accounts.status-update', id: 'evt_2'},
        ],
        hasMore: false,
      },
    },
  };
  it('holds simple conditions joined by && and ||, comparing numbers as numbers', () => {
    expect(evaluateCondition("$statusCode == 200 && $response.body#/events/1/id == 'evt_2'", scope)).toBe(true);
    expect(evaluateCondition('$statusCode == 201 || $response.body#/hasMore == false', scope)).toBe(true);
    expect(evaluateCondition('$statusCode >= 400', scope)).toBe(false);
    expect(() => evaluateCondition('$statusCode', scope)).toThrow(/is not a simple condition/);
  });

  it('runs JSONPath filters on the context as Respect does (a root filter tests the context itself)', () => {
    const jsonpath = (condition: string) =>
      checkCriterion({context: '$response.body', condition, type: 'jsonpath'}, scope);
    expect(jsonpath("$[?@.events[?@.type == 'single-payments.status-update']]")).toBe(true);
    expect(jsonpath("$[?@.events[?@.type == 'single-payments.status-update' && @.id == 'evt_2']]")).toBe(false);
    expect(jsonpath("$[?@.events[?@.type == 'recurring-payments.payment-missed']]")).toBe(false);
    expect(jsonpath('$[?@.hasMore == false]')).toBe(true);
    expect(() => jsonpath('$[?@.events[?@.type ~ 1]]x')).toThrow(/JSONPath/);
  });

  it('matches regex criteria against their context, and refuses a type it does not know', () => {
    const regex = (context: string, condition: string) => checkCriterion({context, condition, type: 'regex'}, scope);
    expect(regex('$response.header.Link', 'rel="prev"')).toBe(true);
    expect(regex('$response.header.link', 'rel="next"')).toBe(false);
    expect(() => checkCriterion({context: '$response.body', condition: '/a', type: 'xpath'}, scope)).toThrow(
      'criterion type "xpath" is not supported here (simple, regex and jsonpath are)',
    );
  });
});

describe('list_workflows', () => {
  it('lists the public workflows only in the public file, the provider’s too in the section’s', () => {
    const names = (data: McpData) => listMcpWorkflows(data).map((w) => w.name);
    expect(names(publicOnly)).toEqual(workflows.filter((w) => !w.restricted).map((w) => w.name));
    expect(names(provider)).toEqual(workflows.map((w) => w.name));
    expect(names(provider).length).toBeGreaterThan(names(publicOnly).length);
    const lifecycle = listMcpWorkflows(publicOnly).find((w) => w.name === 'toolkit-payment-lifecycle')!;
    expect(lifecycle.url).toBe('https://developers.fernpay.example/arazzo/toolkit-payment-lifecycle.arazzo.yaml');
    expect(lifecycle.workflows[0].inputs).toContainEqual(
      expect.objectContaining({name: 'terminalSecret', required: true}),
    );
  });

  it('are tools of the server; an unknown workflow names the known ones', async () => {
    const client = await connectedClient(createMcpServer(publicOnly));
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_workflows', 'run_workflow']));
      const run = (await client.callTool({
        name: 'run_workflow',
        arguments: {name: 'toolkit-recurring-missed-payment', reset: true},
      })) as {content: {text: string}[]};
      const answer = JSON.parse(run.content[0].text);
      expect(answer.passed).toBe(true);
      const unknown = (await client.callTool({name: 'run_workflow', arguments: {name: 'provider-payment-refund'}})) as {
        isError?: boolean;
        content: {text: string}[];
      };
      expect(unknown.isError).toBe(true);
      expect(unknown.content[0].text).toMatch(
        /^unknown workflow "provider-payment-refund": the workflows are partner-.*toolkit-payment-lifecycle/,
      );
    } finally {
      await client.close();
    }
  });
});
