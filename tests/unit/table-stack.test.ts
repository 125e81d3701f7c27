/**
 * plugins/table-stack: a Markdown table of three or more named columns, compiled as Docusaurus compiles a page (MDX
 * with GFM tables), carries what src/css/custom.css needs to show it as labelled blocks on a phone: the class, each
 * body cell's column heading as `data-label`, and the ARIA roles that keep it a table for screen readers.
 */
import {describe, expect, it} from 'vitest';
import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import fs from 'node:fs';
import rehypeTableStack, {STACK_CLASS} from '../../plugins/table-stack';
import rehypeTableSize from '../../plugins/table-size';
import {markdownSteps} from '../../plugins/markdown-steps';
import {apiReferenceOptions} from '../../openapi/site';
import {toHtml} from 'hast-util-to-html';
import rehypeLongCode from '../../plugins/long-code';
import {renderErrors, renderMeta, renderSecurity} from '../../plugins/api-reference/render';

async function render(mdx: string, rehypePlugins = [rehypeTableSize, rehypeTableStack]): Promise<string> {
  const {default: Content} = await evaluate(mdx, {...runtime, remarkPlugins: [remarkGfm], rehypePlugins});
  return renderToStaticMarkup(React.createElement(Content));
}

describe('tables of three or more columns are labelled for a phone', () => {
  it('labels each body cell with its heading as a reader sees it (code, links), and gives the roles', async () => {
    const html = await render(
      [
        '| `status` | [Meaning](/x) | Next *step* |',
        '| --- | --- | --- |',
        '| `sent` | Waits. | Wait. |',
        '| a | b | c |',
      ].join('\n'),
    );
    expect(html).toContain(`<table style="--table-rows:3" class="${STACK_CLASS}" role="table">`);
    expect(html.match(/<thead[^>]*>/g)).toEqual(['<thead role="rowgroup">']);
    expect(html.match(/<th[ >][^>]*>/g)).toEqual(Array(3).fill('<th role="columnheader">'));
    expect(html.match(/<tr[^>]*>/g)).toEqual(Array(3).fill('<tr role="row">'));
    expect(html.match(/<td[^>]*>/g)).toEqual(
      [0, 1].flatMap(() => ['status', 'Meaning', 'Next step'].map((l) => `<td role="cell" data-label="${l}">`)),
    );
  });

  it('leaves a table of two columns, or with an unnamed column, as it is', async () => {
    const two = await render(['| A | B |', '| --- | --- |', '| 1 | 2 |'].join('\n'));
    const unnamed = await render(['| A |  | C |', '| --- | --- | --- |', '| 1 | 2 | 3 |'].join('\n'));
    for (const html of [two, unnamed]) {
      expect(html).not.toContain(STACK_CLASS);
      expect(html).not.toContain('data-label');
      expect(html).not.toContain('role=');
    }
  });

  it('labels a table inside another element, and each table by its own headings', async () => {
    const html = await render(
      [
        '<div>',
        '',
        '| A | B | C |',
        '| --- | --- | --- |',
        '| 1 | 2 | 3 |',
        '',
        '</div>',
        '',
        '| D | E | F |',
        '| --- | --- | --- |',
        '| 4 | 5 | 6 |',
      ].join('\n'),
    );
    expect([...html.matchAll(/data-label="(\w)"/g)].map((m) => m[1])).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('is one of the steps every content plugin runs; the stylesheet stacks its tables on a phone only', () => {
    expect(markdownSteps(apiReferenceOptions).rehypePlugins).toContain(rehypeTableStack);
    const css = fs.readFileSync('src/css/custom.css', 'utf8');
    const phone = css.slice(css.indexOf('@media (max-width: 640px) {\n  .markdown table.table-stack {'));
    expect(phone).toMatch(/^@media \(max-width: 640px\) \{\s*\.markdown table\.table-stack \{\s*display: block;/);
    expect(phone).toMatch(/td\[data-label\]::before \{[^}]*content: attr\(data-label\) \/ '';/);
  });

  it("the API reference's own tables: security and errors stack; a long base URL may wrap; error bodies keep theirs", () => {
    const security = toHtml(
      renderSecurity([{key: 'terminalId', type: 'apiKey', in: 'header', name: 'X-Terminal-Id', description: 'Id.'}]),
    );
    expect(security).toContain(`class="${STACK_CLASS}"`);
    expect(security.match(/data-label="([^"]*)"/g)).toEqual([
      'data-label="Credential"',
      'data-label="Sent as"',
      'data-label="Description"',
    ]);
    const errors = toHtml(renderErrors([{status: '401', description: 'Bad credentials.', example: 'Unauthorized'}]));
    expect(errors).toContain(`class="api-errors ${STACK_CLASS}"`);
    expect(errors).not.toContain('long-code');
    const meta = toHtml(
      renderMeta({
        title: 'T',
        version: '1',
        servers: [{url: 'https://sandbox-api.fernpay.example/v1', description: 'Sandbox'}],
        downloads: [],
      }),
    );
    // Two columns: not stacked, but the URL wraps in its cell instead of widening the table.
    expect(meta).not.toContain(STACK_CLASS);
    expect(meta).toContain('<code class="long-code">https://sandbox-api.fernpay.example/v1</code>');
  });
});

describe('long code in a table inside a component (plugins/long-code)', () => {
  it('is marked as in any other table', async () => {
    const html = await render(
      ['<div>', '', '| URL |', '| --- |', '| `https://sandbox-api.fernpay.example/v1` |', '', '</div>'].join('\n'),
      [rehypeLongCode],
    );
    expect(html).toContain('<code class="long-code">');
  });
});
