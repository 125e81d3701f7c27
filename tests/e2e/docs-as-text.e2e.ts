/** Docs as text: Markdown twins, llms.txt, the copy button and the Postman download. */
import {describe, expect, it} from 'vitest';
import {Collection} from 'postman-collection';
import {baseUrl, browserPerFile, copiedTexts, downloadText, open, recordCopies, sharedTab, siteRoutes} from './harness';
import {MCP_SERVER_NAME, mcpInstallCommand} from '../../src/shared/mcp';
import {RESTRICTED_SANDBOX_CONTROL_PATH, SANDBOX_CONTROL_PATH} from '../../src/shared/sandbox';
import {listWorkflows} from '../../plugins/arazzo/workflows';
import {IDEMPOTENCY, KEYED, WEBHOOKS} from '../../src/rules';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);
const GATED_CATEGORIES = ['/category/direct-banking-api-integration', '/category/ob-payments-api'];
const isRestricted = (route: string) => route.startsWith('/provider/') || GATED_CATEGORIES.includes(route);
const publicRoutes = () => siteRoutes().filter((r) => !isRestricted(r));
const twin = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);
const get = async (path: string) => {
  const res = await fetch(baseUrl() + path);
  return {status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text()};
};

describe('docs as text', () => {
  it('every public route has a Markdown twin at its path plus .md', async () => {
    for (const route of publicRoutes()) {
      const res = await get(twin(route));
      expect(res.status, `${twin(route)}`).toBe(200);
      expect(res.text.startsWith('# '), `${twin(route)} starts with "# "`).toBe(true);
      expect(res.text, `${twin(route)} links into the provider section`).not.toMatch(/\]\([^)]*\/provider\//);
    }
  });

  it('provider pages have twins under /provider/ and their own list', async () => {
    const provider = siteRoutes().filter((r) => r.startsWith('/provider/'));
    for (const route of provider) expect((await get(twin(route))).status, twin(route)).toBe(200);
    const list = await get('/provider/llms.txt');
    expect(list.status).toBe(200);
    for (const route of provider) expect(list.text).toContain(`${twin(route)})`);
    expect(list.text).toContain('/provider/openapi/provider.postman.json');
    // The section's workflows, listed here only, served under the prefix with the control description beside them.
    for (const w of listWorkflows().filter((x) => x.restricted)) {
      expect(list.text).toContain(`${w.url})`);
      expect((await get(w.url)).status, w.url).toBe(200);
    }
    expect((await get(RESTRICTED_SANDBOX_CONTROL_PATH)).status).toBe(200);
    // The category pages' earlier addresses redirect into the section; their twins only say where the twin moved.
    for (const route of GATED_CATEGORIES) {
      const moved = await get(twin(route));
      expect(moved.status, twin(route)).toBe(200);
      expect(moved.text, twin(route)).toMatch(/^# Moved\n/);
      expect(moved.text, twin(route)).toContain(`/provider${twin(route)}>`);
      expect((await get(`/provider${twin(route)}`)).status).toBe(200);
    }
  });

  it("every link to a heading in a twin names a heading of the twin it points to (an id or a heading's slug)", async () => {
    // A twin's headings: `## Title {#id}` where the page's heading has an id of its own (a docs heading, an
    // operation, a schema), else the heading's slug as Docusaurus makes it (github-slugger: lower case, punctuation
    // dropped, spaces to hyphens, a repeat numbered). Code is left out: a sample's `#` is no link.
    const slug = (t: string) =>
      t
        .replace(/`/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .trim()
        .replace(/\s/g, '-');
    const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    const headings = (text: string) => {
      const ids = new Set<string>();
      const seen = new Map<string, number>();
      for (const m of prose(text).matchAll(/^#{1,6} (.+?)(?: \{#([^}]+)\})?$/gm)) {
        if (m[2]) ids.add(m[2]);
        else {
          const s = slug(m[1]);
          const n = seen.get(s) ?? 0;
          seen.set(s, n + 1);
          ids.add(n ? `${s}-${n}` : s);
        }
      }
      return ids;
    };
    const texts = new Map<string, string>();
    for (const route of siteRoutes().filter((r) => !GATED_CATEGORIES.includes(r))) {
      const res = await get(twin(route));
      if (res.status === 200) texts.set(twin(route), res.text);
    }
    const ids = new Map([...texts].map(([path, text]) => [path, headings(text)]));
    const origin = new URL(baseUrl()).origin;
    const unresolved: string[] = [];
    let checked = 0;
    for (const [path, text] of texts)
      for (const m of prose(text).matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
        let target = m[1];
        if (/^https?:/.test(target)) {
          const url = new URL(target);
          if (url.origin !== origin && !/fernpay/.test(url.hostname)) continue;
          target = url.pathname;
        }
        const to = target === '' ? path : target.endsWith('.md') ? target : twin(target.replace(/(.)\/$/, '$1'));
        if (!ids.has(to)) continue;
        checked += 1;
        if (!ids.get(to)!.has(m[2])) unresolved.push(`${path}: ${m[1]}#${m[2]}`);
      }
    expect(unresolved).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('llms.txt and the provider list open with instructions for agents, written from the rules', async () => {
    const index = (await get('/llms.txt')).text;
    const section = /\n## Instructions for agents\n\n([\s\S]*?)\n## /.exec(index)?.[1] ?? '';
    expect(section).toContain(`\`${IDEMPOTENCY.header}\``);
    expect(section).toContain(`\`${WEBHOOKS.signatureHeader}\``);
    expect(section).toContain(`within ${WEBHOOKS.signatureToleranceSeconds} seconds`);
    for (const [, operationId] of KEYED.toolkit.calls) expect(section).toContain(`\`${operationId}\``);
    expect(section).toMatch(/`https:\/\/sandbox-api\.[^`]+\/v1`/);
    expect(section).toContain('`X-Terminal-Secret`');
    expect(section).toContain('/guides/ai-assistant');
    expect(section).not.toMatch(/`Option`/);
    // The provider's own list adds the spelling its calls differ by.
    const provider = (await get('/provider/llms.txt')).text;
    expect(provider).toMatch(
      /\n## Instructions for agents\n[\s\S]*The field `Option` is spelt exactly so[\s\S]*The field `option`/,
    );
  });

  it('/llms.txt lists every public route and no provider one; /llms-full.txt holds no provider page', async () => {
    const index = await get('/llms.txt');
    expect(index.status).toBe(200);
    expect(index.text).toMatch(/^# Fernpay Developers\n\n> .+\n/);
    for (const section of ['Toolkit API', 'Partner API', 'SDKs', 'Onboarding', 'OpenAPI downloads'])
      expect(index.text).toContain(`\n## ${section}\n`);
    const listed = [...index.text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);
    for (const route of publicRoutes()) expect(listed, route).toContain(twin(route));
    for (const path of listed) expect(isRestricted(path.replace(/\.md$/, '')), path).toBe(false);
    expect(index.text).not.toMatch(/\/provider\/|direct-banking-api-integration|ob-payments-api/);
    expect(index.text).toContain('/openapi/toolkit-single-payments.postman.json');
    // The public workflows and the control description they use (plugins/arazzo, plugins/sandbox-web).
    for (const w of listWorkflows().filter((x) => !x.restricted)) {
      expect(index.text).toContain(`${w.url})`);
      expect((await get(w.url)).status, w.url).toBe(200);
    }
    expect(index.text).toContain(`${SANDBOX_CONTROL_PATH})`);
    const full = await get('/llms-full.txt');
    expect(full.status).toBe(200);
    expect(full.text).not.toMatch(/\/provider\/|direct-banking-api-integration|ob-payments-api/);
    expect(full.text).toContain('Source: ');
  });

  it('the copy button copies the page as Markdown', async () => {
    const w = await tab();
    await open(w.page, '/sdk/php-sdk');
    await recordCopies(w.page);
    const button = w.page.locator('button[data-copy-page]');
    await expect(button.textContent()).resolves.toBe('Copy page as Markdown');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    const copied = await copiedTexts(w.page);
    const expected = (await get('/sdk/php-sdk.md')).text;
    expect(copied).toEqual([expected]);
    expect(copied[0]).toMatch(/^# PHP SDK\n/);
    // Beside it, the command that downloads the docs MCP server and adds it to Claude Code.
    const mcp = w.page.locator('button[data-copy-mcp]');
    await expect(mcp.textContent()).resolves.toBe('Copy MCP install command');
    await mcp.click();
    await expect.poll(() => mcp.textContent()).toBe('Copied');
    const commands = (await copiedTexts(w.page)).slice(1);
    expect(commands).toHaveLength(1);
    const command = commands[0];
    const file = /^curl -fsSLo fernpay-docs-mcp\.mjs (https?:\/\/\S+)(\/mcp\/fernpay-docs-mcp\.mjs) && /.exec(command);
    expect(file, command).not.toBeNull();
    expect(command).toContain(`claude mcp add ${MCP_SERVER_NAME} -- node "$PWD/fernpay-docs-mcp.mjs"`);
    expect(command).toBe(mcpInstallCommand(file![1]));
    // The file it downloads is served.
    expect((await get(file![2])).status).toBe(200);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
  });

  it('on a phone, the copy buttons and the Markdown link stay on screen (they wrap)', async () => {
    const w = await tab({width: 390, height: 844});
    await open(w.page, '/guides/ai-assistant');
    for (const selector of ['button[data-copy-page]', 'button[data-copy-mcp]', 'a[data-markdown-twin]']) {
      const box = await w.page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.x, selector).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, selector).toBeLessThanOrEqual(390);
    }
  });

  it('a reference page offers a Postman collection that parses', async () => {
    const w = await tab();
    await open(w.page, '/partner-api/apis/single-payments/api-requests');
    const link = w.page.locator('a[data-download="postman"]');
    await expect(link.getAttribute('href')).resolves.toBe('/openapi/partner-single-payments.postman.json');
    const [download] = await Promise.all([w.page.waitForEvent('download'), link.click()]);
    const text = await downloadText(download);
    const collection = new Collection(JSON.parse(text));
    const names: string[] = [];
    collection.forEachItem((item) => names.push(item.name));
    expect(names.length).toBeGreaterThan(5);
    expect(String(collection.variables.get('baseUrl'))).toMatch(/^https:\/\/sandbox-api\./);
    expect(w.foreignRequests).toEqual([]);
  });
});
