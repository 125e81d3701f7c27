/**
 * The webhook check's report, written for a reader (a terminal table, then what each failure should have done,
 * the rule it breaks and the usual fix per stack) and for CI (JUnit XML). Pure: no DOM, no Node API.
 */
import {STACKS, type Stack} from './cases';
import type {CaseResult, CheckReport} from './run';

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));

/** What a case got: the status, or why there was none. */
export const answered = (r: Pick<CaseResult, 'status' | 'timedOut' | 'error'>) =>
  r.timedOut ? 'timeout' : r.status === null ? 'no answer' : String(r.status);

/** Inline code of the declaration's Markdown, as plain text. */
const plain = (markdown: string) => markdown.replace(/`([^`]*)`/g, '$1');

/** The report as the terminal shows it; rule links are absolute on `siteUrl`. */
export function formatReport(report: CheckReport, siteUrl: string): string {
  const rows = report.results.map((r) => [
    r.pass ? 'PASS' : 'FAIL',
    r.id,
    r.expect === 'accept' ? '2xx' : '4xx',
    answered(r),
    `${r.ms} ms`,
  ]);
  const head = ['', 'case', 'expected', 'got', 'time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]))
      .join('  ')
      .trimEnd();
  const out = [
    `Fernpay webhook check: ${report.to} (scopes: ${report.scopes.join(', ')}; signed with ${report.secret === 'sandbox' ? 'the sandbox webhook secret' : 'the secret given'})`,
    report.safety,
    '',
    line(head),
    ...rows.map(line),
    '',
  ];
  const failures = report.results.filter((r) => !r.pass);
  for (const r of failures) {
    out.push(`FAIL ${r.id}: ${plain(r.title)}`);
    out.push(`  ${r.problem ?? ''}`);
    out.push(`  Rule: ${r.rule.label}, ${siteUrl}${r.rule.href}`);
    if (r.answer) out.push(`  Its answer began: ${JSON.stringify(r.answer)}`);
    if (r.hint) {
      out.push(`  Usual cause: ${plain(r.hint.cause)}`);
      for (const [stack, label] of Object.entries(STACKS))
        out.push(`    ${label}: ${plain(r.hint.fix[stack as Stack])}`);
    }
    out.push('');
  }
  for (const r of report.results) if (r.pass && r.note) out.push(`Note (${r.id}): ${plain(r.note)}`);
  out.push(
    report.ok
      ? `All ${report.results.length} cases passed.`
      : `${report.failed} of ${report.results.length} cases failed.`,
  );
  return out.join('\n');
}

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]!);

/** The report as JUnit XML: one test case per delivery, a failure with its message and hint. */
export function junitReport(report: CheckReport, siteUrl: string): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const total = report.results.reduce((sum, r) => sum + r.ms, 0);
  const cases = report.results.map((r) => {
    const open = `    <testcase classname="fernpay.webhook-check" name="${xml(`${r.id}: ${plain(r.title)}`)}" time="${seconds(r.ms)}"`;
    if (r.pass) return `${open}/>`;
    const detail = [
      `Expected ${r.expect === 'accept' ? '2xx' : '4xx'}, got ${answered(r)}.`,
      r.problem ?? '',
      `Rule: ${r.rule.label}, ${siteUrl}${r.rule.href}`,
      ...(r.hint
        ? [
            `Usual cause: ${plain(r.hint.cause)}`,
            ...Object.entries(STACKS).map(([s, label]) => `${label}: ${plain(r.hint!.fix[s as Stack])}`),
          ]
        : []),
    ].join('\n');
    return `${open}>\n      <failure message="${xml(r.problem ?? 'failed')}" type="${r.expect}">${xml(detail)}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${report.results.length}" failures="${report.failed}" time="${seconds(total)}">`,
    `  <testsuite name="Fernpay webhook check ${xml(report.to)}" tests="${report.results.length}" failures="${report.failed}" errors="0" time="${seconds(total)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
