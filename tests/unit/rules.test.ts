/**
 * Every rule stated once: the rules module, how pages and specs show it, and the check that no page
 * or OpenAPI description states a rule in its own words.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {
  TOPICS,
  addWorkingDays,
  earliestFirstCollectionDate,
  findRetypedRules,
  isWorkingDay,
  mdxUnits,
  openApiUnits,
  setupDeadline,
  ukDate,
  WEBHOOKS,
  type TopicId,
} from '../../src/rules';
import {ALL_RULES as RULES, expandRuleTags} from '../../src/rules/all';
import {FIELD_LIMITS, WORKING_DAYS} from '../../src/rules/constants';
import {BANK_HOLIDAYS, BANK_HOLIDAY_YEARS} from '../../src/rules/bank-holidays';
import remarkRules from '../../plugins/rules';
import {applyRules} from '../../plugins/api-reference/rules';
import {mdxToMarkdown} from '../../plugins/docs-as-text/mdx';
import {handWrittenOutcomeTables} from '../../src/sandbox/scenarios/catalogue';
import {expandScenarioTags} from '../../src/sandbox/scenarios';

const ROOT = path.resolve(__dirname, '../..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * The changelog is history: an entry says what a rule was when it changed, and must not change with
 * the rule. Every other page and every OpenAPI source is checked.
 */
const HISTORY = new Set(['docs/changelog.mdx']);

function sourceUnits() {
  const pages = [...filesUnder('docs', /\.mdx?$/), ...filesUnder('docs-provider', /\.mdx?$/)].filter(
    (f) => !HISTORY.has(f),
  );
  const specs = filesUnder('openapi', /\.ya?ml$/).filter((f) => !f.endsWith('redocly.yaml'));
  return [
    ...pages.flatMap((f) => mdxUnits(fs.readFileSync(path.join(ROOT, f), 'utf8'), f)),
    ...specs.flatMap((f) => openApiUnits(YAML.parse(fs.readFileSync(path.join(ROOT, f), 'utf8')), f)),
  ];
}

describe('no rule is written out by hand', () => {
  it('finds no page or OpenAPI description that states a rule in its own words', () => {
    const findings = findRetypedRules(sourceUnits());
    const report = findings.map((f) => `${f.where} [${f.topic}]: ${f.sentence}`).join('\n');
    expect(report, 'show the rule with <Rule id="…" /> (pages) or {{rule:…}} (OpenAPI) instead').toBe('');
  });

  it('recognises every rule when its text is pasted into a page instead of shown', () => {
    for (const [id, rule] of Object.entries(RULES)) {
      const topics = findRetypedRules([{where: `pasted ${id}`, text: rule.markdown}]).map((f) => f.topic);
      expect(topics, `rule ${id}`).toContain(rule.topic);
    }
  });

  it('flags a deliberately retyped rule, and not the same page showing the rule', () => {
    const retyped = [
      '---',
      'title: Webhooks',
      'description: How webhooks reach you.',
      '---',
      '',
      'Fernpay retries a failed delivery 3 times, after 30, 60 and 120 seconds, when `isRetryWebhookEnabled` is on.',
      '',
      'Keys are kept for 24 hours.',
    ].join('\n');
    const found = findRetypedRules(mdxUnits(retyped, 'docs/example.mdx'));
    expect(found.map((f) => `${f.where} ${f.topic}`)).toEqual([
      'docs/example.mdx:6 webhook-retries',
      'docs/example.mdx:8 idempotency-retention',
    ]);
    const shown = retyped
      .replace(/^Fernpay retries.*$/m, '<Rule id="webhook-retries-integration" />')
      .replace(/^Keys are kept.*$/m, 'Keys: <Rule id="idempotency-retention" />');
    expect(findRetypedRules(mdxUnits(shown, 'docs/example.mdx'))).toEqual([]);
    // The same sentence in an OpenAPI description, and its placeholder.
    const spec = {webhooks: {x: {post: {description: 'Retried after 30, 60 and 120 seconds.'}}}};
    expect(findRetypedRules(openApiUnits(spec, 'x.yaml')).map((f) => f.where)).toEqual([
      'x.yaml#/webhooks/x/post/description',
    ]);
    spec.webhooks.x.post.description = '{{rule:webhook-retries-integration}}';
    expect(findRetypedRules(openApiUnits(spec, 'x.yaml'))).toEqual([]);
  });

  it('derives what it looks for from the constants', () => {
    const delays = WEBHOOKS.retryDelaysSeconds.join(', ');
    const [retries] = TOPICS['webhook-retries'].detectors;
    expect(retries.pattern.test(`after ${delays} seconds`)).toBe(true);
    expect(retries.pattern.test('after 20, 40 and 80 seconds')).toBe(false);
    const topics = Object.keys(TOPICS) as TopicId[];
    expect(new Set(Object.values(RULES).map((r) => r.topic))).toEqual(new Set(topics));
  });
});

