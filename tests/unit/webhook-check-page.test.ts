/**
 * The guide's "Test your endpoint" shows the webhook check's own declaration (src/sandbox/webhook-check/cases.ts):
 * the page names the tags, plugins/rules expands them on the page and plugins/docs-as-text in the twin, so the
 * cases shown and the cases sent cannot drift. No page states the cases by hand.
 */
import fs from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import remarkRules from '../../plugins/rules';
import {mdxToMarkdown} from '../../plugins/docs-as-text/mdx';
import {CASES, LARGE_BODY_BYTES, TIMING} from '../../src/sandbox/webhook-check/cases';
import {
  expandWebhookCheckTags,
  sampleReport,
  webhookCheckCasesMarkdown,
} from '../../src/sandbox/webhook-check/markdown';

const PAGE = 'docs/guides/webhook-signatures.mdx';
const source = fs.readFileSync(PAGE, 'utf8');
/** The ids of a Markdown table's rows, in order (`| \`id\` | …`). */
const SENT = [...CASES.map((c) => c.id), TIMING.id];
const rowIds = (markdown: string) =>
  [...markdown.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]).filter((id) => SENT.includes(id));

describe('the cases on /guides/webhook-signatures', () => {
  it('the section shows the declaration through its tags, under "Test your endpoint"', () => {
    const section = source.slice(source.indexOf('## Test your endpoint'), source.indexOf('## Troubleshooting'));
    expect(section).toContain('\n<WebhookCheckCases />\n');
    expect(section).toContain('\n<WebhookCheckSample />\n');
    expect(section).toContain('node fernpay-sandbox.mjs check-webhooks --to');
  });

  it('no page lists a case id in a table of its own', () => {
    const pages = ['docs', 'docs-provider'].flatMap((d) =>
      fs
        .readdirSync(d, {recursive: true, encoding: 'utf8'})
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => `${d}/${f}`),
    );
    for (const page of pages) expect(rowIds(fs.readFileSync(page, 'utf8')), page).toEqual([]);
  });

  it('the page (through plugins/rules) and its twin show every case sent, in order, with what to answer', async () => {
    const table = webhookCheckCasesMarkdown();
    expect(rowIds(table)).toEqual(SENT);
    const twin = mdxToMarkdown(source, {file: PAGE});
    expect(rowIds(twin)).toEqual(SENT);
    for (const c of CASES)
      expect(twin, c.id).toContain(
        `| \`${c.id}\` | ${c.title} | ${c.expect === 'accept' ? '`2xx`' : '`4xx`, never `2xx`'} | [${c.rule.label}](${c.rule.href}) |`,
      );
    const page = String(await compile({value: source, path: PAGE}, {remarkPlugins: [remarkGfm, remarkRules]}));
    expect(page).not.toMatch(/WebhookCheck(Cases|Sample)/);
    for (const c of CASES) expect(page, c.id).toContain(JSON.stringify(c.id));
    expect(page).toContain('FAIL raw-body');
  });

  it("the sample report is the check's own output for a receiver that verifies a re-serialised body", () => {
    const report = sampleReport();
    expect(report.results.filter((r) => !r.pass).map((r) => r.case)).toEqual(['raw-body']);
    const md = expandWebhookCheckTags('<WebhookCheckSample />');
    expect(md).toMatch(/^```text\n/);
    expect(md).toContain('FAIL raw-body: A body that changes when parsed and serialised again');
    expect(md).toContain(
      'Rule: Verify a delivery, https://developers.fernpay.example/guides/webhook-signatures#verify-a-delivery',
    );
    expect(md).toContain('Python (Flask): Verify request.get_data() (bytes)');
    expect(md).toContain('1 of 14 cases failed.');
  });

  it('a tag inside a sentence or with attributes fails naming the page and line', async () => {
    await expect(
      compile({value: 'See <WebhookCheckCases /> here.', path: 'docs/x.mdx'}, {remarkPlugins: [remarkRules]}),
    ).rejects.toThrow(/docs\/x\.mdx:1: put <WebhookCheckCases \/> on a line of its own/);
    await expect(
      compile({value: '\n<WebhookCheckSample scope="x" />', path: 'docs/y.mdx'}, {remarkPlugins: [remarkRules]}),
    ).rejects.toThrow(/docs\/y\.mdx:2: put <WebhookCheckSample \/>/);
  });
});

describe("the pages' webhook receivers take what the check sends", () => {
  it('every Express sample reads the raw body with a limit above the largest case (Express stops at 100 kB)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
        const p = `${dir}/${e.name}`;
        if (e.isDirectory()) walk(p);
        else if (/\.mdx?$/.test(e.name)) files.push(p);
      }
    };
    for (const dir of ['docs', 'docs-provider']) walk(dir);
    const bytes = (limit: string) => {
      const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb)$/i.exec(limit)!;
      return Number(m[1]) * {b: 1, kb: 1024, mb: 1024 * 1024}[m[2].toLowerCase() as 'b' | 'kb' | 'mb'];
    };
    let samples = 0;
    for (const file of files)
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/express\.raw\(([^)]*)\)/g)) {
        samples += 1;
        const limit = /limit:\s*'([^']+)'/.exec(m[1])?.[1];
        expect(limit, `${file}: ${m[0]} sets no limit`).toBeDefined();
        expect(bytes(limit!), `${file}: ${m[0]}`).toBeGreaterThan(LARGE_BODY_BYTES);
      }
    expect(samples).toBeGreaterThanOrEqual(3);
  });
});
