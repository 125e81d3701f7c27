/**
 * `<WorkflowSteps name="…" />` (plugins/arazzo/steps.ts): a page's numbered steps come from the published workflow,
 * expanded at build time in the page (plugins/rules) and its Markdown twin (plugins/docs-as-text), and no page
 * retypes a workflow's step.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import remarkRules from '../../plugins/rules';
import type {List} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {workflowModuleSource} from '../../plugins/arazzo';
import {PAGE_DEPENDENCIES_KEY} from '../../plugins/api-reference/page-dependencies';
import {
  STEP_COMPONENTS,
  expandWorkflowTags,
  workflowStepsMarkdown,
  workflowStepsNodes,
} from '../../plugins/arazzo/steps';
import {listWorkflows} from '../../plugins/arazzo/workflows';
import type {ArazzoDocument} from '../../src/shared/arazzo';

const workflows = listWorkflows();
const docOf = (name: string) =>
  parse(fs.readFileSync(workflows.find((w) => w.name === name)!.source, 'utf8')) as ArazzoDocument;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function pages(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) =>
      e.isDirectory() ? pages(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : [],
    );
}

const attr = (el: MdxJsxFlowElement, name: string) => el.attributes.find((a) => 'name' in a && a.name === name)?.value;
/** The code of step `i`'s sample in language tab `value`. */
function sampleOf(list: List, i: number, value: string): string {
  const tabs = list.children[i].children.at(-1) as unknown as MdxJsxFlowElement;
  expect(tabs.name).toBe(STEP_COMPONENTS.tabs.name);
  const item = (tabs.children as unknown as MdxJsxFlowElement[]).find((t) => attr(t, 'value') === value)!;
  return (item.children[0] as unknown as {value: string}).value;
}

