/**
 * `<WorkflowSteps name="…" />` in a page: the numbered steps of a published workflow (arazzo/, habit 25), rendered at
 * build time from the workflow itself (each step's description, its call, the values it sends from earlier steps and
 * what its answer must be), so the page and the workflow cannot disagree. plugins/rules expands the tag in the page
 * (the workflow file is a dependency of the page: a warm rebuild shows an edit), plugins/docs-as-text in its twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {ArazzoDocument, ArazzoStep} from '../../src/shared/arazzo';
import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {SAMPLE_LANGUAGE_GROUP, sampleValue} from '../../src/shared/api-reference';
import {workflowSamples, type StepSample} from './samples';
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

/** The names a page's steps use for Docusaurus' tabs and the run button, imported once per page (page-steps.ts). */
export const STEP_COMPONENTS = {
  tabs: {name: 'WorkflowStepTabs', source: '@theme/Tabs'},
  tabItem: {name: 'WorkflowStepTabItem', source: '@theme/TabItem'},
  runGuide: {name: 'WorkflowRunGuide', source: '@site/src/components/RunGuide'},
} as const;

const jsx = (name: string, attributes: Record<string, string>, children: MdxJsxFlowElement['children']) =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([n, value]) => ({type: 'mdxJsxAttribute', name: n, value})),
    children,
  }) as MdxJsxFlowElement;

/** One step's request in the reader's code-sample language: the site's one language tab group. */
export function sampleTabs(sample: StepSample): MdxJsxFlowElement {
  return jsx(
    STEP_COMPONENTS.tabs.name,
    {groupId: SAMPLE_LANGUAGE_GROUP},
    sample.samples.map((s) =>
      jsx(STEP_COMPONENTS.tabItem.name, {value: sampleValue(s.label), label: s.label}, [
        {type: 'code', lang: s.lang, value: s.code.replace(/\n$/, '')},
      ]),
    ),
  );
}

/**
 * The page's nodes for `<WorkflowSteps name>`: the numbered steps (as workflowStepsMarkdown, without the JSON body),
 * each followed by its request in every sample language, then "Run this guide" (src/components/RunGuide), which runs
 * the workflow in the page's sandbox; `moduleUrl` is the workflow's browser module (plugins/arazzo).
 */
export async function workflowStepsNodes(
  name: string,
  root = process.cwd(),
): Promise<{nodes: RootContent[]; files: string[]}> {
  const workflow = workflowNamed(name, root);
  const doc = parse(fs.readFileSync(path.join(root, workflow.source), 'utf8')) as ArazzoDocument;
  const {samples, files} = await workflowSamples(doc, doc.workflows[0], root);
  const nodes = fromMarkdown(workflowStepsMarkdown(doc, undefined, false), {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  }).children;
  const list = nodes[0];
  if (nodes.length !== 1 || list.type !== 'list' || list.children.length !== samples.length)
    throw new Error(`workflow "${name}": its steps did not read as one numbered list`);
  list.children.forEach((item, i) => item.children.push(sampleTabs(samples[i]) as never));
  list.spread = true;
  return {
    nodes: [
      list,
      jsx(STEP_COMPONENTS.runGuide.name, {name, title: doc.info.title, src: workflowModuleUrl(workflow)}, []),
    ] as RootContent[],
    files: [path.resolve(root, workflow.source), ...files],
  };
}

/** Where the site serves a workflow's browser module (plugins/arazzo/index.ts writes it): beside the workflow. */
export function workflowModuleUrl(workflow: Workflow): string {
  return workflow.url.replace(/\.arazzo\.yaml$/, '.run.js');
}
