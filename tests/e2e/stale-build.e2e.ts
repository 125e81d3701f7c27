/**
 * A warm `npm run build` never ships a stale page (habit 15): every file a reference page is compiled
 * from is a dependency of that page (plugins/api-reference/page-dependencies.ts). Built on the fixture site
 * (tests/fixtures/site: the repository's own plugins, remark steps and theme over a few pages and one small API,
 * so each build takes seconds, not minutes), in a copy of the repository, with the bundler's persistent cache
 * kept between builds and never cleared:
 *   1. build;
 *   2. edit one operation's summary, description and first response's description in its spec file, build:
 *      the page shows the edit (the response's in a fragment the server bundle renders: server-fragments.ts); in the
 *      same build, edit the fixture's workflow (a step's description and the id it reads): the walkthrough page that
 *      shows it with `<WorkflowSteps>` shows both, the id in the step's code samples, which only the server bundle
 *      renders (plugins/arazzo/server-samples.ts), and its Markdown twin the new description; and edit a page's code
 *      block: the page's HTML and its code file show the edit, and no script holds the code, before or after;
 *   3. put a broken link in that description, build: the build fails naming the link;
 *   4. put the original file back and change a constant of src/rules, build: the page shows the original text, the
 *      build passes, and a page that shows the rule (`<Rule id>`), its Markdown twin and a reference that holds it
 *      (`{{rule:id}}` in a webhook description) all say the new value.
 * The operation is read from the spec the page embeds, not written into this test.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse, parseDocument} from 'yaml';

const run = promisify(execFile);
const SITE = 'tests/fixtures/site';
const PAGE_MDX = `${SITE}/docs/reference.mdx`;
const PAGE_HTML = `${SITE}/build/reference.html`;
/** A page that shows a rule (`<Rule id="webhook-answer" />`), and its Markdown twin. */
const RULE_HTML = `${SITE}/build/conventions.html`;
const RULE_MD = `${SITE}/build/conventions.md`;
/** The fixture's workflow and the page that shows its steps (`<WorkflowSteps name="fixture-thing" />`). */
const WORKFLOW = `${SITE}/arazzo/fixture-thing.arazzo.yaml`;
const WALKTHROUGH_HTML = `${SITE}/build/walkthrough.html`;
const WALKTHROUGH_MD = `${SITE}/build/walkthrough.md`;
/** A page with a code block (plugins/code-highlight: its HTML only the server bundle gets). */
const CODE_MDX = `${SITE}/docs/sdk/php-sdk.mdx`;
const CODE_HTML = `${SITE}/build/sdk/php-sdk.html`;

/** The built files under `dir` (relative to the fixture's build) whose text contains `text`. */
function builtFilesWith(under: string, text: string): string[] {
  const root = path.join(dir, SITE, 'build', under);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter(
      (f) => fs.statSync(path.join(root, f)).isFile() && fs.readFileSync(path.join(root, f), 'utf8').includes(text),
    );
}

let dir: string;

