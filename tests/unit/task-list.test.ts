import {describe, expect, it} from 'vitest';
import {toHtml} from 'hast-util-to-html';
import type {ElementContent, Root} from 'hast';
import rehypeTaskListLabels from '../../plugins/task-list-labels';

const checkbox = {
  type: 'element' as const,
  tagName: 'input',
  properties: {type: 'checkbox', disabled: true},
  children: [],
};
const item = (children: ElementContent[]) => ({
  type: 'element' as const,
  tagName: 'li',
  properties: {className: ['task-list-item']},
  children,
});

describe('task list labels', () => {
  it('wraps the checkbox and its text in a label (tight and loose lists), leaving nested lists outside', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'ul',
          properties: {},
          children: [
            item([
              checkbox,
              {type: 'text', value: ' Create the company'},
              {type: 'element', tagName: 'ul', properties: {}, children: []},
            ]),
            item([
              {
                type: 'element',
                tagName: 'p',
                properties: {},
                children: [checkbox, {type: 'text', value: ' Connect a bank account'}],
              },
            ]),
          ],
        },
      ],
    };
    rehypeTaskListLabels()(tree);
    expect(toHtml(tree)).toBe(
      '<ul><li class="task-list-item"><label><input type="checkbox" disabled> Create the company</label><ul></ul></li>' +
        '<li class="task-list-item"><p><label><input type="checkbox" disabled> Connect a bank account</label></p></li></ul>',
    );
  });
});

describe('long code in table cells', () => {
  it('marks only inline code longer than 24 characters inside table cells', async () => {
    const {default: rehypeLongCode} = await import('../../plugins/long-code');
    const code = (value: string): ElementContent => ({
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [{type: 'text', value}],
    });
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'table',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'tr',
              properties: {},
              children: [
                {
                  type: 'element',
                  tagName: 'td',
                  properties: {},
                  children: [code('clientSecret'), code('https://sandbox-provider.fernpay.example/v1')],
                },
              ],
            },
          ],
        },
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [code('https://sandbox-provider.fernpay.example/v1')],
        },
      ],
    };
    rehypeLongCode()(tree);
    expect(toHtml(tree)).toBe(
      '<table><tr><td><code>clientSecret</code><code class="long-code">https://sandbox-provider.fernpay.example/v1</code></td></tr></table><p><code>https://sandbox-provider.fernpay.example/v1</code></p>',
    );
  });
});
