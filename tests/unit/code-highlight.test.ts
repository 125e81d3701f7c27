import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type {Code, Node} from 'mdast';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {escapeHtml, highlightToHtml, normalizeLanguage} from '../../plugins/code-highlight/highlight';
import remarkStaticCode, {
  STATIC_CODE_MODULES,
  STATIC_CODE_URL,
  staticCodeDir,
  staticCodeName,
  titleFromMeta,
} from '../../plugins/code-highlight';
import staticCodePlugin, {STATIC_CODE_STUB} from '../../plugins/code-highlight/plugin';

describe('build-time highlighting', () => {
  it('highlights the languages the docs use, with Prism token classes', () => {
    expect(highlightToHtml('$client = new FernpayClient();', 'php')).toContain(
      '<span class="token variable">$client</span>',
    );
    expect(highlightToHtml('curl --request POST', 'bash')).toContain('<span class="token function">curl</span>');
    expect(highlightToHtml('{"amount": "125.50"}', 'json')).toContain('<span class="token property">"amount"</span>');
    expect(highlightToHtml('import requests', 'python')).toContain('<span class="token keyword">import</span>');
    expect(highlightToHtml('const a = 1;', 'js')).toContain('<span class="token keyword">const</span>');
    // Punctuation takes the text colour: no span of its own (a third of a code block's elements otherwise).
    const php = highlightToHtml("$client->payments->create(['amount' => '125.50']);", 'php');
    expect(php).not.toContain('token punctuation');
    expect(php).toContain('create</span>([');
    expect(php).toContain('<span class="token operator">=></span>');
  });
  it('escapes text in unknown languages and drops the final newline', () => {
    expect(highlightToHtml('<b>&</b>\n', 'text')).toMatch(/^&lt;b(>|&gt;)&amp;&lt;\/b(>|&gt;)$/);
    expect(highlightToHtml('<b>&</b>', 'no-such-language')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(escapeHtml('a < b')).toBe('a &lt; b');
    expect(normalizeLanguage('sh')).toBe('bash');
    expect(normalizeLanguage(undefined)).toBe('text');
  });
  it('never lets code become markup', () => {
    expect(highlightToHtml('echo "<script>alert(1)</script>"', 'bash')).not.toContain('<script>');
  });
  it('turns fenced code into StaticCode and leaves mermaid alone', async () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'php', meta: 'title="client.php"', value: 'echo 1;'},
        {type: 'code', lang: 'mermaid', value: 'graph TD; a-->b'},
      ],
    };
    await remarkStaticCode()(tree as never);
    const [code, mermaid] = tree.children as unknown as [
      {name: string; attributes: {name: string; value: string}[]},
      {type: string},
    ];
    expect(code.name).toBe('StaticCode');
    expect(Object.fromEntries(code.attributes.map((a) => [a.name, a.value]))).toMatchObject({
      language: 'php',
      title: 'client.php',
    });
    expect(mermaid.type).toBe('code');
    expect(titleFromMeta("title='a b'")).toBe('a b');
    expect(titleFromMeta(null)).toBeUndefined();
  });
});

