/**
 * plugins/later-sections: a restricted page, compiled as Docusaurus compiles it (MDX), wraps everything from its first
 * `##` heading after the introduction in `<LaterSections>`, which the gate draws just after the page's first screen
 * (src/gate/ProviderGate.tsx); a public page is left as it is.
 */
import {describe, expect, it} from 'vitest';
import {evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import rehypeLaterSections from '../../plugins/later-sections';
import LaterSections, {FirstScreenContext} from '../../src/gate/LaterSections';
import {markdownSteps} from '../../plugins/markdown-steps';
import {apiReferenceOptions} from '../../openapi/site';

const PAGE = [
  "export const meta = 'kept';",
  '',
  'The introduction.',
  '',
  '## First section',
  '',
  'Its text.',
  '',
  "export const later = 'kept too';",
  '',
  '## Second section',
  '',
  '- An item.',
].join('\n');

/** The page's markup, with a marker around what `<LaterSections>` wraps, and its exports. */
async function compile(value: string, path: string) {
  const mod = await evaluate({value, path}, {...runtime, rehypePlugins: [rehypeLaterSections]});
  const Marker = ({children}: {children?: ReactNode}) => React.createElement('later-sections', null, children);
  const html = renderToStaticMarkup(React.createElement(mod.default, {components: {LaterSections: Marker}}));
  return {html: html.replace(/\n+/g, ''), mod};
}

describe('a restricted page draws its introduction first, its later sections after', () => {
  it('wraps everything from the first ## heading on, keeping the exports at the top level', async () => {
    const {html, mod} = await compile(PAGE, '/site/docs-provider/overview.mdx');
    expect(html).toBe(
      '<p>The introduction.</p><later-sections><h2>First section</h2><p>Its text.</p><h2>Second section</h2><ul><li>An item.</li></ul></later-sections>',
    );
    expect(mod.meta).toBe('kept');
    expect(mod.later).toBe('kept too');
  });

  it('leaves a public page and a page without ## headings as they are', async () => {
    for (const [value, path] of [
      [PAGE, '/site/docs/overview.mdx'],
      ['Text.\n\n### Small\n\nMore.', '/site/docs-provider/b.mdx'],
    ])
      expect((await compile(value, path)).html).not.toContain('<later-sections>');
  });

  it('draws a page that opens with a ## heading up to its second one first', async () => {
    expect((await compile('## First\n\nText.\n\n## Second\n\nMore.', '/site/docs-provider/a.mdx')).html).toBe(
      '<h2>First</h2><p>Text.</p><later-sections><h2>Second</h2><p>More.</p></later-sections>',
    );
  });

  it('is one of the steps every content plugin runs', () => {
    expect(markdownSteps(apiReferenceOptions).rehypePlugins).toContain(rehypeLaterSections);
  });

  it('LaterSections stands for its sections with an empty block while the first screen is drawn', () => {
    const page = (firstScreen: boolean | undefined) =>
      renderToStaticMarkup(
        firstScreen === undefined
          ? React.createElement(LaterSections, null, React.createElement('h2', null, 'Later'))
          : React.createElement(
              FirstScreenContext.Provider,
              {value: firstScreen},
              React.createElement(LaterSections, null, React.createElement('h2', null, 'Later')),
            ),
      );
    expect(page(undefined)).toBe('<h2>Later</h2>');
    expect(page(false)).toBe('<h2>Later</h2>');
    expect(page(true)).toMatch(/^<div class="[^"]*" aria-busy="true"><\/div>$/);
  });
});
