/**
 * `<WorkflowSteps name="…" />` in a page: the numbered steps of a published workflow (arazzo/, habit 25), rendered at
 * build time from the workflow itself (each step's description, its call, the values it sends from earlier steps and
 * what its answer must be), so the page and the workflow cannot disagree. plugins/rules expands the tag in the page
 * (the workflow file is a dependency of the page: a warm rebuild shows an edit; the samples come from plugins/arazzo's
 * generated server module, which a warm rebuild regenerates), plugins/docs-as-text in its twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {ArazzoDocument, ArazzoStep} from '../../src/shared/arazzo';
import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {workflowSamplesUrl} from '../../src/shared/workflow-samples';
import {markdownToMdast} from '../api-reference/markdown';
import type {ApiReferenceOptions} from '../api-reference/options';
import {stepSamplesHtml, workflowSamples} from './samples';
import {listWorkflows, type Workflow} from './workflows';

/** `<WorkflowSteps name="…" />` on a line of its own. */
export const WORKFLOW_STEPS_TAG = /<WorkflowSteps\s+name="([^"]*)"\s*\/>/g;

/** The workflow called `name`, or an error naming the known ones. */
export function workflowNamed(name: string, root = process.cwd()): Workflow {
  const all = listWorkflows(root);
  const found = all.find((w) => w.name === name);
  if (!found) throw new Error(`unknown workflow "${name}" (known: ${all.map((w) => w.name).join(', ')})`);
  return found;
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A runtime expression in the reader's words: `$steps.connect.outputs.authUri` -> the `authUri` of step 1. */
function spoken(value: unknown, steps: readonly ArazzoStep[]): string {
  if (typeof value !== 'string') return `\`${JSON.stringify(value)}\``;
  const step = /^\$steps\.([\w-]+)\.outputs\.([\w.-]+)$/.exec(value);
  if (step) return `the \`${step[2]}\` of step ${steps.findIndex((s) => s.stepId === step[1]) + 1}`;
  const input = /^\$inputs\.([\w.-]+)$/.exec(value);
  if (input) return `your \`${input[1]}\``;
  return `\`${value}\``;
}

/** The numbered steps of the document's first workflow (or `workflowId`), as Markdown; `withBody: false` leaves
 * out each step's JSON body (the page shows it in the step's code samples instead). */
export function workflowStepsMarkdown(doc: ArazzoDocument, workflowId?: string, withBody = true): string {
  const workflow = workflowId ? doc.workflows.find((w) => w.workflowId === workflowId) : doc.workflows[0];
  if (!workflow) throw new Error(`no workflow "${workflowId}"`);
  const steps = workflow.steps;
  return steps
    .map((step, i) => {
      const [source, operationId] = (step.operationId ?? '').replace(/^\$sourceDescriptions\./, '').split('.');
      const call = source === 'sandbox' ? `the sandbox's \`${operationId}\`` : `\`${operationId}\``;
      const sends = (step.parameters ?? [])
        .filter((p) => p.in !== 'header' || !/^X-/.test(p.name))
        .map((p) => `\`${p.name}\` ${spoken(p.value, steps)}`);
      const checks = (step.successCriteria ?? []).map((c) =>
        c.type ? `\`${c.context}\` matches \`${c.condition}\`` : `\`${c.condition}\``,
      );
      const lines = [
        `${i + 1}. ${oneLine(step.description)}`,
        `   Call ${call}${sends.length ? ` with ${sends.join(', ')}` : ''}. It passes when ${checks.join(' and ')}.`,
      ];
      if (withBody && step.requestBody?.payload !== undefined)
        lines.push(
          '',
          '   ```json',
          ...JSON.stringify(step.requestBody.payload, null, 2)
            .split('\n')
            .map((l) => `   ${l}`),
          '   ```',
        );
      return lines.join('\n');
    })
    .join('\n');
}

/** The steps of workflow `name`, read from its file. */
export function workflowStepsMarkdownOf(name: string, root = process.cwd()): string {
  const workflow = workflowNamed(name, root);
  return workflowStepsMarkdown(parse(fs.readFileSync(path.join(root, workflow.source), 'utf8')) as ArazzoDocument);
}

/** Replaces every `<WorkflowSteps name="…" />` of an MDX text with its steps (the Markdown twins, tests). */
export function expandWorkflowTags(text: string, root = process.cwd()): string {
  return text.replace(WORKFLOW_STEPS_TAG, (_, name: string) => workflowStepsMarkdownOf(name, root));
}

/** The components a page's steps use (each step's samples, the run button), imported once per page (plugins/rules). */
export const STEP_COMPONENTS = {
  sample: {name: 'WorkflowStepSample', source: '@site/src/components/WorkflowSample'},
  runGuide: {name: 'WorkflowRunGuide', source: '@site/src/components/RunGuide'},
} as const;

const jsx = (name: string, attributes: Record<string, string>, children: MdxJsxFlowElement['children']) =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([n, value]) => ({type: 'mdxJsxAttribute', name: n, value})),
    children,
  }) as MdxJsxFlowElement;

