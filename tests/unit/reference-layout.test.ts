// @vitest-environment happy-dom
/**
 * The reference as a developer reads it (issue 16), rendered from a small spec: an operation's aside
 * (samples, response examples by status code), fields with ids and permalinks, folds beyond the first
 * level, an enum explained once, JSON highlighted without a span per brace; and the run-time pieces in a
 * DOM: "Expand all", opening the folds around a #target, the table of contents' active entry, the entries' kinds.
 */
import {describe, expect, it, vi} from 'vitest';
import {buildPageModel} from '../../plugins/api-reference/model';
import {markdownToHtml} from '../../plugins/api-reference/markdown';
import {
  renderContext,
  renderOperation,
  renderOperationAside,
  renderSchemaEntry,
  toFragment,
} from '../../plugins/api-reference/render';
import type {Element as HastElement} from 'hast';
import {emitReference} from '../../plugins/api-reference/emit';
import {referenceMarkdown} from '../../plugins/api-reference/markdown-twin';
import {highlightToHtml} from '../../plugins/code-highlight/highlight';
import {fieldAnchor, sampleValue} from '../../src/shared/api-reference';
import {expandAll} from '../../src/components/ApiReference/behaviour';
import {revealTarget} from '../../src/lib/hashTarget';
import {keepActiveEntryInView, revealEntry} from '../../src/lib/tocActiveEntry';

// behaviour.ts keeps the language in Docusaurus' storage slot (the site's own module graph, not Vitest's).
vi.mock('@docusaurus/theme-common', () => ({createStorageSlot: () => ({set: () => {}})}));

const doc = {
  openapi: '3.1.0',
  info: {title: 'Notes API', version: '1.0.0'},
  servers: [{url: 'https://api.example/v1'}],
  security: [{key: []}],
  tags: [{name: 'Notes'}],
  paths: {
    '/notes': {
      get: {
        operationId: 'listNotes',
        summary: 'List notes',
        tags: ['Notes'],
        responses: {
          '200': {
            description: 'The notes.',
            content: {
              'application/json': {
                schema: {type: 'array', items: {$ref: '#/components/schemas/Note'}},
                example: [{status: 'final', text: 'Hi'}],
              },
            },
          },
        },
      },
    },
    '/notes/{id}': {
      parameters: [{name: 'id', in: 'path', required: true, description: 'The note.', schema: {type: 'string'}}],
      get: {
        operationId: 'getNote',
        summary: 'Get a note',
        tags: ['Notes'],
        responses: {
          '200': {
            description: 'The note.\n\nWith its author.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: {
                      type: 'object',
                      description: 'The note.',
                      properties: {
                        status: {$ref: '#/components/schemas/NoteStatus'},
                        author: {
                          type: 'object',
                          description: 'Who wrote it.',
                          properties: {name: {type: 'string', description: 'Their name.'}},
                        },
                      },
                    },
                  },
                },
                example: {data: {status: 'draft', author: {name: 'Ada Quill'}}},
              },
            },
          },
          '404': {description: 'No such note.'},
        },
      },
      post: {
        operationId: 'editNote',
        summary: 'Edit a note',
        tags: ['Notes'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  text: {type: 'string', description: 'The text.'},
                  meta: {
                    type: 'object',
                    description: 'About it.',
                    properties: {
                      tags: {
                        type: 'array',
                        description: 'Its tags.',
                        items: {type: 'object', properties: {label: {type: 'string', description: 'A label.'}}},
                      },
                    },
                  },
                },
              },
              examples: {
                'editNote-text': {summary: 'New text', value: {text: 'Hello'}},
                'editNote-tags': {summary: 'New tags', value: {meta: {tags: [{label: 'x'}]}}},
              },
            },
          },
        },
        responses: {'200': {description: 'Saved.', content: {'text/plain': {schema: {type: 'string'}, example: 'OK'}}}},
      },
    },
  },
  components: {
    securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Api-Key'}},
    schemas: {
      NoteStatus: {
        type: 'string',
        enum: ['draft', 'final'],
        description: 'Where the note is.\n\n- `draft`: being written.\n- `final`: done.',
      },
      Note: {
        type: 'object',
        properties: {status: {$ref: '#/components/schemas/NoteStatus'}, text: {type: 'string', description: 'Text.'}},
      },
    },
  },
};

const model = buildPageModel('notes', doc, {
  file: 'notes.yaml',
  md: markdownToHtml,
  samples: (op) =>
    op.kind === 'operation'
      ? [
          {lang: 'bash', label: 'curl', code: 'curl https://api.example/v1', html: 'curl'},
          {lang: 'python', label: 'Python', code: 'import requests', html: 'import requests'},
        ]
      : [],
});
const [, getNote, editNote] = model.tags[0].operations;
const ctx = () => renderContext(model.schemas, {key: 'X-Api-Key'}, 'notes');
const dom = (tree: HastElement | string) => {
  const root = document.createElement('div');
  root.innerHTML = typeof tree === 'string' ? tree : toFragment(tree);
  return root;
};

