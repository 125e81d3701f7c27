/**
 * plugins/table-size: a Markdown table, compiled as Docusaurus compiles a page (MDX with GFM tables), renders with
 * its row count as `--table-rows`, the height src/css/custom.css reserves for it while the browser skips it off
 * screen (`content-visibility: auto`).
 */
import {describe, expect, it} from 'vitest';
import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import fs from 'node:fs';
import rehypeTableSize, {TABLE_ROWS_PROPERTY} from '../../plugins/table-size';
import {markdownSteps} from '../../plugins/markdown-steps';
import {apiReferenceOptions} from '../../openapi/site';

async function render(mdx: string): Promise<string> {
  const {default: Content} = await evaluate(mdx, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTableSize],
  });
  return renderToStaticMarkup(React.createElement(Content));
}

describe('tables carry their row count', () => {
  it('counts the header row and every body row, per table', async () => {
    const html = await render(
      ['| A | B |', '| --- | --- |', '| 1 | 2 |', '| 3 | 4 |', '', 'Text.', '', '| C |', '| --- |', '| 5 |'].join('\n'),
    );
    expect(html.match(/<table[^>]*>/g)).toEqual([
      `<table style="${TABLE_ROWS_PROPERTY}:3">`,
      `<table style="${TABLE_ROWS_PROPERTY}:2">`,
    ]);
  });

  it('counts a table inside a component (an MDX JSX element) too', async () => {
    const html = await render(['<div>', '', '| A |', '| --- |', '| 1 |', '', '</div>'].join('\n'));
    expect(html.match(/<table[^>]*>/g)).toEqual([`<table style="${TABLE_ROWS_PROPERTY}:2">`]);
  });

  it('is one of the steps every content plugin runs, and the stylesheet sizes skipped tables by it', () => {
    expect(markdownSteps(apiReferenceOptions).rehypePlugins).toContain(rehypeTableSize);
    const css = fs.readFileSync('src/css/custom.css', 'utf8');
    expect(css).toMatch(
      /\.markdown table\[style\*='--table-rows'\] \{\s*content-visibility: auto;\s*contain-intrinsic-block-size: auto calc\(var\(--table-rows\)/,
    );
  });
});