/** A module's text as its strings read: JS string escapes, entities and white space taken out. */
const bare = (code: string) =>
  code
    .replace(/\\n/g, '\n')
    .replace(/\\(["'\\])/g, '$1')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, '');

describe("a public page's code blocks are in its HTML, not its script", () => {
  /** Compiles a page of the repository as the site does, its generated files going to a site folder of its own. */
  async function compilePage(page: string, root: string) {
    const value = fs.readFileSync(page, 'utf8');
    const file = path.join(root, page);
    // The page's code blocks, as the step sees them (recorded just before it runs).
    const blocks: Code[] = [];
    const walk = (node: Node) => {
      if (node.type === 'code' && (node as Code).lang !== 'mermaid') blocks.push(structuredClone(node as Code));
      for (const child of (node as {children?: Node[]}).children ?? []) walk(child);
    };
    const record = () => walk;
    const out = String(
      await compile({value, path: file}, {remarkPlugins: [remarkGfm, record, [remarkStaticCode, {root}]]}),
    );
    return {out, blocks, file};
  }
  let root = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-code-'));
  });
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it(
    'keeps every block of the long guide, a page with tabs and the SDK overview out of the page module; the server module and the code file hold them',
    {timeout: 120_000},
    async () => {
      for (const page of ['docs/sdk/php-sdk.mdx', 'docs/guides/webhook-signatures.mdx', 'docs/sdk/overview.mdx']) {
        const {out, blocks, file} = await compilePage(page, root);
        expect(blocks.length, page).toBeGreaterThan(0);
        // No highlighted HTML, and no block's text however it would be written (tokens, escapes, entities).
        expect(out, page).not.toMatch(/token (keyword|string|variable|function|property|punctuation)/);
        const text = bare(out.replace(/<[^>]*>/g, ''));
        let checked = 0;
        for (const block of blocks) {
          const code = block.value.replace(/\s+/g, '');
          if (code.length < 60) continue; // short commands may be quoted in the prose as well
          checked += 1;
          expect(text.includes(code), `${page}: a ${block.lang} block in the script`).toBe(false);
        }
        expect(checked, page).toBeGreaterThan(0);
        // The page imports its generated module (the browser bundle gets the stub in its place) ...
        const dir = staticCodeDir(root);
        const name = staticCodeName(root, file);
        const modules = fs.readdirSync(dir).filter((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
        expect(modules).toHaveLength(1);
        const module = path.join(dir, modules[0]!);
        expect(out).toContain(JSON.stringify(module));
        expect(STATIC_CODE_MODULES.test(module)).toBe(true);
        // ... which holds each block's highlighted HTML, in order, as does the code file the page names.
        const served = (await import(
          `data:text/javascript,${encodeURIComponent(fs.readFileSync(module, 'utf8'))}`
        )) as {
          default: string[];
        };
        expect(served.default).toEqual(blocks.map((b) => highlightToHtml(b.value, b.lang)));
        const json = fs.readdirSync(dir).filter((f) => f.startsWith(`${name}.`) && f.endsWith('.json'));
        expect(json).toHaveLength(1);
        expect(out).toContain(`${STATIC_CODE_URL}${json[0]}`);
        expect(JSON.parse(fs.readFileSync(path.join(dir, json[0]!), 'utf8'))).toEqual(served.default);
      }
    },
  );

  it('replaces a page’s code file when its code changes, and leaves a restricted page’s code in its script', async () => {
    const page = path.join(root, 'docs', 'edited.mdx');
    const once = async (code: string) =>
      String(
        await compile(
          {value: `# T\n\n\`\`\`php\n${code}\n\`\`\`\n`, path: page},
          {remarkPlugins: [[remarkStaticCode, {root}]]},
        ),
      );
    await once('echo "first";');
    const out = await once('echo "second";');
    const files = fs.readdirSync(staticCodeDir(root)).filter((f) => f.startsWith(`${staticCodeName(root, page)}.`));
    // One module and one code file, named after the new content (a warm build sees a new module, not a rewritten one).
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.js'))).toHaveLength(1);
    expect(out).toContain(files.find((f) => f.endsWith('.js')));
    expect(
      fs.readFileSync(
        path.join(
          staticCodeDir(root),
          files.find((f) => f.endsWith('.json'))!,
        ),
        'utf8',
      ),
    ).toContain('second');
    expect(out).not.toContain('second');
    const restricted = String(
      await compile(
        {value: '```php\necho "provider only";\n```\n', path: path.join(root, 'docs-provider', 'page.mdx')},
        {remarkPlugins: [[remarkStaticCode, {root}]]},
      ),
    );
    expect(restricted).toContain('provider only');
    expect(restricted).not.toContain(STATIC_CODE_URL);
  });

  it('gives the browser bundle the empty stub in place of every code module, in a production build only, and publishes the code files its pages fetch, only those', async () => {
    class Replacement {
      constructor(
        readonly test: RegExp,
        readonly replacement: string,
      ) {}
    }
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}};
    const plugin = staticCodePlugin({siteDir: root} as never);
    const browser = plugin.configureWebpack!({mode: 'production'} as never, false, utils as never, {} as never);
    expect(browser).toEqual({plugins: [new Replacement(STATIC_CODE_MODULES, STATIC_CODE_STUB)]});
    expect(fs.readFileSync(STATIC_CODE_STUB, 'utf8')).toMatch(/const serverCode[^=]*= \[\];/);
    expect(plugin.configureWebpack!({mode: 'production'} as never, true, utils as never, {} as never)).toEqual({});
    expect(plugin.configureWebpack!({mode: 'development'} as never, false, utils as never, {} as never)).toEqual({});
    const outDir = path.join(root, 'build');
    const generated = fs.readdirSync(staticCodeDir(root)).filter((f) => f.endsWith('.json'));
    expect(generated.length).toBeGreaterThan(1);
    // The build's browser chunks name every generated file but one: the code of a page since deleted (or moved under
    // the restricted prefix) that the folder still holds from an earlier build.
    const [gone, ...named] = generated;
    const js = path.join(outDir, 'assets', 'js');
    fs.mkdirSync(js, {recursive: true});
    fs.writeFileSync(
      path.join(js, 'pages.js'),
      named.map((f, i) => `var p${i}={src:"${STATIC_CODE_URL}${f}",n:"0"};`).join('\n'),
    );
    await plugin.postBuild!({outDir} as never);
    const published = fs.readdirSync(path.join(outDir, STATIC_CODE_URL));
    expect(published.sort()).toEqual([...named].sort());
    expect(published).not.toContain(gone);
    // A chunk that names a code file nobody generated is a defect of the build, not a page to serve broken.
    fs.writeFileSync(
      path.join(js, 'broken.js'),
      `var q={src:"${STATIC_CODE_URL}docs-missing-abc123.0123456789.json"};`,
    );
    await expect(plugin.postBuild!({outDir} as never)).rejects.toThrow(/docs-missing-abc123\.0123456789\.json/);
    fs.rmSync(outDir, {recursive: true, force: true});
  });
});
