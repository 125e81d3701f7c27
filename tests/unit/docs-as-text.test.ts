import {describe, expect, it} from 'vitest';
import {MdxConversionError, mdxToMarkdown, splitFrontMatter, unlinkRestricted} from '../../plugins/docs-as-text/mdx';
import {llmsFullTxt, llmsTxt} from '../../plugins/docs-as-text/llms';
import {demoteHeadings, referenceMarkdown} from '../../plugins/api-reference/markdown-twin';
import {buildPageModel} from '../../plugins/api-reference/model';
import {markdownToHtml} from '../../plugins/api-reference/markdown';
import {compileApi} from '../../plugins/api-reference/compile';
import {schemaAnchor} from '../../src/shared/api-reference';
import {renderContext, renderSchemaEntry, toFragment} from '../../plugins/api-reference/render';
import {twinPath} from '../../src/shared/docs-as-text';

const page = `---
title: PHP SDK
description: "Install the SDK."
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
{/* a comment */}

Intro paragraph.

:::warning Copy the secret now
Shown once.
:::

<Tabs groupId="lang">
<TabItem value="php" label="PHP SDK">

\`\`\`php
<?php
import from here;
\`\`\`

</TabItem>
<TabItem value="curl" label="curl">

Plain text.

</TabItem>
</Tabs>

\`\`\`mermaid
stateDiagram-v2
  accTitle: States
  draft --> sent
\`\`\`

<ApiReference id="demo" />
`;