describe('no sandbox outcome table is written out by hand', () => {
  const pages = () => [...filesUnder('docs', /\.mdx?$/), ...filesUnder('docs-provider', /\.mdx?$/)];

  it('finds no page that states sandbox outcomes in a Markdown table instead of <SandboxOutcomes table>', () => {
    const found = pages().flatMap((f) => handWrittenOutcomeTables(fs.readFileSync(path.join(ROOT, f), 'utf8'), f));
    const report = found.map((f) => `${f.where}: ${f.row}`).join('\n');
    expect(report, 'declare the rows in src/sandbox/scenarios and show them with <SandboxOutcomes table="…" />').toBe(
      '',
    );
  });

  it('flags each outcome page with its tables pasted back, and an amount ending typed into any table', () => {
    for (const file of ['docs/guides/sandbox-outcomes.mdx', 'docs-provider/sandbox-outcomes.mdx']) {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const tags = source.match(/<SandboxOutcomes table="[^"]+" \/>/g) ?? [];
      expect(tags.length, file).toBeGreaterThan(0);
      // As readers get it: every table rendered, then pasted into the source.
      expect(handWrittenOutcomeTables(expandScenarioTags(source), file).length, file).toBeGreaterThanOrEqual(
        tags.length,
      );
    }
    const other = ['| Field | Sandbox |', '| --- | --- |', '| `amount` | ending in `.93` refuses |'].join('\n');
    expect(handWrittenOutcomeTables(other, 'docs/guides/other.mdx').map((f) => f.where)).toEqual([
      'docs/guides/other.mdx:3',
    ]);
    // The options table of the outcome page and a table in a code block are not outcome tables.
    const fine = ['| Option | What it does |', '| --- | --- |', '```', '| Sandbox input | Result |', '```'].join('\n');
    expect(handWrittenOutcomeTables(fine, 'docs/guides/sandbox-outcomes.mdx')).toEqual([]);
  });
});

describe('<SandboxOutcomes table>', () => {
  const page = (file: string, tag: string) =>
    compile({value: `\n${tag}\n`, path: file}, {remarkPlugins: [remarkGfm, remarkRules]});

  it('renders a public table on a public page and a provider table only in the restricted section', async () => {
    const out = String(await page('docs/guides/x.mdx', '<SandboxOutcomes table="single-payments" />'));
    expect(out).toContain('_components.table');
    expect(out).toContain('data-api-check');
    expect(out).not.toContain('SandboxOutcomes');
    expect(String(await page('docs-provider/x.mdx', '<SandboxOutcomes table="vrp" />'))).toContain('VRP_PAYMENT');
    await expect(page('docs/guides/x.mdx', '<SandboxOutcomes table="vrp" />')).rejects.toThrow(
      /docs\/guides\/x\.mdx:2: sandbox outcome table "vrp" belongs to the restricted section/,
    );
    await expect(page('docs-provider/x.mdx', '<SandboxOutcomes table="business" />')).rejects.toThrow(
      /belongs to the public pages only/,
    );
    await expect(page('docs/x.mdx', '<SandboxOutcomes table="nope" />')).rejects.toThrow(
      /unknown sandbox outcome table/,
    );
  });

  it('writes the same rows into the Markdown twin', () => {
    const twin = mdxToMarkdown('---\ntitle: T\n---\n\n<SandboxOutcomes table="bank-accounts" />\n', {
      file: 'docs/t.mdx',
    });
    expect(twin).toContain(expandScenarioTags('<SandboxOutcomes table="bank-accounts" />'));
    expect(twin).toContain('ending in `0000`');
  });
});

describe('limits the schemas state as keywords', () => {
  it('bounds numberOfPayments in every schema by FIELD_LIMITS.numberOfPaymentsMax', () => {
    const found: string[] = [];
    for (const file of filesUnder('openapi', /\.ya?ml$/)) {
      const doc = YAML.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as unknown;
      const visit = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        const props = (node as {properties?: Record<string, {type?: string; maximum?: number}>}).properties;
        const n = props?.numberOfPayments;
        if (n?.type === 'integer') {
          found.push(file);
          expect(n.maximum, file).toBe(FIELD_LIMITS.numberOfPaymentsMax);
        }
        for (const value of Object.values(node)) visit(value);
      };
      visit(doc);
    }
    expect(found.length).toBeGreaterThanOrEqual(2);
  });
});