describe('<WorkflowSteps name>', () => {
  it('renders the workflow’s steps in order: description, call, what it sends, its checks, its body', () => {
    const doc = docOf('toolkit-bank-account-connection');
    const markdown = workflowStepsMarkdown(doc);
    const items = markdown.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(items).toEqual(doc.workflows[0].steps.map((s, i) => `${i + 1}. ${oneLine(s.description!)}`));
    expect(markdown).toContain(
      "Call the sandbox's `pressSandboxLinkButton` with `url` the `authUri` of step 1, `action` `approve`.",
    );
    expect(markdown).toContain('"provider": "ob-natwest-sandbox"');
    expect(markdown).toContain("`$response.body#/data/status == 'verified'`");
  });

  it('is expanded in the page and its twin; a page of the wrong section or an unknown name fails the build', async () => {
    const page = 'docs/toolkit-api/payments-module/bank-accounts/overview.mdx';
    const source = fs.readFileSync(page, 'utf8');
    expect(source).toContain('<WorkflowSteps name="toolkit-bank-account-connection" />');
    const out = String(await compile({value: source, path: page}, {remarkPlugins: [remarkGfm, remarkRules]}));
    expect(out).toContain('pressSandboxLinkButton');
    expect(out).not.toContain('WorkflowSteps');
    expect(expandWorkflowTags(source)).toContain(workflowStepsMarkdown(docOf('toolkit-bank-account-connection')));
    const tag = (name: string, file: string) =>
      compile({value: `\n<WorkflowSteps name="${name}" />\n`, path: file}, {remarkPlugins: [remarkRules]});
    await expect(tag('provider-eu-payment', 'docs/guides/x.mdx')).rejects.toThrow(
      /workflow "provider-eu-payment" belongs to the restricted section/,
    );
    await expect(tag('nope', 'docs/guides/x.mdx')).rejects.toThrow(/unknown workflow "nope" \(known: partner-/);
  });

  it('shows each step’s request in every sample language, then "Run this guide" with the workflow’s module', async () => {
    const doc = docOf('toolkit-payment-lifecycle');
    const {nodes, files} = await workflowStepsNodes('toolkit-payment-lifecycle');
    const list = nodes[0] as List;
    const steps = doc.workflows[0].steps;
    expect(list.children).toHaveLength(steps.length);
    for (const [i] of steps.entries()) {
      const tabs = list.children[i].children.at(-1) as unknown as MdxJsxFlowElement;
      expect(attr(tabs, 'groupId')).toBe('api-lang');
      expect((tabs.children as unknown as MdxJsxFlowElement[]).map((t) => attr(t, 'value'))).toEqual([
        'curl',
        'php',
        'nodejs',
        'python',
      ]);
    }
    const at = (id: string) => steps.findIndex((s) => s.stepId === id);
    // The operation's path and credentials as the reference's samples write them; values of earlier steps by name.
    const create = sampleOf(list, at('createPayment'), 'curl');
    expect(create).toContain('${FERNPAY_BASE_URL:-https://sandbox-api.fernpay.example/v1}/payments/single');
    expect(create).toContain('-H "X-Terminal-Secret: $FERNPAY_TERMINAL_SECRET"');
    expect(create).toContain('-H "Idempotency-Key: $(openssl rand -hex 16)"');
    expect(create).toContain('"amount": "125.50"');
    expect(create).toContain('"bankAccount": "{bankAccountId}"');
    expect(sampleOf(list, at('readPaid'), 'python')).toMatch(/\/payments\/single\/\{paymentId\}/);
    // A control step goes to the local sandbox, without credentials.
    const approve = sampleOf(list, at('approveAtTestBank'), 'nodejs');
    expect(approve).toContain("'http://127.0.0.1:4010'");
    expect(approve).toContain("'/_sandbox/bank/{paymentId}/approve'");
    expect(approve).not.toContain('FERNPAY_TERMINAL');
    // …read from its own variable: FERNPAY_BASE_URL is the API's (`…/v1`), the control calls are at the root.
    expect(approve).toContain('process.env.FERNPAY_SANDBOX_URL');
    expect(approve).not.toContain('FERNPAY_BASE_URL');
    const run = nodes[1] as MdxJsxFlowElement;
    expect(run.name).toBe(STEP_COMPONENTS.runGuide.name);
    expect(attr(run, 'src')).toBe('/arazzo/toolkit-payment-lifecycle.run.js');
    expect(files).toContain(path.resolve('arazzo/toolkit-payment-lifecycle.arazzo.yaml'));
    expect(files.some((f) => f.includes(`${path.sep}openapi${path.sep}toolkit${path.sep}`))).toBe(true);
    const provider = await workflowStepsNodes('provider-eu-payment');
    expect(attr(provider.nodes[1] as MdxJsxFlowElement, 'src')).toBe('/provider/arazzo/provider-eu-payment.run.js');
  });

  it('makes the workflow file and the operations’ files dependencies of the page (a warm rebuild shows an edit)', async () => {
    const page = path.resolve('docs/toolkit-api/overview.mdx');
    await compile({value: fs.readFileSync(page, 'utf8'), path: page}, {remarkPlugins: [remarkGfm, remarkRules]});
    const recorded = (globalThis as unknown as Record<symbol, Map<string, string[]>>)[
      Symbol.for(PAGE_DEPENDENCIES_KEY)
    ].get(page);
    expect(recorded).toContain(path.resolve('arazzo/toolkit-payment-lifecycle.arazzo.yaml'));
    expect(recorded).toContain(path.resolve('openapi/sandbox/openapi.yaml'));
  });

  it('writes each workflow’s browser module: the document and the control operations it calls', async () => {
    const doc = docOf('toolkit-payment-lifecycle');
    const m = (await import(`data:text/javascript,${encodeURIComponent(workflowModuleSource(doc))}`)) as {
      document: unknown;
      control: Record<string, unknown>;
    };
    expect(m.document).toEqual(doc);
    expect(m.control).toEqual({
      pressSandboxBankButton: {method: 'POST', path: '/_sandbox/bank/{id}/{action}'},
      advanceSandboxClock: {method: 'POST', path: '/_sandbox/clock'},
    });
  });

  it('shows every workflow’s steps on a page that teaches it', () => {
    const shown = new Set(
      pages('docs')
        .concat(pages('docs-provider'))
        .flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/<WorkflowSteps\s+name="([^"]*)"/g)].map((m) => m[1])),
    );
    expect(workflows.map((w) => w.name).filter((n) => !shown.has(n))).toEqual([]);
  });

  it('finds no page that retypes a workflow step instead of showing it with <WorkflowSteps>', () => {
    const texts = new Map(
      pages('docs')
        .concat(pages('docs-provider'))
        .map((f) => [f, oneLine(fs.readFileSync(f, 'utf8'))]),
    );
    const retyped: string[] = [];
    for (const w of workflows)
      for (const step of (parse(fs.readFileSync(w.source, 'utf8')) as ArazzoDocument).workflows.flatMap(
        (f) => f.steps,
      )) {
        const description = oneLine(step.description ?? '');
        if (description.length < 40) continue;
        for (const [file, text] of texts)
          if (text.includes(description)) retyped.push(`${file}: ${w.name} ${step.stepId}`);
      }
    expect(retyped, 'show the steps with <WorkflowSteps name="…" />, not as a copy').toEqual([]);
  });
});