/** Where each step's request samples go: `<WorkflowStepSample name n src />` (src/components/WorkflowSample). */
export function sampleNode(workflow: Workflow, n: number, inline?: string): MdxJsxFlowElement {
  return jsx(
    STEP_COMPONENTS.sample.name,
    {name: workflow.name, n: String(n), src: workflowSamplesUrl(workflow.url), ...(inline ? {inline} : {})},
    [],
  );
}

/**
 * The page's nodes for `<WorkflowSteps name>`: the numbered steps (as workflowStepsMarkdown, without the JSON body),
 * each followed by the place of its request samples, then "Run this guide" (src/components/RunGuide), which runs the
 * workflow in the page's sandbox. The samples (every sample language, plugins/arazzo/samples.ts) are HTML, never in
 * the page's script: the server renders the public ones into the page, the browser fetches them otherwise
 * (src/components/WorkflowSample). `inline` (the development server, which renders nothing on a server) puts each
 * step's HTML in the page instead. `files`: what the nodes were made from (the page's dependencies).
 */
export async function workflowStepsNodes(
  name: string,
  root = process.cwd(),
  {inline = false, apiReference}: {inline?: boolean; apiReference?: ApiReferenceOptions} = {},
): Promise<{nodes: RootContent[]; files: string[]}> {
  const workflow = workflowNamed(name, root);
  const doc = parse(fs.readFileSync(path.join(root, workflow.source), 'utf8')) as ArazzoDocument;
  const files = [path.resolve(root, workflow.source)];
  let html: string[] | undefined;
  if (inline) {
    const {samples, files: read} = await workflowSamples(doc, doc.workflows[0], root, apiReference);
    html = samples.map((sample, i) => stepSamplesHtml(sample, `wf-${name}-${i}`));
    files.push(...read);
  }
  const nodes = markdownToMdast(workflowStepsMarkdown(doc, undefined, false)).children;
  const list = nodes[0];
  if (nodes.length !== 1 || list.type !== 'list' || list.children.length !== doc.workflows[0].steps.length)
    throw new Error(`workflow "${name}": its steps did not read as one numbered list`);
  list.children.forEach((item, i) => item.children.push(sampleNode(workflow, i, html?.[i]) as never));
  list.spread = true;
  return {
    nodes: [
      list,
      jsx(STEP_COMPONENTS.runGuide.name, {name, title: doc.info.title, src: workflowModuleUrl(workflow)}, []),
    ] as RootContent[],
    files,
  };
}

/** Where the site serves a workflow's browser module (plugins/arazzo/index.ts writes it): beside the workflow. */
export function workflowModuleUrl(workflow: Workflow): string {
  return workflow.url.replace(/\.arazzo\.yaml$/, '.run.js');
}