describe('working days (England and Wales, UK time)', () => {
  it('gives the earliest first collection date of a call', () => {
    // Wednesday 25 November 2026: 26, 27, 30 November, 1, 2, 3 December.
    expect(earliestFirstCollectionDate(new Date('2026-11-25T10:00:00Z'))).toBe('2026-12-03');
    // St Andrew's Day (30 November) is a Scottish bank holiday only: it counts here.
    expect(isWorkingDay('2026-11-30')).toBe(true);
  });

  it('skips weekends and bank holidays, the substitute days included', () => {
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day (substitute day)
    expect(addWorkingDays('2026-12-23', 3)).toBe('2026-12-30');
    expect(setupDeadline('2026-12-03')).toBe('2026-11-30');
  });

  it('reads the bank holidays from a table that matches the installed calendar, year by year', async () => {
    // The engine carries src/rules/bank-holidays.ts instead of date-holidays (every country, moment-timezone).
    // When the calendar gains a holiday (a coronation, a funeral), this fails: run `npm run holidays`.
    const {holidayTable, YEARS, CALENDAR_VERSION} = await import('../../scripts/lib/bank-holidays.mjs');
    expect({first: YEARS.first, last: YEARS.last}).toEqual(BANK_HOLIDAY_YEARS);
    const expected = holidayTable(WORKING_DAYS.calendar);
    const stale = expected.flatMap((row: string, i: number) =>
      row === BANK_HOLIDAYS[i] ? [] : [`${YEARS.first + i}: table "${BANK_HOLIDAYS[i]}", ${CALENDAR_VERSION} "${row}"`],
    );
    expect(stale, 'src/rules/bank-holidays.ts is stale: run `npm run holidays`').toEqual([]);
    expect(BANK_HOLIDAYS).toHaveLength(expected.length);
    // One-off holidays are in it: the Queen's funeral and the Coronation.
    expect(isWorkingDay('2022-09-19')).toBe(false);
    expect(isWorkingDay('2023-05-08')).toBe(false);
    // Outside the table only weekends are days off.
    expect(isWorkingDay('2400-12-25')).toBe(true);
    expect(isWorkingDay('2400-12-23')).toBe(false); // a Saturday
  });

  it('takes the day of the call in UK time', () => {
    expect(ukDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // BST
    expect(ukDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31'); // GMT
    expect(() => addWorkingDays('2026-02-30', 1)).toThrow(/no such date/);
  });
});

describe('showing a rule', () => {
  it('replaces a block rule and an inline rule in an MDX page', async () => {
    const source = [
      '<Rule id="rate-limits" />',
      '',
      '| Topic | Text |',
      '| --- | --- |',
      '| Keys | <Rule id="idempotency-retention" /> |',
    ].join('\n');
    const out = String(await compile(source, {remarkPlugins: [remarkGfm, remarkRules]}));
    expect(out).toContain('Counted per');
    expect(out).toContain('from the first request');
    expect(out).not.toMatch(/\bRule\b/);
    expect(out).toContain('_components.td');
  });

  it('fails naming the page and line on an unknown rule or a block rule inside a sentence', async () => {
    await expect(
      compile({value: '\n<Rule id="no-such-rule" />', path: 'docs/x.mdx'}, {remarkPlugins: [remarkRules]}),
    ).rejects.toThrow(/docs\/x\.mdx:2: unknown rule "no-such-rule"/);
    await expect(
      compile({value: 'See <Rule id="rate-limits" /> here.', path: 'docs/y.mdx'}, {remarkPlugins: [remarkRules]}),
    ).rejects.toThrow(/docs\/y\.mdx:1: rule "rate-limits" is not one paragraph/);
  });

  it('writes the rule into the Markdown twin', () => {
    const twin = mdxToMarkdown('---\ntitle: T\n---\n\n<Rule id="webhook-retries-provider" />\n', {file: 'docs/t.mdx'});
    expect(twin).toContain(RULES['webhook-retries-provider'].markdown);
    expect(expandRuleTags('a <Rule id="paging" /> b')).toBe(`a ${RULES.paging.markdown} b`);
  });

  it('expands {{rule:…}} in an OpenAPI document and adds the rate-limit headers to every response', () => {
    const doc = {
      paths: {
        '/a': {
          get: {
            description: 'Lists. {{rule:paging}}',
            responses: {'200': {description: 'ok'}, '429': {$ref: '#/components/responses/TooMany'}},
          },
        },
      },
      components: {
        responses: {
          TooMany: {description: 'slow down', headers: {'Retry-After': {$ref: '#/components/headers/RetryAfter'}}},
        },
        headers: {RateLimitLimit: {}, RateLimitRemaining: {}, RateLimitReset: {}, RetryAfter: {}},
      },
    };
    applyRules(doc, 'a.yaml');
    expect(doc.paths['/a'].get.description).toBe(`Lists. ${RULES.paging.markdown}`);
    const ok = doc.paths['/a'].get.responses['200'] as {headers?: Record<string, {$ref: string}>};
    expect(Object.keys(ok.headers ?? {})).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']);
    expect(Object.keys(doc.components.responses.TooMany.headers)).toEqual([
      'Retry-After',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
    // A description without the shared rate-limit headers (not a Fernpay API) is left as it is.
    const other = {paths: {'/b': {get: {responses: {'200': {description: 'ok'}}}}}};
    applyRules(other, 'c.yaml');
    expect(other.paths['/b'].get.responses['200']).toEqual({description: 'ok'});
    const bad = {paths: {}, info: {description: 'x {{rule:nope}}'}};
    expect(() => applyRules(bad, 'b.yaml')).toThrow(/b\.yaml#\/info\/description: unknown rule "nope"/);
  });
});