async function build(): Promise<{ok: boolean; output: string}> {
  try {
    const {stdout, stderr} = await run('npx', ['docusaurus', 'build', '--no-minify', SITE], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    });
    return {ok: true, output: stdout + stderr};
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string};
    return {ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}`};
  }
}

/**
 * The first operation of the API the page embeds: its spec file, its summary and description (Markdown in the
 * page) and its first response's description (inside a server-rendered fragment).
 */
function firstOperation(): {
  file: string;
  method: string;
  summary: string;
  description: string;
  response: {status: string; description: string};
} {
  const id = /<ApiReference id="([^"]+)"/.exec(fs.readFileSync(path.join(dir, PAGE_MDX), 'utf8'))?.[1];
  const config = parse(fs.readFileSync(path.join(dir, SITE, 'redocly.yaml'), 'utf8')) as {
    apis: Record<string, {root: string}>;
  };
  const root = path.join(dir, SITE, config.apis[id!].root);
  const paths = (parse(fs.readFileSync(root, 'utf8')) as {paths: Record<string, {$ref: string}>}).paths;
  const file = path.resolve(path.dirname(root), Object.values(paths)[0].$ref);
  const item = parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    {summary: string; description: string; responses: Record<string, {description?: string}>}
  >;
  const method = Object.keys(item).find((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k))!;
  const [status, response] = Object.entries(item[method].responses).find(([, r]) => r.description)!;
  return {
    file,
    method,
    summary: item[method].summary,
    description: item[method].description,
    response: {status, description: response.description!},
  };
}

function rewrite(
  file: string,
  method: string,
  summary: string,
  description: string,
  response?: {status: string; description: string},
): void {
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  doc.setIn([method, 'summary'], summary);
  doc.setIn([method, 'description'], description);
  if (response) doc.setIn([method, 'responses', response.status, 'description'], response.description);
  fs.writeFileSync(file, doc.toString());
}

const pageHtml = () => fs.readFileSync(path.join(dir, PAGE_HTML), 'utf8');
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('a warm build shows every edit of a spec (no stale pages, no cache cleared)', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-stale-'));
    // The repository's files as a clone has them (plus uncommitted ones), with this checkout's packages.
    const {stdout} = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z']);
    for (const file of stdout.split('\0').filter(Boolean)) {
      if (!fs.existsSync(file)) continue;
      fs.mkdirSync(path.join(dir, path.dirname(file)), {recursive: true});
      fs.copyFileSync(file, path.join(dir, file));
    }
    // The fixture site's theme, components and static files are the repository's (linked in the copy only, so no
    // tool of the repository walks src/ twice).
    for (const name of ['src', 'static']) fs.symlinkSync(`../../../${name}`, path.join(dir, SITE, name), 'dir');
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  // Four builds in a row of the fixture site: a minute or two on a loaded 2-core machine, so the file's own limit.
  it('edit, break, revert: each build shows the spec as it is', {timeout: 10 * 60_000}, async () => {
    const first = await build();
    expect(first.ok, first.output).toBe(true);
    const op = firstOperation();
    const original = fs.readFileSync(op.file, 'utf8');
    expect(textOf(pageHtml())).toContain(op.summary);
    // The workflow's step as the walkthrough page shows it: its description, and its request in the samples.
    const workflow = parseDocument(fs.readFileSync(path.join(dir, WORKFLOW), 'utf8'));
    const step = ['workflows', 0, 'steps', 0];
    const stepDescription = String(workflow.getIn([...step, 'description']));
    const stepId = String(workflow.getIn([...step, 'parameters', 0, 'value']));
    const walkthrough = () => textOf(fs.readFileSync(path.join(dir, WALKTHROUGH_HTML), 'utf8'));
    expect(walkthrough()).toContain(stepDescription);
    expect(walkthrough()).toContain(`/things/${stepId}`);
    // The page's code: in its HTML and its code file, in no script.
    const codeHtml = () => textOf(fs.readFileSync(path.join(dir, CODE_HTML), 'utf8'));
    expect(codeHtml()).toContain('fixture-terminal');
    expect(builtFilesWith('assets/code', 'fixture-terminal')).toHaveLength(1);
    expect(builtFilesWith('assets/js', 'fixture-terminal')).toEqual([]);

    const marker = `edited-${Date.now().toString(36)}`;
    rewrite(op.file, op.method, `${op.summary} (${marker})`, `${op.description}\n\nDescription ${marker}.\n`, {
      status: op.response.status,
      description: `${op.response.description} Response ${marker}.`,
    });
    workflow.setIn([...step, 'description'], `${stepDescription} Step ${marker}.`);
    workflow.setIn([...step, 'parameters', 0, 'value'], `thing-${marker}`);
    fs.writeFileSync(path.join(dir, WORKFLOW), workflow.toString());
    const codePage = fs.readFileSync(path.join(dir, CODE_MDX), 'utf8');
    fs.writeFileSync(path.join(dir, CODE_MDX), codePage.replace('fixture-terminal', `terminal-${marker}`));
    const edited = await build();
    expect(edited.ok, edited.output).toBe(true);
    expect(textOf(pageHtml())).toContain(`${op.summary} (${marker})`);
    expect(textOf(pageHtml())).toContain(`Description ${marker}.`);
    // A response's description is in a fragment, which the server bundle renders (server-fragments.ts).
    expect(textOf(pageHtml())).toContain(`Response ${marker}.`);
    expect(textOf(pageHtml())).toContain('within 10 seconds');
    // The workflow's edit: in the page's prose and in every language of its step's samples (server-rendered HTML).
    expect(walkthrough()).toContain(`Step ${marker}.`);
    expect(walkthrough().split(`/things/thing-${marker}`).length - 1).toBeGreaterThanOrEqual(4);
    expect(walkthrough()).not.toContain(`/things/${stepId}`);
    expect(fs.readFileSync(path.join(dir, WALKTHROUGH_MD), 'utf8')).toContain(`Step ${marker}.`);
    // The code block's edit: in the page's HTML and its (new) code file, and still in no script.
    expect(codeHtml()).toContain(`terminal-${marker}`);
    expect(codeHtml()).not.toContain('fixture-terminal');
    expect(builtFilesWith('assets/code', `terminal-${marker}`)).toHaveLength(1);
    expect(builtFilesWith('assets/code', 'fixture-terminal')).toEqual([]);
    expect(builtFilesWith('assets/js', `terminal-${marker}`)).toEqual([]);

    rewrite(op.file, op.method, op.summary, `${op.description}\n\nSee [the missing page](/no-such-page-${marker}).\n`);
    const broken = await build();
    expect(broken.ok).toBe(false);
    expect(broken.output).toContain(`/no-such-page-${marker}`);

    // Reverted, and a rule's constant changed in the same build: the page shows the spec as it is again, and every
    // page and reference that shows the rule follows.
    const constants = path.join(dir, 'src/rules/constants.ts');
    const source = fs.readFileSync(constants, 'utf8');
    expect(source).toMatch(/timeoutSeconds: 10,/);
    fs.writeFileSync(op.file, original);
    fs.writeFileSync(constants, source.replace(/timeoutSeconds: 10,/, 'timeoutSeconds: 11,'));
    const reverted = await build();
    expect(reverted.ok, reverted.output).toBe(true);
    expect(textOf(pageHtml())).toContain(op.summary);
    expect(pageHtml()).not.toContain(marker);
    const conventions = fs.readFileSync(path.join(dir, RULE_HTML), 'utf8');
    expect(textOf(conventions)).toContain('within 11 seconds');
    expect(textOf(conventions)).not.toContain('within 10 seconds');
    expect(fs.readFileSync(path.join(dir, RULE_MD), 'utf8')).toContain('within 11 seconds');
    expect(textOf(pageHtml())).toContain('within 11 seconds');
    expect(textOf(pageHtml())).not.toContain('within 10 seconds');
  });
});
