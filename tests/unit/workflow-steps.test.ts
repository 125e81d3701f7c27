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
import {expandWorkflowTags, workflowStepsMarkdown} from '../../plugins/arazzo/steps';
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
