/**
 * Remark plugin: `<Lifecycle id="…" api="…" />` becomes the lifecycle's state diagram and tables, from the
 * declaration the sandbox engine applies (src/sandbox/lifecycles), before the Mermaid step renders the diagram.
 * And `<Rule id="…" />` in an MDX page becomes the rule's Markdown from `src/rules`
 * (parsed here, so its links, code and tables are the page's own nodes and nothing runs in the
 * browser). On its own line a rule may be any Markdown; inside a sentence or a table cell it must
 * be an inline rule (one paragraph). An unknown id or a block rule inside a sentence fails the
 * build, naming the file and line.
 */
import type {Root, RootContent, PhrasingContent, Paragraph} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';
import fs from 'node:fs';
import path from 'node:path';
import {ALL_RULES as RULES, isRuleId} from '../../src/rules/all';
import {LIFECYCLES, isLifecycleId, isRestrictedLifecycle, lifecycleMarkdownOf} from '../../src/sandbox/lifecycles';
import {isRestrictedContentFile} from '../../src/restricted';
import {isWebhookCheckTag, webhookCheckMarkdownOf} from '../../src/sandbox/webhook-check/markdown';
import {
  SCENARIO_TABLES,
  SEED_TABLE_ID,
  isRestrictedTable,
  isScenarioTableId,
  scenarioMarkdownOf,
} from '../../src/sandbox/scenarios';
import {STEP_COMPONENTS, workflowNamed, workflowStepsNodes} from '../arazzo/steps';

import {markdownToMdast} from '../api-reference/markdown';
import {addPageDependencies} from '../api-reference/page-dependencies';
import {NO_OPTIONS, validateStepOptions} from '../step-options';
import {Joi} from '@docusaurus/utils-validation';
import type {ApiReferenceOptions} from '../api-reference/options';

const RULES_DIR = path.resolve(__dirname, '../../src/rules');
const LIFECYCLES_DIR = path.resolve(__dirname, '../../src/sandbox/lifecycles');
const WEBHOOK_CHECK_DIR = path.resolve(__dirname, '../../src/sandbox/webhook-check');
const SCENARIOS_DIR = path.resolve(__dirname, '../../src/sandbox/scenarios');

/** The files the scenario catalogues are declared in: a page that shows one of their tables depends on them. */
export function scenarioSourceFiles(): string[] {
  return fs
    .readdirSync(SCENARIOS_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(SCENARIOS_DIR, f))
    .sort();
}

/** The files the sandbox's seed is declared and printed in (src/sandbox/seed/). */
export function seedSourceFiles(): string[] {
  const dir = path.join(path.dirname(SCENARIOS_DIR), 'seed');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f))
    .sort();
}

/** The files the webhook check is declared and printed in: the page that shows its cases depends on them. */
export function webhookCheckSourceFiles(): string[] {
  return fs
    .readdirSync(WEBHOOK_CHECK_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(WEBHOOK_CHECK_DIR, f))
    .sort();
}

/** The files the lifecycles are declared in: a page that shows one depends on them. */
export function lifecycleSourceFiles(): string[] {
  return fs
    .readdirSync(LIFECYCLES_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(LIFECYCLES_DIR, f))
    .sort();
}

/** The files the rules are written in: a page that shows a rule, or a spec that holds one, depends on them. */
export function ruleSourceFiles(): string[] {
  return fs
    .readdirSync(RULES_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(RULES_DIR, f))
    .sort();
}

type JsxNode = {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  position?: {start: {line: number}};
};

function stripPositions<T>(node: T): T {
  if (node && typeof node === 'object') {
    delete (node as {position?: unknown}).position;
    for (const child of (node as {children?: unknown[]}).children ?? []) stripPositions(child);
  }
  return node;
}

export function ruleNodes(id: string): RootContent[] {
  return markdownNodes(RULES[id as keyof typeof RULES].markdown);
}

function markdownNodes(markdown: string): RootContent[] {
  const root = markdownToMdast(markdown);
  return stripPositions(root).children;
}

/**
 * Options (all optional): `root`, the site's folder that holds `arazzo/` (the working directory by default), and
 * `apiReference`, the references a workflow's samples are compiled from on the development server.
 */
const RULES_OPTIONS = NO_OPTIONS.keys({
  root: Joi.string(),
  apiReference: Joi.object({configFile: Joi.string().required(), restricted: Joi.object().required()}).unknown(),
});

