/**
 * `<WorkflowSteps name="…" />` (plugins/arazzo/steps.ts): a page's numbered steps come from the published workflow,
 * expanded at build time in the page (plugins/rules) and its Markdown twin (plugins/docs-as-text), and no page
 * retypes a workflow's step.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {parse} from 'yaml';
import {describe, expect, it, onTestFinished} from 'vitest';
import remarkRules from '../../plugins/rules';
import type {List} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import arazzoPlugin, {allWorkflowSamples, workflowModuleSource} from '../../plugins/arazzo';
import remarkStaticCode from '../../plugins/code-highlight';
import {workflowSamples, workflowSamplesHtml} from '../../plugins/arazzo/samples';
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
/** A module's text as its strings read: its tags, JS string escapes, entities and white space taken out. */
const bare = (code: string) =>
  code
    .replace(/<[^>]*>/g, '')
    .replace(/\\n/g, '\n')
    .replace(/\\(["'\\])/g, '$1')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, '');
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

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

  // Compiling the references the samples are read from takes a while on a loaded machine.
  it(
    'shows each step’s request in every sample language, then "Run this guide" with the workflow’s module',
    {timeout: 180_000},
    async () => {
      const doc = docOf('toolkit-payment-lifecycle');
      const {nodes, files} = await workflowStepsNodes('toolkit-payment-lifecycle');
      const list = nodes[0] as List;
      const steps = doc.workflows[0].steps;
      expect(list.children).toHaveLength(steps.length);
      // Each step ends with the place of its samples, which are not in the page's nodes (its script): HTML only.
      for (const [i] of steps.entries()) {
        const sample = list.children[i].children.at(-1) as unknown as MdxJsxFlowElement;
        expect(sample.name).toBe(STEP_COMPONENTS.sample.name);
        expect([attr(sample, 'name'), attr(sample, 'n'), attr(sample, 'src'), attr(sample, 'inline')]).toEqual([
          'toolkit-payment-lifecycle',
          String(i),
          '/arazzo/toolkit-payment-lifecycle.samples.json',
          undefined,
        ]);
      }
      const html = await workflowSamplesHtml(doc, 'toolkit-payment-lifecycle');
      expect(html).toHaveLength(steps.length);
      for (const step of html)
        expect([...step.matchAll(/role="tab"[^>]*data-value="(\w+)"/g)].map((m) => m[1])).toEqual([
          'curl',
          'php',
          'nodejs',
          'python',
        ]);
      const {samples} = await workflowSamples(doc, doc.workflows[0]);
      const sampleOf = (i: number, label: string) => {
        const code = samples[i].samples.find((s) => s.label === label)!.code;
        // The page's HTML holds that code, highlighted.
        expect(textOf(html[i])).toContain(code.trim());
        return code;
      };
      const at = (id: string) => steps.findIndex((s) => s.stepId === id);
      // The operation's path and credentials as the reference's samples write them; values of earlier steps by name.
      const create = sampleOf(at('createPayment'), 'curl');
      expect(create).toContain('${FERNPAY_BASE_URL:-https://sandbox-api.fernpay.example/v1}/payments/single');
      expect(create).toContain('-H "X-Terminal-Secret: $FERNPAY_TERMINAL_SECRET"');
      expect(create).toContain('-H "Idempotency-Key: $(openssl rand -hex 16)"');
      expect(create).toContain('"amount": "125.50"');
      expect(create).toContain('"bankAccount": "{bankAccountId}"');
      expect(sampleOf(at('readPaid'), 'Python')).toMatch(/\/payments\/single\/\{paymentId\}/);
      // A control step goes to the local sandbox, without credentials.
      const approve = sampleOf(at('approveAtTestBank'), 'Node.js');
      expect(approve).toContain("'http://127.0.0.1:4010'");
      expect(approve).toContain("'/_sandbox/bank/{paymentId}/approve'");
      expect(approve).not.toContain('FERNPAY_TERMINAL');
      // …read from its own variable: FERNPAY_BASE_URL is the API's (`…/v1`), the control calls are at the root.
      expect(approve).toContain('process.env.FERNPAY_SANDBOX_URL');
      expect(approve).not.toContain('FERNPAY_BASE_URL');
      const run = nodes[1] as MdxJsxFlowElement;
      expect(run.name).toBe(STEP_COMPONENTS.runGuide.name);
      expect(attr(run, 'src')).toBe('/arazzo/toolkit-payment-lifecycle.run.js');
      expect(files).toEqual([path.resolve('arazzo/toolkit-payment-lifecycle.arazzo.yaml')]);
      const provider = await workflowStepsNodes('provider-eu-payment');
      expect(attr(provider.nodes[1] as MdxJsxFlowElement, 'src')).toBe('/provider/arazzo/provider-eu-payment.run.js');
      expect(attr((provider.nodes[0] as List).children[0].children.at(-1) as never, 'src')).toBe(
        '/provider/arazzo/provider-eu-payment.samples.json',
      );
      // On the development server (no server rendering) each step's HTML is in the page, and so are its sources.
      const dev = await workflowStepsNodes('toolkit-payment-lifecycle', undefined, {inline: true});
      expect(attr((dev.nodes[0] as List).children[0].children.at(-1) as never, 'inline')).toBe(html[0]);
      expect(dev.files.some((f) => f.includes(`${path.sep}openapi${path.sep}toolkit${path.sep}`))).toBe(true);
    },
  );

  it(
    'keeps every step sample out of a walkthrough page’s script: the server bundle gets them, public ones only',
    {timeout: 300_000},
    async () => {
      const all = await allWorkflowSamples();
      const codeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-steps-code-'));
      onTestFinished(() => fs.rmSync(codeRoot, {recursive: true, force: true}));
      for (const page of [
        'docs/toolkit-api/payments-module/bank-accounts/overview.mdx',
        'docs-provider/overview.mdx',
      ]) {
        const source = fs.readFileSync(page, 'utf8');
        // The page's module as the site compiles it (its code blocks highlighted as the site's are), its generated
        // code files written to a folder of the test's own, not into the repository's .docusaurus.
        const out = String(
          await compile(
            {value: source, path: path.resolve(page)},
            {remarkPlugins: [remarkGfm, remarkRules, [remarkStaticCode, {root: codeRoot}]]},
          ),
        );
        const names = [...source.matchAll(/<WorkflowSteps\s+name="([^"]*)"/g)].map((m) => m[1]);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          const {samples} = await workflowSamples(docOf(name), docOf(name).workflows[0]);
          // The module's text as its strings read (tags, escapes, entities and spaces gone): no sample is in it,
          // however it would be written there (a code block's highlighted HTML, a JSX string).
          const text = bare(out);
          for (const step of samples)
            for (const s of step.samples)
              expect(
                text.includes(s.code.replace(/\s+/g, '')),
                `${page}: ${name} ${step.stepId} ${s.label} in the script`,
              ).toBe(false);
          expect(out).toContain(`${name}.samples.json`);
        }
      }
      // The plugin's generated server module holds the public workflows' samples, by step, and nothing of a restricted one.
      let generated = '';
      const plugin = arazzoPlugin({siteDir: process.cwd()} as never, {});
      await plugin.contentLoaded!({
        content: all,
        actions: {
          createData: async (_name: string, data: string) => {
            generated = data;
            return '/generated/workflow-server-samples.js';
          },
        },
      } as never);
      const served = (await import(`data:text/javascript,${encodeURIComponent(generated)}`)) as {
        default: Record<string, string>;
      };
      const publicOnes = listWorkflows().filter((w) => !w.restricted);
      expect(Object.keys(served.default).sort()).toEqual(
        publicOnes.flatMap((w) => all.get(w.name)!.map((_, i) => `${w.name}:${i}`)).sort(),
      );
      expect(served.default['toolkit-bank-account-connection:0']).toBe(all.get('toolkit-bank-account-connection')![0]);
      expect(generated).not.toContain('provider-');
    },
  );

  it('makes the workflow file a dependency of the page (a warm rebuild shows an edit)', async () => {
    const page = path.resolve('docs/toolkit-api/overview.mdx');
    await compile({value: fs.readFileSync(page, 'utf8'), path: page}, {remarkPlugins: [remarkGfm, remarkRules]});
    const recorded = (globalThis as unknown as Record<symbol, Map<string, string[]>>)[
      Symbol.for(PAGE_DEPENDENCIES_KEY)
    ].get(page);
    expect(recorded).toContain(path.resolve('arazzo/toolkit-payment-lifecycle.arazzo.yaml'));
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