describe('an operation: aside and body', () => {
  it('puts the request samples and a response example per status code in the aside, the first 2xx chosen', () => {
    const aside = dom(renderOperationAside(getNote, ctx()));
    const cards = Array.from(aside.querySelectorAll('.api-aside-card')).map((c) => c.getAttribute('aria-label'));
    expect(cards).toEqual(['Request', 'Response']);
    const languages = Array.from(aside.querySelectorAll('[data-tab-group="api-lang"] [role="tab"]'));
    expect(languages.map((t) => t.getAttribute('data-value'))).toEqual(['curl', 'python']);
    const statuses = Array.from(aside.querySelectorAll('.api-status-tabs > [role="tablist"] > [role="tab"]'));
    expect(statuses.map((t) => `${t.textContent}:${t.getAttribute('aria-selected')}`)).toEqual([
      '200:true',
      '404:false',
    ]);
    const panels = Array.from(aside.querySelectorAll('.api-status-tabs > .api-tab-panels > [role="tabpanel"]'));
    expect(panels[0].querySelector('pre')?.textContent).toContain('"Ada Quill"');
    // A response without a body says so; its description's first paragraph only.
    expect(panels[1].textContent).toContain('No response body.');
    expect(panels[0].querySelector('.api-aside-desc')?.textContent).toBe('The note.');
    // The body keeps the fields and no examples.
    const body = dom(renderOperation(getNote, ctx()));
    expect(body.querySelectorAll('pre')).toHaveLength(0);
    expect(body.querySelector('details.api-response[open] summary')?.textContent).toContain('200');
  });

  it('shows request examples under the fields when there are several (the samples use the first)', () => {
    const body = dom(renderOperation(editNote, ctx()));
    const tabs = Array.from(body.querySelectorAll('.api-example-tabs [role="tab"]')).map((t) => t.textContent);
    expect(tabs).toEqual(['New text', 'New tags']);
    expect(dom(renderOperationAside(editNote, ctx())).querySelectorAll('.api-aside-card')).toHaveLength(2);
  });

  it('highlights JSON examples at build time: keys and values, no span per brace, bracket, comma or colon', () => {
    const html = highlightToHtml(JSON.stringify({a: [1, true, null], b: 'x'}, null, 2), 'json');
    expect(html).toContain('<span class="token property">"a"</span>');
    expect(html).toContain('<span class="token string">"x"</span>');
    expect(html).toContain('<span class="token number">1</span>');
    expect(html).not.toMatch(/token (punctuation|operator)/);
    expect(dom(html).textContent).toBe(JSON.stringify({a: [1, true, null], b: 'x'}, null, 2));
    const aside = dom(renderOperationAside(getNote, ctx()));
    expect(aside.querySelector('.api-example-block .language-json .token.property')).not.toBeNull();
  });
});

describe('fields', () => {
  it('each field has an id from its owner and path, and its name links to it', () => {
    const body = dom(renderOperation(getNote, ctx()));
    const ids = Array.from(body.querySelectorAll('li.api-field')).map((li) => li.id);
    expect(ids).toEqual([
      'get-note.path.id',
      'get-note.response-200.data',
      'get-note.response-200.data.status',
      'get-note.response-200.data.author',
      'get-note.response-200.data.author.name',
    ]);
    for (const li of Array.from(body.querySelectorAll('li.api-field')))
      expect(li.querySelector(':scope > a.api-field-name')?.getAttribute('href')).toBe(`#${li.id}`);
    expect(fieldAnchor('schema-note', 'a b/c')).toBe('schema-note.a-b-c');
    // A second field with the same path on the page gets a suffix.
    const c = ctx();
    renderOperation(getNote, c);
    expect(dom(renderOperation(getNote, c)).querySelector('li.api-field')?.id).toBe('get-note.path.id-2');
  });

  it('folds nested objects beyond the first level in responses and schemas; a request body shows one level', () => {
    const response = dom(renderOperation(getNote, ctx()));
    // `data` is a top-level field: its own fields are folded, with their count.
    const data = response.querySelector('[id="get-note.response-200.data"]')!;
    const fold = data.querySelector(':scope > details.api-nested')!;
    expect(fold.hasAttribute('open')).toBe(false);
    expect(fold.querySelector('summary')?.textContent).toBe('Fields of data (2)');
    expect(response.querySelector('.api-expand-all')?.textContent).toBe('Expand all');
    const request = dom(renderOperation(editNote, ctx()));
    const meta = request.querySelector('[id="edit-note.request.meta"]')!;
    expect(meta.querySelector(':scope > details')).toBeNull();
    expect(meta.querySelector('[id="edit-note.request.meta.tags"] > details.api-nested')).not.toBeNull();
  });

  it('"Expand all" opens every fold of its tree, then closes them', () => {
    const root = dom(renderOperation(getNote, ctx()));
    const button = root.querySelector<HTMLButtonElement>('.api-expand-all')!;
    const folds = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details.api-nested')).map((d) => d.open);
    expandAll(button);
    expect(folds().every(Boolean)).toBe(true);
    expect(button.textContent).toBe('Collapse all');
    expandAll(button);
    expect(folds().some(Boolean)).toBe(false);
  });

  it('a #target inside folds (a nested level in a collapsed response) opens them', () => {
    const root = dom(
      '<details class="api-response"><summary>404</summary><details class="api-nested"><summary>x</summary><ul><li id="t">t</li></ul></details></details>',
    );
    document.body.append(root);
    revealTarget(document.getElementById('t')!);
    expect(Array.from(root.querySelectorAll('details')).map((d) => d.open)).toEqual([true, true]);
    root.remove();
  });
});