export default function remarkRules(options?: unknown) {
  const {root, apiReference} = validateStepOptions<{root?: string; apiReference?: ApiReferenceOptions}>(
    'remarkRules',
    RULES_OPTIONS,
    options,
  );
  const workflows = {root: root ?? process.cwd(), apiReference};
  return (tree: Root, file: {path?: string}) => {
    let used = false;
    let usedLifecycle = false;
    let usedCheck = false;
    let usedScenarios = false;
    const workflowFiles: string[] = [];
    const workflowTags: {parent: {children: RootContent[]}; node: RootContent; name: string}[] = [];
    visit(tree, (node, index, parent) => {
      const jsx = node as unknown as JsxNode;
      // <SandboxOutcomes table="…" />: an outcome table of the sandbox's scenario catalogue (src/sandbox/scenarios).
      if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && jsx.name === 'SandboxOutcomes') {
        const where = `${file.path ?? 'MDX file'}:${jsx.position?.start.line ?? '?'}`;
        const table = jsx.attributes?.find((a) => a.name === 'table')?.value;
        if (jsx.type === 'mdxJsxTextElement' || typeof table !== 'string' || jsx.attributes?.length !== 1)
          throw new Error(
            `${where}: put <SandboxOutcomes table="…" /> on a line of its own, with a literal table id and nothing else`,
          );
        if (!isScenarioTableId(table))
          throw new Error(
            `${where}: unknown sandbox outcome table "${table}" (known: ${[...Object.keys(SCENARIO_TABLES), SEED_TABLE_ID].join(', ')})`,
          );
        if (isRestrictedTable(table) !== isRestrictedContentFile(file.path))
          throw new Error(
            `${where}: sandbox outcome table "${table}" belongs to ${isRestrictedTable(table) ? 'the restricted section (docs-provider/) only' : 'the public pages only'}`,
          );
        if (!parent || index === undefined) return;
        const nodes = markdownNodes(scenarioMarkdownOf(table));
        usedScenarios = true;
        (parent.children as RootContent[]).splice(index, 1, ...nodes);
        return [SKIP, index + nodes.length];
      }
      // <WorkflowSteps name="…" />: the numbered steps of a published workflow (arazzo/, plugins/arazzo/steps.ts).
      if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && jsx.name === 'WorkflowSteps') {
        const where = `${file.path ?? 'MDX file'}:${jsx.position?.start.line ?? '?'}`;
        const name = jsx.attributes?.find((a) => a.name === 'name')?.value;
        if (jsx.type === 'mdxJsxTextElement' || typeof name !== 'string' || jsx.attributes?.length !== 1)
          throw new Error(
            `${where}: put <WorkflowSteps name="…" /> on a line of its own, with a literal workflow name`,
          );
        let workflow: ReturnType<typeof workflowNamed>;
        try {
          workflow = workflowNamed(name, workflows.root);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
        }
        if (workflow.restricted !== isRestrictedContentFile(file.path))
          throw new Error(
            `${where}: workflow "${name}" belongs to ${workflow.restricted ? 'the restricted section (docs-provider/) only' : 'the public pages only'}`,
          );
        if (!parent || index === undefined) return;
        // Expanded after this walk: the steps' code samples read the compiled references (asynchronous).
        workflowTags.push({parent: parent as {children: RootContent[]}, node: node as RootContent, name});
        workflowFiles.push(path.resolve(workflows.root, workflow.source));
        return SKIP;
      }
      // <WebhookCheckCases /> and <WebhookCheckSample />: the webhook check's cases and a sample report.
      if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && isWebhookCheckTag(jsx.name)) {
        if (jsx.type === 'mdxJsxTextElement' || jsx.attributes?.length)
          throw new Error(
            `${file.path ?? 'MDX file'}:${jsx.position?.start.line ?? '?'}: put <${jsx.name} /> on a line of its own, without attributes`,
          );
        if (!parent || index === undefined) return;
        const nodes = markdownNodes(webhookCheckMarkdownOf(jsx.name));
        usedCheck = true;
        (parent.children as RootContent[]).splice(index, 1, ...nodes);
        return [SKIP, index + nodes.length];
      }
      if (jsx.type === 'mdxJsxFlowElement' && jsx.name === 'Lifecycle') {
        const where = `${file.path ?? 'MDX file'}:${jsx.position?.start.line ?? '?'}`;
        const attr = (name: string) => jsx.attributes?.find((a) => a.name === name)?.value;
        const id = attr('id');
        const api = attr('api');
        const part = attr('part');
        if (
          typeof id !== 'string' ||
          (api !== undefined && typeof api !== 'string') ||
          (part !== undefined && typeof part !== 'string')
        )
          throw new Error(
            `${where}: <Lifecycle> needs literal attributes, e.g. <Lifecycle id="single-payment" api="toolkit" />`,
          );
        if (!isLifecycleId(id))
          throw new Error(`${where}: unknown lifecycle "${id}" (known: ${Object.keys(LIFECYCLES).join(', ')})`);
        if (isRestrictedLifecycle(id) !== isRestrictedContentFile(file.path))
          throw new Error(
            `${where}: lifecycle "${id}" belongs to ${isRestrictedLifecycle(id) ? 'the restricted section (docs-provider/) only' : 'the public pages only'}`,
          );
        if (!parent || index === undefined) return;
        let markdown: string;
        try {
          markdown = lifecycleMarkdownOf(id, api, part);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
        }
        const nodes = markdownNodes(markdown);
        usedLifecycle = true;
        (parent.children as RootContent[]).splice(index, 1, ...nodes);
        return [SKIP, index + nodes.length];
      }
      if (jsx.type === 'mdxJsxTextElement' && jsx.name === 'Lifecycle')
        throw new Error(
          `${file.path ?? 'MDX file'}:${jsx.position?.start.line ?? '?'}: put <Lifecycle /> on a line of its own`,
        );
      if ((jsx.type !== 'mdxJsxFlowElement' && jsx.type !== 'mdxJsxTextElement') || jsx.name !== 'Rule') return;
      const where = `${file.path ?? 'MDX file'}:${jsx.position?.start.line ?? '?'}`;
      const id = jsx.attributes?.find((a) => a.name === 'id')?.value;
      if (typeof id !== 'string') throw new Error(`${where}: <Rule> needs a literal id, e.g. <Rule id="paging" />`);
      if (!isRuleId(id)) throw new Error(`${where}: unknown rule "${id}" (known: ${Object.keys(RULES).join(', ')})`);
      if (!parent || index === undefined) return;
      used = true;
      const nodes = ruleNodes(id);
      if (jsx.type === 'mdxJsxTextElement') {
        if (nodes.length !== 1 || nodes[0].type !== 'paragraph')
          throw new Error(`${where}: rule "${id}" is not one paragraph: put <Rule id="${id}" /> on a line of its own`);
        const inline: PhrasingContent[] = (nodes[0] as Paragraph).children;
        (parent.children as PhrasingContent[]).splice(index, 1, ...inline);
        return [SKIP, index + inline.length];
      }
      (parent.children as RootContent[]).splice(index, 1, ...nodes);
      return [SKIP, index + nodes.length];
    });
    // Runs after the API reference step, which resets the page's recorded files on every compile.
    if (used && file.path) addPageDependencies(file.path, ruleSourceFiles());
    if (usedCheck && file.path) addPageDependencies(file.path, [...ruleSourceFiles(), ...webhookCheckSourceFiles()]);
    if (usedLifecycle && file.path) addPageDependencies(file.path, [...ruleSourceFiles(), ...lifecycleSourceFiles()]);
    if (usedScenarios && file.path)
      addPageDependencies(file.path, [...lifecycleSourceFiles(), ...scenarioSourceFiles(), ...seedSourceFiles()]);
    if (workflowFiles.length && file.path) addPageDependencies(file.path, workflowFiles);
    if (workflowTags.length) return expandWorkflowSteps(tree, workflowTags, file.path, workflows);
  };
}

