/**
 * `list_workflows` and `run_workflow`: the Arazzo workflows this file's audience is served (arazzo/; the provider
 * section's only in its own file, McpData.workflows), and a run of one against the in-process sandbox
 * (src/mcp/sandbox.ts), step by step, with the shared runner (src/shared/arazzo.ts): each step's request, response,
 * outputs and criteria. Nothing leaves the process: the API steps and the `sandbox` source's control steps are
 * answered by the same sandbox. Inputs the sandbox can give (its test credentials, a new Idempotency-Key, the dates)
 * are filled in (src/sandbox/workflow-inputs.ts); `inputs` overrides them.
 */
import {runWorkflow, WorkflowError, workflowOf, type ArazzoDocument, type ResolvedOperation} from '../shared/arazzo';
import {SANDBOX_CONTROL_FILE_NAME} from '../shared/sandbox';
import {sandboxInputs} from '../sandbox/workflow-inputs';
import type {ApiCatalog} from './api';
import type {McpData, McpWorkflow} from './data';
import {sandboxPreset, sandboxRequest, theSandbox} from './sandbox';

const documents = new Map<string, ArazzoDocument>();
const documentOf = (w: McpWorkflow): ArazzoDocument => {
  let doc = documents.get(w.url);
  if (!doc) documents.set(w.url, (doc = JSON.parse(w.document) as ArazzoDocument));
  return doc;
};

/** Every workflow with what a caller needs to run it: its workflows and their inputs. */
export function listWorkflows(data: McpData) {
  return data.workflows.map((w) => {
    const doc = documentOf(w);
    return {
      name: w.name,
      url: `${data.siteUrl}${w.url}`,
      title: doc.info.title,
      summary: doc.info.summary ?? '',
      sources: doc.sourceDescriptions.map((s) => s.name),
      workflows: doc.workflows.map((flow) => ({
        workflowId: flow.workflowId,
        summary: flow.summary ?? '',
        steps: flow.steps.map((s) => s.stepId),
        inputs: Object.entries(flow.inputs?.properties ?? {}).map(([name, schema]) => ({
          name,
          required: (flow.inputs?.required ?? []).includes(name),
          description: schema.description ?? '',
          ...(schema.default === undefined ? {} : {default: schema.default}),
        })),
      })),
    };
  });
}

type ControlOps = Map<string, ResolvedOperation>;
let controlOps: ControlOps | undefined;

/** The control description's operations (`pressSandboxBankButton` -> POST /_sandbox/bank/{id}/{action}). */
function controlOperations(data: McpData): ControlOps {
  if (controlOps) return controlOps;
  controlOps = new Map();
  const doc = JSON.parse(data.sandboxControl) as {paths?: Record<string, Record<string, {operationId?: string}>>};
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item))
      if (op?.operationId) controlOps.set(op.operationId, {method: method.toUpperCase(), path});
  return controlOps;
}

/** `../openapi/toolkit-single-payments.yaml` -> the API `toolkit-single-payments`; the control description. */
function resolverOf(catalog: ApiCatalog, data: McpData, doc: ArazzoDocument) {
  return (source: string, operationId: string): ResolvedOperation => {
    const url = doc.sourceDescriptions.find((s) => s.name === source)?.url ?? '';
    const file = url.split('/').pop() ?? '';
    if (file === SANDBOX_CONTROL_FILE_NAME) {
      const op = controlOperations(data).get(operationId);
      if (!op) throw new WorkflowError(`the sandbox control description has no operation ${operationId}`);
      return op;
    }
    const id = file.replace(/\.yaml$/, '');
    if (!catalog.ids().includes(id)) throw new WorkflowError(`source ${source} (${url}) is not an API of this server`);
    const op = catalog.operation(id, operationId);
    return {method: op.method.toUpperCase(), path: op.servedPath};
  };
}

/** Runs workflow `name` (its `workflowId`, the first by default) against the in-process sandbox. */
export async function runWorkflowTool(
  catalog: ApiCatalog,
  data: McpData,
  args: {name: string; workflowId?: string; inputs?: Record<string, unknown>; reset?: boolean},
) {
  const name = args.name.replace(/^.*\//, '').replace(/\.arazzo\.yaml$/, '');
  const published = data.workflows.find((w) => w.name === name);
  if (!published)
    throw new Error(
      `unknown workflow "${args.name}": the workflows are ${data.workflows.map((w) => w.name).join(', ')}`,
    );
  const doc = documentOf(published);
  const box = theSandbox(catalog);
  if (args.reset) await sandboxRequest(box, {method: 'POST', url: '/_sandbox/reset', headers: {}});
  const flow = workflowOf(doc, args.workflowId);
  const inputs = sandboxInputs(
    flow,
    sandboxPreset(catalog).credentials,
    box.now(),
    () => crypto.randomUUID(),
    args.inputs,
  );
  const run = await runWorkflow(doc, {
    workflowId: flow.workflowId,
    inputs,
    operation: resolverOf(catalog, data, doc),
    send: (request) => sandboxRequest(box, request),
  });
  return {workflow: published.name, inputs, ...run};
}
