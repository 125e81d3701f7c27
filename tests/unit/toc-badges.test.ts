/**
 * src/docusaurus/toc-badges.ts on Docusaurus' own MDX processor (@docusaurus/mdx-loader, its default remark
 * steps and toc export included), with the site's remarkApiReference before and remarkTocBadges after them,
 * as docusaurus.config.ts registers them.
 */
import {describe, expect, it} from 'vitest';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import remarkApiReference from '../../plugins/api-reference/remark';
import remarkTocBadges from '../../src/docusaurus/toc-badges';

const FIXTURES = {configFile: 'tests/fixtures/openapi/redocly.yaml', restricted: {}};
const PAGE = '## About\n\n<ApiReference id="constructs" />\n';

async function compile(content: string, restricted: Record<string, string> = {}) {
  const processor = await createProcessorUncached({
    options: {
      markdownConfig: DEFAULT_MARKDOWN_CONFIG,
      staticDirs: [],
      siteDir: process.cwd(),
      beforeDefaultRemarkPlugins: [[remarkApiReference, {...FIXTURES, restricted}]],
      remarkPlugins: [remarkTocBadges],
    },
    format: 'mdx',
  });
  const {content: js} = await processor.process({
    content,
    filePath: 'docs/x/api.mdx',
    frontMatter: {},
    compilerName: 'server',
  });
  // The compiled module's `export const toc = [...]`, read back as data.
  const toc = js.match(/^export const toc = (\[[\s\S]*?\]);$/m)?.[1];
  expect(toc, 'the module exports its table of contents').toBeDefined();
  return {js, toc: new Function(`return ${toc}`)() as {value: string; id: string; level: number}[]};
}

const badge = (method: string, label: string) =>
  `<span class="api-toc-method api-method api-method--${method}">${label}</span> `;

describe('remarkTocBadges: method badges in the table of contents only', () => {
  for (const [kind, restricted] of [
    ['a public reference', {}],
    ['a restricted reference (static HTML)', {constructs: '/x'}],
  ] as const)
    it(`puts each operation's and webhook's badge in its entry, not in the heading (${kind})`, async () => {
      const {js, toc} = await compile(PAGE, restricted);
      const entry = (id: string) => toc.find((e) => e.id === id)?.value;
      expect(entry('update-pet')).toBe(`${badge('post', 'POST')}Update a pet`);
      expect(entry('webhook-pet-adopted')).toBe(`${badge('event', 'EVENT')}Pet adopted`);
      // Every other entry (hand-written, tags, schemas) is Docusaurus' own.
      expect(entry('about')).toBe('About');
      expect(toc.filter((e) => e.value.includes('api-toc-method')).map((e) => e.id)).toEqual([
        'update-pet',
        'webhook-pet-adopted',
      ]);
      // The page's headings are plain: the badge's class is written nowhere but in the toc export.
      expect(js.split('api-toc-method').length - 1).toBe(2);
    });

  it('leaves a page without a reference as Docusaurus wrote it', async () => {
    const {toc} = await compile('## One\n\n### Two\n');
    expect(toc).toEqual([
      {value: 'One', id: 'one', level: 2},
      {value: 'Two', id: 'two', level: 3},
    ]);
  });

  it("fails the page's build, naming the page and the ids, when the toc has no entry for a badge", async () => {
    // An MDX page's own `export const toc` replaces Docusaurus' (as a changed toc step would drop the entries).
    await expect(compile(`export const toc = [];\n\n${PAGE}`)).rejects.toThrow(
      /^docs\/x\/api\.mdx: no table-of-contents entry .* for the method badge of #update-pet, #webhook-pet-adopted/,
    );
  });
});