describe('an enum explained once', () => {
  it('has its own entry in Schemas; a field that uses it links there, with its values and a short description', () => {
    const {anchors} = emitReference(model, {downloads: [], fragmentsUrl: '/x.json'});
    expect(anchors).toContain('schema-note-status');
    const entry = dom(renderSchemaEntry('NoteStatus', ctx()));
    expect(entry.textContent).toContain('being written');
    const note = dom(renderSchemaEntry('Note', ctx()));
    const status = note.querySelector('[id="schema-note.status"]')!;
    expect(status.querySelector('.api-type a')?.getAttribute('href')).toBe('#schema-note-status');
    expect(status.textContent).toContain('Where the note is.');
    expect(status.textContent).not.toContain('being written');
    expect(Array.from(status.querySelectorAll('.api-enum-value')).map((c) => c.textContent)).toEqual([
      'draft',
      'final',
    ]);
    // The Markdown twin says it the same way.
    const twin = referenceMarkdown(model, {downloads: []});
    expect(twin).toContain('### NoteStatus');
    expect(twin).toContain('- `status` (NoteStatus (string)): Where the note is. See the schema `NoteStatus`.');
    expect(twin).toContain('One of: `draft`, `final`.');
  });

  it('the language values the MDX tabs use are the samples’ own', () => {
    expect(['curl', 'PHP', 'Node.js', 'Python'].map(sampleValue)).toEqual(['curl', 'php', 'nodejs', 'python']);
  });
});

describe('the table of contents keeps its active entry in view', () => {
  it('scrolls the list (never the page) to an entry below its fold, and nothing when it is in view', () => {
    const list = document.createElement('div');
    list.className = 'theme-doc-toc-desktop';
    const link = document.createElement('a');
    list.append(link);
    document.body.append(list);
    Object.defineProperty(list, 'scrollHeight', {value: 2000});
    Object.defineProperty(list, 'clientHeight', {value: 600});
    list.getBoundingClientRect = () => ({top: 100, bottom: 700, height: 600}) as DOMRect;
    link.getBoundingClientRect = () => ({top: 1300, bottom: 1320}) as DOMRect;
    revealEntry(link);
    expect(list.scrollTop).toBe(1300 - 100 - 200);
    list.scrollTop = 0;
    link.getBoundingClientRect = () => ({top: 300, bottom: 320}) as DOMRect;
    revealEntry(link);
    expect(list.scrollTop).toBe(0);
    list.remove();
  });

  it('reacts to the active class and disconnects', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="theme-doc-toc-desktop"><a id="a"></a></div>';
    document.body.append(root);
    const list = root.firstElementChild as HTMLElement;
    Object.defineProperty(list, 'scrollHeight', {value: 2000});
    Object.defineProperty(list, 'clientHeight', {value: 600});
    list.getBoundingClientRect = () => ({top: 0, bottom: 600, height: 600}) as DOMRect;
    const a = root.querySelector('a')!;
    a.getBoundingClientRect = () => ({top: 900, bottom: 920}) as DOMRect;
    const stop = keepActiveEntryInView(root);
    a.className = 'table-of-contents__link--active';
    await new Promise((r) => setTimeout(r, 0));
    expect(list.scrollTop).toBe(700);
    stop();
    list.scrollTop = 0;
    a.className = '';
    a.className = 'table-of-contents__link--active';
    await new Promise((r) => setTimeout(r, 0));
    expect(list.scrollTop).toBe(0);
    root.remove();
  });
});

describe('entries off screen', () => {
  it('each entry is one block named by its kind (styles.css sizes it by kind), with no size written by the build', () => {
    const {fragments} = emitReference(model, {downloads: [], fragmentsUrl: '/x.json', staticHtml: true});
    const blocks = fragments.join('').match(/<div class="api-block[^>]*>/g) ?? [];
    const kinds = blocks.map((b) => /api-block--(operation|webhook|schema|tag|intro)\b/.exec(b)?.[1]);
    expect(blocks.length).toBeGreaterThan(3);
    expect(kinds).not.toContain(undefined);
    expect(kinds).toEqual(expect.arrayContaining(['intro', 'operation', 'schema']));
    expect(blocks.filter((b) => /\sstyle=/.test(b))).toEqual([]);
    const {nodes} = emitReference(model, {downloads: [], fragmentsUrl: '/x.json'});
    expect(JSON.stringify(nodes)).not.toMatch(/contain-intrinsic|--api-h-/);
  });
});