/** `import Name from 'source';` as an MDX ESM node (its estree built here: nothing to parse). */
function importNode(name: string, source: string): RootContent {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(source)};`, data: {estree}} as never;
}

/** Replaces each `<WorkflowSteps>` with its steps (plugins/arazzo/steps.ts) and imports what they use, once. */
async function expandWorkflowSteps(
  tree: Root,
  tags: {parent: {children: RootContent[]}; node: RootContent; name: string}[],
  where: string | undefined,
  {root, apiReference}: {root: string; apiReference?: ApiReferenceOptions},
): Promise<void> {
  for (const {parent, node, name} of tags) {
    let expanded: Awaited<ReturnType<typeof workflowStepsNodes>>;
    try {
      // The development server renders nothing on a server: each step's samples go in the page there.
      expanded = await workflowStepsNodes(name, root, {inline: process.env.NODE_ENV === 'development', apiReference});
    } catch (error) {
      throw new Error(`${where ?? 'MDX file'}: workflow "${name}": ${(error as Error).message}`, {cause: error});
    }
    if (where) addPageDependencies(where, expanded.files);
    parent.children.splice(parent.children.indexOf(node), 1, ...expanded.nodes.map(stripPositions));
  }
  tree.children.unshift(...Object.values(STEP_COMPONENTS).map((c) => importNode(c.name, c.source)));
}
