/**
 * The webhook check on the guide (/guides/webhook-signatures#test-your-endpoint), written from the declaration
 * the check sends (cases.ts): `<WebhookCheckCases />` becomes the table of cases, `<WebhookCheckSample />` a
 * failure report printed by the check's own formatter (report.ts) for a receiver that verifies a re-serialised
 * body. plugins/rules expands both on the page, plugins/docs-as-text in its Markdown twin. Pure.
 */
import {WEBHOOKS} from '../../rules';
import {CASES, TIMING} from './cases';
import {formatReport} from './report';
import {grade, SAFETY, type CaseResult, type CheckReport} from './run';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The cases as a Markdown table, in the order they are sent. */
export function webhookCheckCasesMarkdown(): string {
  const rows = CASES.map(
    (c) =>
      `| \`${c.id}\` | ${cell(c.title)} | ${c.expect === 'accept' ? '`2xx`' : '`4xx`, never `2xx`'} | [${cell(c.rule.label)}](${c.rule.href}) |`,
  );
  return [
    '| Case | Delivery | Your endpoint must answer | Rule |',
    '| --- | --- | --- | --- |',
    ...rows,
    `| \`${TIMING.id}\` | ${cell(TIMING.title)} | an answer in time, or the case fails as a delivery Fernpay would retry | [${cell(TIMING.rule.label)}](${TIMING.rule.href}) |`,
  ].join('\n');
}

/** The receiver of the sample: it verifies `JSON.stringify(JSON.parse(body))`, so only the raw-body trap fails. */
const SAMPLE_FAILS = new Set(['raw-body']);
const SAMPLE_URL = 'http://localhost:3000/webhooks';
export const SAMPLE_SITE = 'https://developers.fernpay.example';

/** A report as the check prints it for that receiver, on the `single-payments` scope (fixed times). */
export function sampleReport(): CheckReport {
  const results: CaseResult[] = CASES.map((c, i) => {
    const status = SAMPLE_FAILS.has(c.id) ? 400 : c.expect === 'accept' ? 200 : 400;
    const graded = grade(c.expect, {status, timedOut: false});
    return {
      id: c.perScope ? `${c.id}:single-payments` : c.id,
      case: c.id,
      title: c.perScope ? `${c.title}: single-payments` : c.title,
      expect: c.expect,
      scope: 'single-payments',
      status,
      timedOut: false,
      ms: 3 + (i % 4),
      pass: graded.pass,
      ...(graded.problem ? {problem: graded.problem} : {}),
      rule: c.rule,
      ...(graded.pass ? {} : {hint: c.hint}),
      ...(c.note ? {note: c.note} : {}),
    };
  });
  const failed = results.filter((r) => !r.pass).length;
  return {
    to: SAMPLE_URL,
    scopes: ['single-payments'],
    secret: 'given',
    timeoutSeconds: WEBHOOKS.timeoutSeconds,
    passed: results.length - failed,
    failed,
    ok: failed === 0,
    results,
    safety: SAFETY,
  };
}

export function webhookCheckSampleMarkdown(): string {
  return ['```text', formatReport(sampleReport(), SAMPLE_SITE), '```'].join('\n');
}

const TAGS = {
  WebhookCheckCases: webhookCheckCasesMarkdown,
  WebhookCheckSample: webhookCheckSampleMarkdown,
} as const;
export type WebhookCheckTag = keyof typeof TAGS;
export const isWebhookCheckTag = (name: string | null | undefined): name is WebhookCheckTag =>
  !!name && Object.hasOwn(TAGS, name);
export const webhookCheckMarkdownOf = (tag: WebhookCheckTag) => TAGS[tag]();

/** The Markdown twin: each tag on a line of its own becomes its Markdown. */
export function expandWebhookCheckTags(text: string): string {
  return text.replace(/<(WebhookCheckCases|WebhookCheckSample)\s*\/>/g, (_, tag: WebhookCheckTag) => TAGS[tag]());
}