describe('mdxToMarkdown', () => {
  const md = mdxToMarkdown(page, {file: 'docs/sdk/php-sdk.mdx', apiReference: (id) => `## Reference of ${id}`});

  it('writes the title and description, drops imports, exports and comments', () => {
    expect(md.startsWith('# PHP SDK\n\nInstall the SDK.\n\nIntro paragraph.')).toBe(true);
    expect(md).not.toMatch(/@theme\/Tabs|a comment/);
  });
  it('keeps admonitions as blockquotes with their kind and title', () => {
    expect(md).toContain('> **Warning: Copy the secret now**\n>\n> Shown once.');
  });
  it('turns tabs into labelled sections and copies code blocks verbatim', () => {
    expect(md).toContain('**PHP SDK**\n\n```php\n<?php\nimport from here;\n```');
    expect(md).toContain('**curl**\n\nPlain text.');
    expect(md).not.toMatch(/<\/?Tab/);
  });
  it('keeps mermaid blocks as fenced mermaid', () => {
    expect(md).toContain('```mermaid\nstateDiagram-v2\n  accTitle: States\n  draft --> sent\n```');
  });
  it('replaces <ApiReference> with the Markdown of the API', () => {
    expect(md.trim().endsWith('## Reference of demo')).toBe(true);
  });
  it('keeps explicit heading ids in Markdown form (links use them) and turns pathname:// links into plain links', () => {
    const text = mdxToMarkdown(
      '---\ntitle: Changelog\n---\n\nSee the [feed](pathname:///changelog/atom.xml).\n\n## 2026-11-25: Entry {/* #2026-11-25-entry */}\n\nText.',
      {file: 'docs/changelog.mdx'},
    );
    expect(text).toContain('See the [feed](/changelog/atom.xml).');
    expect(text).toContain('## 2026-11-25: Entry {#2026-11-25-entry}\n\nText.');
    expect(text).not.toMatch(/\{\/\*|pathname:/);
  });
  it('reads an admonition title in brackets, and leaves out plain <div> wrappers but not their content', () => {
    const text = mdxToMarkdown(
      '---\ntitle: T\n---\n\n<div data-pagefind-ignore>\n\n:::note[Billing every month?]\n\nSee the other page.\n\n:::\n\n</div>\n\nAfter.',
      {file: 'docs/t.mdx'},
    );
    expect(text).toContain('> **Note: Billing every month?**\n>\n> See the other page.\n\nAfter.');
    expect(text).not.toMatch(/<\/?div|\[Billing|>\n>\n>/);
  });
  it('keeps a body H1 first (standalone Markdown pages)', () => {
    expect(
      mdxToMarkdown('---\ntitle: Markdown page\ndescription: Rules.\n---\n\n# Formatting conventions\n\nText.', {
        file: 'x.md',
      }),
    ).toBe('# Formatting conventions\n\nRules.\n\nText.\n');
  });
  it('fails naming the file and line on an unknown component or a broken structure', () => {
    expect(() => mdxToMarkdown('---\ntitle: T\n---\n\n<Widget />\n', {file: 'docs/a.mdx'})).toThrow(MdxConversionError);
    expect(() => mdxToMarkdown('---\ntitle: T\n---\n\n<Widget />\n', {file: 'docs/a.mdx'})).toThrow(
      /^docs\/a\.mdx:\d+: unsupported MDX element <Widget/,
    );
    expect(() => mdxToMarkdown('---\ntitle: T\n---\n\n```js\nopen', {file: 'docs/b.mdx'})).toThrow(
      /docs\/b\.mdx:\d+: unclosed code fence/,
    );
    expect(() => mdxToMarkdown(':::note\nx\n', {file: 'docs/c.mdx'})).toThrow(
      /docs\/c\.mdx:\d+: unclosed ::: admonition/,
    );
    expect(() => mdxToMarkdown('text', {file: 'docs/d.mdx'})).toThrow(/docs\/d\.mdx:1: no title/);
  });
  it('reads simple front matter', () => {
    expect(splitFrontMatter('---\na: 1\nb: "two"\n---\nbody')).toEqual({data: {a: '1', b: 'two'}, body: 'body'});
  });
});

describe('unlinkRestricted and twinPath', () => {
  it('keeps the text of links into the restricted section, outside code', () => {
    const out = unlinkRestricted(
      'See the [provider overview](/provider/overview#x) and [SDK](/sdk/overview).\n```\n[a](/provider/x)\n```',
      (h) => h.startsWith('/provider/'),
    );
    expect(out).toBe('See the provider overview and [SDK](/sdk/overview).\n```\n[a](/provider/x)\n```');
  });
  it('puts the twin at the path plus .md, the home page at /index.md', () => {
    expect(twinPath('/sdk/php-sdk')).toBe('/sdk/php-sdk.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});

describe('llms.txt', () => {
  it('follows the llmstxt.org layout', () => {
    const txt = llmsTxt({
      title: 'Site',
      summary: 'What it is.',
      sections: [
        {
          title: 'Guides',
          links: [
            {title: 'A [b]', url: 'https://x/a.md', description: 'First\npage.'},
            {title: 'C', url: 'https://x/c.md'},
          ],
        },
        {title: 'Empty', links: []},
      ],
    });
    expect(txt).toBe(
      '# Site\n\n> What it is.\n\n## Guides\n\n- [A b](https://x/a.md): First page.\n- [C](https://x/c.md)\n',
    );
  });
  it('concatenates every page for llms-full.txt', () => {
    expect(llmsFullTxt({title: 'Site', summary: 'S'}, [{url: 'https://x/a', markdown: '# A\n\nBody.\n'}])).toBe(
      '# Site\n\n> S\n\n---\n\nSource: https://x/a\n\n# A\n\nBody.\n',
    );
  });
});

describe('referenceMarkdown (the twin, from the page model)', () => {
  const doc = {
    openapi: '3.1.0',
    info: {title: 'Demo API', version: '1.0.0', description: '## Auth\n\nSend a key.'},
    servers: [{url: 'https://api.example/v1', description: 'Production'}],
    security: [{key: []}],
    tags: [{name: 'Pets', description: 'All pets.'}],
    paths: {
      '/pets/{petId}': {
        parameters: [
          {
            name: 'petId',
            in: 'path',
            required: true,
            description: 'The pet.',
            schema: {type: 'string', pattern: '^[a-f0-9]{24}$'},
            example: '66509a8b7c6d5e4f3a2b1c0d',
          },
        ],
        post: {
          operationId: 'updatePet',
          summary: 'Update a pet',
          description: 'Changes the pet.',
          tags: ['Pets'],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/PetInput'},
                examples: {'updatePet-rename': {summary: 'Rename', value: {name: 'Rex'}}},
              },
            },
          },
          responses: {
            '200': {
              description: 'Updated.',
              content: {
                'application/json': {
                  schema: {$ref: '#/components/schemas/Pet'},
                  example: {name: 'Rex', owner: {id: 'o1'}},
                },
              },
            },
            '404': {
              description: 'No such pet.',
              content: {'text/plain': {schema: {type: 'string'}, example: 'Not Found'}},
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your *key*.'}},
      schemas: {
        PetInput: {
          type: 'object',
          required: ['name'],
          properties: {
            name: {type: 'string', minLength: 1, maxLength: 30, description: 'Name, see [rules](#rules).'},
            size: {
              type: 'string',
              enum: ['s', 'l'],
              'x-enumDescriptions': {s: 'Small.', l: 'Large.'},
              description: 'Size.',
            },
          },
        },
        Pet: {
          allOf: [
            {$ref: '#/components/schemas/PetInput'},
            {type: 'object', properties: {owner: {type: 'object', properties: {id: {type: 'string'}}}}},
          ],
        },
      },
    },
  };
  const model = buildPageModel('demo', doc, {
    file: 'demo.yaml',
    md: markdownToHtml,
    samples: () => [
      {lang: 'bash', label: 'curl', code: 'curl -X POST https://api.example/v1/pets/1', html: ''},
      {lang: 'php', label: 'PHP', code: '<?php\n$ch = curl_init();\n', html: ''},
      {lang: 'javascript', label: 'Node.js', code: 'await fetch(url);', html: ''},
      {lang: 'python', label: 'Python', code: 'import urllib.request', html: ''},
    ],
  });
  const md = referenceMarkdown(model, {
    downloads: [{label: 'YAML', href: '/openapi/demo.yaml', format: 'yaml'}],
    siteUrl: 'https://site',
  });

  it('writes the introduction: downloads, servers, demoted description, credentials as written, error statuses', () => {
    expect(md).toContain('Demo API, version 1.0.0. Downloads: [YAML](https://site/openapi/demo.yaml).');
    expect(md).toContain('| Production | `https://api.example/v1` |');
    expect(md).toContain('### Auth');
    expect(md).toContain('| `X-Api-Key` | HTTP header | Your *key*. |');
    expect(md).toContain('| 404 | No such pet. | `Not Found` |');
  });
  it('writes each operation with method, path, parameters, body fields, examples, responses and the sample in every language', () => {
    expect(md).toContain(
      '## Pets {#pets}\n\nAll pets.\n\n### Update a pet {#update-pet}\n\n`POST /pets/{petId}` (operationId `updatePet`).\n\nCredentials: `X-Api-Key`.\n\nChanges the pet.',
    );
    expect(md).toContain(
      '| `petId` | path | string | yes | The pet. pattern `^[a-f0-9]{24}$` Example: `66509a8b7c6d5e4f3a2b1c0d`. |',
    );
    expect(md).toContain('- `name` (string; required; 1–30 characters): Name, see [rules](#rules).');
    expect(md).toContain('- `size` (string): Size.\n  One of: `s`: Small., `l`: Large..');
    expect(md).toContain('##### Example `updatePet-rename`: Rename\n\n```json\n{\n  "name": "Rex"\n}\n```');
    expect(md).toContain('##### 200 Updated.');
    expect(md).toContain(
      '#### Example request\n\n##### curl\n\n```bash\ncurl -X POST https://api.example/v1/pets/1\n```\n\n' +
        '##### PHP\n\n```php\n<?php\n$ch = curl_init();\n```\n\n' +
        '##### Node.js\n\n```javascript\nawait fetch(url);\n```\n\n' +
        '##### Python\n\n```python\nimport urllib.request\n```',
    );
  });
  it('documents every named object schema once, allOf merged, inline objects nested', () => {
    expect(md).toContain('### Pet {#schema-pet}\n\n- `name` (string; required; 1–30 characters)');
    expect(md).toContain('- `owner` (object)\n  - `id` (string)');
  });
  it('demotes headings outside code only', () => {
    expect(demoteHeadings('# A\n```\n# not a heading\n```\n###### F', 2)).toBe(
      '### A\n```\n# not a heading\n```\n###### F',
    );
  });
});

describe('one interpreter: the twin words a schema as the page does', () => {
  it('every constraint and type label the HTML shows for a schema is in the twin, worded the same', async () => {
    const api = await compileApi({configFile: 'tests/fixtures/openapi/redocly.yaml', restricted: {}}, 'constructs');
    const twin = referenceMarkdown(api.model, {downloads: []});
    const ctx = renderContext(api.model.schemas, {}, 'c');
    const decode = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    let checked = 0;
    for (const name of Object.keys(api.model.schemas)) {
      const html = toFragment(renderSchemaEntry(name, ctx));
      // Code font is Markdown's own (patterns keep their backslashes); the words are the same.
      const section = twin
        .split(`\n### ${name} {#${schemaAnchor(name)}}\n`)[1]
        ?.split('\n## ')[0]
        .split('\n### ')[0]
        .replace(/`/g, '');
      if (!section) continue;
      for (const m of html.matchAll(/<span class="api-constraint">([^<]*)<\/span>/g)) {
        expect(section, `${name}: "${decode(m[1])}"`).toContain(decode(m[1]));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('interactive widgets and moved pages in the twins', () => {
  it('an interactive widget becomes a sentence; an unknown component still fails', () => {
    const md = mdxToMarkdown(
      "---\ntitle: Signatures\n---\nimport WebhookVerifier from '@site/src/components/WebhookVerifier';\n\nCheck it.\n\n<WebhookVerifier />\n",
      {file: 'x.mdx', title: 'Signatures'},
    );
    expect(md).toContain('signature checker runs here in your browser');
    expect(md).not.toContain('<WebhookVerifier');
    expect(() => mdxToMarkdown('<SomethingElse />\n', {file: 'y.mdx', title: 'Y'})).toThrow(MdxConversionError);
    const withApi = mdxToMarkdown('Lead.\n\n<SandboxEventsButton api="provider" />\n', {file: 'z.mdx', title: 'Z'});
    expect(withApi).toContain('opens the sandbox events panel');
    expect(withApi).not.toContain('<SandboxEventsButton');
  });

  it('the twin of a moved page points to the new twin and holds nothing else', async () => {
    const {movedTwin} = await import('../../plugins/docs-as-text/index');
    const text = movedTwin('https://developers.fernpay.example/provider/category/ob-payments-api.md');
    expect(text).toMatch(/^# Moved\n/);
    expect(text).toContain('<https://developers.fernpay.example/provider/category/ob-payments-api.md>');
    expect(text.split('\n').filter(Boolean)).toHaveLength(2);
  });
});
