/**
 * PageModel pieces -> static HTML fragments. Pure string rendering (no React, no DOM), so a
 * reference of any size ships as HTML that React never walks: the browser hydrates one empty
 * element per fragment. Interactive bits (tabs, copy buttons, field links, expand/collapse all)
 * are wired by one delegated listener (src/components/ApiReference/behaviour.ts); <details> needs no script.
 *
 * An operation is three fragments: its endpoint line, its *aside* (the request sample in every
 * language, the request and response examples, highlighted at build time) and its *body*
 * (credentials, parameters, request and response fields). The page puts the aside beside the
 * prose and fields, sticky, when the reference is wide enough, and right after the endpoint line
 * otherwise (src/components/ApiReference/styles.css).
 *
 * Every field has an id (`fieldAnchor`: its owner's anchor and its path) and a link to it.
 * Class names are global and prefixed `api-` (styled by src/components/ApiReference/styles.css).
 */
import type {Element, ElementContent, Properties} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {h} from 'hastscript';
import type {} from 'mdast-util-to-hast'; // the `raw` node in hast's types
import {sampleValue, schemaAnchor} from '../../src/shared/api-reference';
import {highlightToHtml} from '../code-highlight/highlight';
import {stackTable} from '../table-stack';
import {markLongCode} from '../long-code';
import {
  exampleText,
  formatValue,
  isDescribedEnum,
  isJson,
  isObjectLike,
  leadParagraph,
  sentAs,
  statusClass,
} from './format';
import {
  credentialsOf,
  enumEntryView,
  fieldClaimer,
  parameterFacts,
  sayAlternatives,
  shapesSaid,
  valuesOf,
  walkSchema,
  type BodyView,
  type CircularView,
  type Facts,
  type FieldView,
  type SchemaView,
  type TreeScope,
  type ValuesView,
  type VariantsView,
  type WalkContext,
} from './schema-view';
import type {
  CodeSample,
  ErrorSummary,
  ExampleModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  SchemaNode,
  SecuritySchemeModel,
  ServerModel,
} from './types';

export {sampleValue};

export interface RenderContext {
  schemas: Record<string, SchemaNode>;
  /** Security scheme key -> what the reader sends (header name). */
  credentials: Record<string, string>;
  /** Prefix of generated element ids (tabs), unique per API on a page. */
  idPrefix: string;
  /** Counter behind the generated ids; starts at 0 for deterministic output. */
  ids: {next: number};
  /** Field ids handed out on this page (a second field with the same path gets `-2`). */
  fieldIds: Set<string>;
  /**
   * Code samples beyond the first language, kept out of the page (loaded when a reader picks
   * another language): one entry per sample group, language value -> highlighted HTML.
   * Undefined: every language is rendered in place (development server).
   */
  deferredSamples?: Record<string, string>[];
}

export function renderContext(
  schemas: Record<string, SchemaNode>,
  credentials: Record<string, string>,
  idPrefix: string,
  deferSamples = false,
): RenderContext {
  return {
    schemas,
    credentials,
    idPrefix,
    ids: {next: 0},
    fieldIds: new Set(),
    ...(deferSamples ? {deferredSamples: []} : {}),
  };
}

type Attrs = Record<string, string | number | boolean | undefined>;

/** What an element holds: hast nodes, plain text, nothing (null/undefined), or lists of them. */
export type Kid = ElementContent | string | null | undefined | readonly Kid[];

/** One element (hast). Strings among `children` are text; HTML written elsewhere comes in as a `raw` node. */
export function el(tag: string, attrs: Attrs, ...children: Kid[]): Element {
  return h(tag, attrs as Properties, flatten(children));
}

/** HTML rendered elsewhere (Markdown descriptions, highlighted code), kept as it is inside the tree. */
export const raw = (value: string): ElementContent => ({type: 'raw', value});

/** A fragment's HTML: the one place the reference's trees are written out. */
export function toFragment(tree: Kid): string {
  return toHtml(
    {type: 'root', children: flatten(tree)},
    {allowDangerousHtml: true, characterReferences: {useNamedReferences: true}},
  );
}

function flatten(kid: Kid): ElementContent[] {
  if (kid === null || kid === undefined) return [];
  if (typeof kid === 'string') return kid ? [{type: 'text', value: kid}] : [];
  if (Array.isArray(kid)) return (kid as readonly Kid[]).flatMap(flatten);
  return [kid as ElementContent];
}

/** `items` with `separator` between each two (the string renderer's `join`, empty items kept). */
const joinWith = (items: readonly Kid[], separator: string): Kid[] =>
  items.flatMap((item, i) => (i === 0 ? [item] : [separator, item]));

const code = (s: string, cls?: string) => el('code', {class: cls}, s);
const html = (s: string | undefined, cls = 'api-desc') => (s ? el('div', {class: cls}, raw(s)) : null);

export function methodBadge(method: string): Element {
  const m = method.toUpperCase();
  return el('span', {class: `api-method api-method--${m.toLowerCase()}`}, m);
}

export function renderEndpoint(op: Pick<OperationModel, 'method' | 'path' | 'kind' | 'deprecated'>): Element {
  const target =
    op.kind === 'webhook'
      ? el('span', {class: 'api-path'}, 'to your endpoint, event ', code(op.path))
      : // A long path on a phone breaks before a slash (<wbr>), not inside a word.
        el(
          'code',
          {class: 'api-path'},
          joinWith(op.path.split(/(?<=.)(?=\/)/), '\u0000').map((part) => (part === '\u0000' ? el('wbr', {}) : part)),
        );
  return el(
    'div',
    {class: 'api-endpoint'},
    methodBadge(op.method),
    target,
    op.deprecated ? el('span', {class: 'api-badge api-badge--deprecated'}, 'deprecated') : null,
  );
}

/* ---------------------------------------------------------------- schema trees (schema-view.ts walks them) */

/** The walk's context on this page: its schemas and its field ids. */
const walkContext = (ctx: RenderContext): WalkContext => ({schemas: ctx.schemas, claim: fieldClaimer(ctx.fieldIds)});

/**
 * The field's name, which is also its permalink (followed as any #link; behaviour.ts copies its address).
 * One element, as the name alone was: a reference has thousands of fields.
 */
function fieldName(name: string, id: string): Element {
  return el('a', {class: 'api-field-name', href: `#${id}`}, name);
}

function typeHast(facts: Facts): Element {
  const {type: label, linked} = facts;
  if (!linked) return el('span', {class: 'api-type'}, label);
  const at = label.indexOf(linked);
  return el(
    'span',
    {class: 'api-type'},
    label.slice(0, at),
    el('a', {href: `#${schemaAnchor(linked)}`}, linked),
    label.slice(at + linked.length),
  );
}

/** The values of an enum, and what each means when that is said here (not in an entry of its own). */
function valuesHast(values: ValuesView): Element | null {
  if (values.list.length === 0) return null;
  const list = values.meanings
    ? el('ul', {}, ...values.list.map((v) => el('li', {}, code(v.value), v.html ? [' — ', raw(v.html)] : null)))
    : joinWith(
        values.list.map((v) => code(v.value, 'api-enum-value')),
        ' ',
      );
  return el('div', {class: 'api-enum'}, el('span', {class: 'api-label'}, 'One of:'), ' ', list);
}

/** Type, badges, constraints, description, enum values and example of one node. */
function factsHast(facts: Facts): Kid[] {
  const parts: Kid[] = [typeHast(facts)];
  if (facts.required) parts.push(el('span', {class: 'api-badge api-badge--required'}, 'required'));
  for (const fact of facts.constraints) parts.push(el('span', {class: 'api-constraint'}, fact));
  parts.push(html(facts.description));
  parts.push(valuesHast(facts.values));
  if (facts.example !== undefined) parts.push(el('div', {class: 'api-example'}, 'Example: ', code(facts.example)));
  return joinWith(parts, ' ');
}

function circularHast({target, linkable}: CircularView): Element {
  const link = linkable ? el('a', {href: `#${schemaAnchor(target)}`}, target) : code(target);
  return el('div', {class: 'api-circular'}, 'Circular: see ', link, '.');
}

function variantsHast(variants: VariantsView): Element {
  const {options, discriminator, shared} = variants;
  const heading: Kid[] = [shapesSaid(variants), discriminator ? [', chosen by ', code(discriminator)] : null, ':'];
  const items = options.map((opt) => {
    const body: Kid = opt.named
      ? [
          el(
            'div',
            {class: 'api-variant-link'},
            'Fields: see ',
            el('a', {href: `#${schemaAnchor(opt.named)}`}, opt.named),
            '.',
          ),
          html(opt.description),
        ]
      : opt.circular
        ? circularHast(opt.circular)
        : viewHast(opt.view!);
    const when =
      discriminator && opt.value
        ? el('span', {class: 'api-variant-when'}, ' when ', code(discriminator), ' is ', code(opt.value))
        : null;
    return el('div', {class: 'api-variant'}, el('div', {class: 'api-variant-name'}, opt.label, when), body);
  });
  const common = shared ? [el('div', {class: 'api-label'}, 'Fields common to every shape:'), viewHast(shared)] : null;
  return el('div', {class: 'api-variants'}, el('div', {class: 'api-variants-label'}, heading), items, common);
}

function bodyHast(body: BodyView): Element {
  switch (body.kind) {
    case 'circular':
      return circularHast(body.circular);
    case 'variants':
      return variantsHast(body.variants);
    case 'items':
      return viewHast(body.items);
    case 'map':
      return viewHast(body.values);
    case 'fields':
      return el('ul', {class: 'api-fields'}, body.fields.map(fieldHast));
  }
}

function fieldHast(field: FieldView): Element {
  const {name, id, facts, circular, nested} = field;
  let inner: Kid = null;
  if (circular) inner = circularHast(circular);
  else if (nested) {
    inner = nested.folded
      ? el(
          'details',
          {class: 'api-nested'},
          el('summary', {}, 'Fields of ', code(name), nested.count ? ` (${nested.count})` : null),
          bodyHast(nested.body),
        )
      : bodyHast(nested.body);
  }
  return el('li', {class: 'api-field', id}, fieldName(name, id), ' ', factsHast(facts), inner);
}

/** A schema as a readable tree; a tree with folded levels gets an "Expand all" button. */
function viewHast(view: SchemaView): Element {
  if (view.kind === 'scalar') {
    return el(
      'div',
      {class: 'api-scalar'},
      view.itemsOf ? el('span', {class: 'api-label'}, 'Each item: ') : null,
      factsHast(view.facts),
    );
  }
  return el(
    'div',
    {class: 'api-tree'},
    view.folds
      ? el(
          'div',
          {class: 'api-tree-tools'},
          el('button', {type: 'button', class: 'clean-btn api-expand-all', 'data-expand-all': ''}, 'Expand all'),
        )
      : null,
    view.itemsOf !== undefined ? el('div', {class: 'api-label'}, `Each item (${view.itemsOf}):`) : null,
    bodyHast(view.body),
  );
}

/** A schema's fields under `scope` (a body, a schema entry). */
export function fieldsHast(node: SchemaNode, ctx: RenderContext, scope: TreeScope): Element {
  return viewHast(walkSchema(node, walkContext(ctx), scope));
}

/** One named schema in full (the Schemas section): an object's fields, or an enum's values and what each means. */
export function renderSchemaEntry(name: string, ctx: RenderContext): Element {
  const schema = ctx.schemas[name];
  if (isDescribedEnum(schema) && !isObjectLike(schema)) {
    const entry = enumEntryView(schema, ctx.schemas);
    return el(
      'div',
      {class: 'api-operation api-schema api-schema--enum'},
      el(
        'p',
        {class: 'api-schema-type'},
        el('span', {class: 'api-type'}, entry.type),
        entry.constraints.map((c) => el('span', {class: 'api-constraint'}, c)),
      ),
      html(schema.description),
      valuesHast(valuesOf(schema, false)),
    );
  }
  return el(
    'div',
    {class: 'api-operation api-schema'},
    fieldsHast({ref: name}, ctx, {base: schemaAnchor(name), open: 0}),
  );
}

/* ---------------------------------------------------------------- examples and code */

const copyButton = (label = 'Copy code to clipboard') =>
  el('button', {type: 'button', class: 'clean-btn api-copy', 'data-copy': '', 'aria-label': label}, 'Copy');

/** A copyable code block of highlighted `html` (JSON examples: keys and values; no span per brace or comma). */
function codeBlock(lang: string, label: string, html: string, extraClass = ''): Element {
  return el(
    'div',
    {class: `theme-code-block code-tokens language-${lang} api-code${extraClass}`},
    el('pre', {tabindex: 0, 'aria-label': label}, el('code', {class: `language-${lang}`}, raw(html))),
    copyButton(),
  );
}

/** A copyable code block, highlighted at build time. */
export const plainCode = (value: string, label: string, lang = 'json'): Element =>
  codeBlock(lang, label, highlightToHtml(value, lang));

interface TabSpec {
  value: string;
  label: string;
  /** Panel content; undefined when it is loaded on demand (deferred samples). */
  body?: Kid;
  /** Extra class of the tab (a status code's colour). */
  className?: string;
  /** The label in full, when the tab may show it shortened. */
  title?: string;
}

/** Tabs with Infima's look; switching is done by behaviour.ts. `group` syncs and persists a choice. */
export function tabs(
  items: TabSpec[],
  ctx: RenderContext,
  opts: {group?: string; className?: string; samples?: number; label?: string; selected?: number} = {},
): Element {
  const id = `${ctx.idPrefix}-tabs-${(ctx.ids.next += 1)}`;
  const selected = opts.selected ?? 0;
  const list = el(
    'ul',
    {role: 'tablist', 'aria-orientation': 'horizontal', 'aria-label': opts.label, class: 'tabs api-tabs'},
    items.map((t, i) =>
      el(
        'li',
        {
          role: 'tab',
          id: `${id}-tab-${i}`,
          'aria-controls': `${id}-panel-${i}`,
          'aria-selected': i === selected ? 'true' : 'false',
          tabindex: i === selected ? 0 : -1,
          class: `tabs__item${i === selected ? ' tabs__item--active' : ''}${t.className ? ` ${t.className}` : ''}`,
          title: t.title,
          'data-value': t.value,
        },
        t.label,
      ),
    ),
  );
  const panels = items.map((t, i) =>
    el(
      'div',
      {
        role: 'tabpanel',
        id: `${id}-panel-${i}`,
        'aria-labelledby': `${id}-tab-${i}`,
        hidden: i !== selected,
        class: 'api-tab-panel',
        'data-deferred': t.body === undefined ? t.value : undefined,
      },
      t.body ?? null,
    ),
  );
  return el(
    'div',
    {
      class: `tabs-container api-tabs-container${opts.className ? ` ${opts.className}` : ''}`,
      'data-tab-group': opts.group,
      'data-samples': opts.samples,
    },
    list,
    el('div', {class: 'api-tab-panels'}, panels),
  );
}

/** The examples of one media type: one block, or tabs when there are several. */
function examplesHtml(media: MediaModel, ctx: RenderContext, label: string): Element | null {
  if (media.examples.length === 0) return null;
  const lang = isJson(media.contentType) ? 'json' : 'text';
  const what = isJson(media.contentType) ? `JSON ${label}` : `${media.contentType} ${label}`;
  const body = (ex: ExampleModel): Kid[] => [
    ex.summary ? el('div', {class: 'api-example-title'}, ex.summary) : null,
    plainCode(exampleText(ex.value, media.contentType), what, lang),
  ];
  if (media.examples.length === 1) return el('div', {class: 'api-example-block'}, body(media.examples[0]));
  // Tabs named by the examples' summaries (shortened on screen); each panel says its summary in full.
  return tabs(
    media.examples.map((ex) => ({
      value: ex.name,
      label: ex.summary ?? ex.name,
      title: ex.summary ?? ex.name,
      body: body(ex),
    })),
    ctx,
    {className: 'api-example-tabs', label: `${label[0].toUpperCase()}${label.slice(1)}s`},
  );
}

export const sampleBlock = (s: Pick<CodeSample, 'lang' | 'label' | 'html'>): Element =>
  codeBlock(s.lang, `${s.label} sample`, s.html, ' api-sample');

/** The request in every language (the first in the page, the others loaded when picked); the choice is shared site-wide. */
export function samplesHtml(
  samples: Pick<CodeSample, 'lang' | 'label' | 'html'>[],
  ctx: RenderContext,
): Element | null {
  if (samples.length === 0) return null;
  const deferred = ctx.deferredSamples;
  const later: Record<string, string> = {};
  const items = samples.map((s, i) => {
    const value = sampleValue(s.label);
    if (deferred && i > 0) {
      later[value] = toFragment(sampleBlock(s));
      return {value, label: s.label};
    }
    return {value, label: s.label, body: sampleBlock(s)};
  });
  const index = deferred ? deferred.push(later) - 1 : undefined;
  return el(
    'div',
    {class: 'api-samples', 'data-code-samples': ''},
    tabs(items, ctx, {group: 'api-lang', samples: index, label: 'Language'}),
  );
}

/* ---------------------------------------------------------------- operation */

const LOCATION_TITLES: Record<ParameterModel['in'], string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

function parametersHtml(op: OperationModel, ctx: RenderContext): Kid[] {
  return (['path', 'query', 'header', 'cookie'] as const).map((where) => {
    const list = op.parameters.filter((p) => p.in === where);
    if (list.length === 0) return null;
    return [
      el('h4', {}, LOCATION_TITLES[where]),
      el(
        'ul',
        {class: 'api-fields'},
        list.map((p) => fieldItem(p, ctx, `${op.anchor}.${where}`)),
      ),
    ];
  });
}

/** A parameter or a response header: name (its permalink, id under `base`), type and constraints, description, example. */
function fieldItem(p: ParameterModel, ctx: RenderContext, base: string): Element {
  const id = fieldClaimer(ctx.fieldIds)(base, p.name);
  return el(
    'li',
    {class: 'api-field', id},
    fieldName(p.name, id),
    ' ',
    factsHast(parameterFacts(p, ctx.schemas)),
    p.example !== undefined ? el('div', {class: 'api-example'}, 'Example: ', code(formatValue(p.example))) : null,
  );
}

function responseHeadersHtml(headers: ParameterModel[] | undefined, ctx: RenderContext, base: string): Element | null {
  if (!headers?.length) return null;
  return el(
    'div',
    {class: 'api-response-headers'},
    el('div', {class: 'api-example-heading'}, 'Headers'),
    el(
      'ul',
      {class: 'api-fields'},
      headers.map((header) => fieldItem(header, ctx, base)),
    ),
  );
}

/** A body whose schema is a named union: the union is documented once, in the Schemas section. */
/** What a body that is a named union is said to be: `exactly one` or `any` of its shapes, and the field that chooses. */
export function unionWords(name: string, schemas: RenderContext['schemas']) {
  const {kind, options, discriminator} = schemas[name].variants!;
  return {which: kind === 'oneOf' ? 'exactly one' : 'any', options, by: discriminator?.propertyName};
}

function unionLink(name: string, ctx: RenderContext): Element {
  const {which, options, by} = unionWords(name, ctx.schemas);
  const shapes = options.map((o) =>
    o.schema.ref && isObjectLike(ctx.schemas[o.schema.ref])
      ? el('a', {href: `#${schemaAnchor(o.schema.ref)}`}, o.label)
      : code(o.label),
  );
  return el(
    'p',
    {class: 'api-union-link'},
    el('a', {href: `#${schemaAnchor(name)}`}, name),
    `: ${which} of `,
    joinWith(shapes, ', '),
    by ? [', chosen by ', code(by)] : null,
    '.',
  );
}

/** A body that is a named union: linked to its entry (unionLink), not expanded. */
export const unionBody = (media: MediaModel, schemas: RenderContext['schemas']): string | undefined =>
  media.schema?.ref && schemas[media.schema.ref]?.variants ? media.schema.ref : undefined;

/** A body's fields (its examples are in the operation's aside). */
function mediaFields(media: MediaModel, ctx: RenderContext, scope: TreeScope): Element | null {
  const union = unionBody(media, ctx.schemas);
  if (union) return unionLink(union, ctx);
  return media.schema ? fieldsHast(media.schema, ctx, scope) : null;
}

/** The anchor part of a body: `request`, `response-200`; a second media type adds its position. */
const bodyBase = (op: OperationModel, part: string, i: number) => `${op.anchor}.${part}${i > 0 ? `-${i + 1}` : ''}`;

function securityHtml(op: OperationModel, ctx: RenderContext): Element | null {
  const credentials = credentialsOf(op, ctx.credentials);
  if (credentials.kind === 'public') return el('p', {class: 'api-security'}, 'No credentials: this call is public.');
  if (credentials.kind !== 'required') return null;
  return el(
    'p',
    {class: 'api-security'},
    'Send ',
    sayAlternatives(credentials.alternatives, (name) => code(name)),
    ' (see ',
    el('a', {href: '#security-schemes'}, 'Authentication headers'),
    ').',
  );
}

const firstSuccess = (op: OperationModel) => op.responses.find((r) => /^2/.test(r.status))?.status;

/** The operation's body: credentials, parameters, request body fields, responses and their fields. */
export function renderOperation(op: OperationModel, ctx: RenderContext): Element {
  const isWebhook = op.kind === 'webhook';
  const success = firstSuccess(op);
  const parts: Kid[] = [securityHtml(op, ctx), parametersHtml(op, ctx)];
  if (op.requestBody) {
    const rb = op.requestBody;
    // The aside's samples are built from the first request example: when there are others, all of them are
    // shown under the fields (a webhook's payload examples are in its aside).
    const others = !isWebhook && asideRequestExamples(op) === 0;
    rb.content.forEach((media, i) => {
      parts.push(
        el(
          'h4',
          {},
          isWebhook ? 'Payload' : 'Request body',
          ' ',
          el('span', {class: 'api-content-type'}, media.contentType),
          rb.required && !isWebhook ? el('span', {class: 'api-badge api-badge--required'}, 'required') : null,
        ),
        html(rb.description),
        mediaFields(media, ctx, {base: bodyBase(op, isWebhook ? 'payload' : 'request', i), open: isWebhook ? 0 : 1}),
        others && media.examples.length > 0 && requestExampleCount(op) > 1
          ? [
              el('div', {class: 'api-example-heading'}, 'Request body examples'),
              examplesHtml(media, ctx, 'request body example'),
            ]
          : null,
      );
    });
  }
  parts.push(el('h4', {}, isWebhook ? 'Your response' : 'Responses'));
  for (const r of op.responses) {
    const summary = el(
      'summary',
      {},
      el('span', {class: `api-status api-status--${statusClass(r.status)}`}, r.status),
      ' ',
      r.description ? el('span', {class: 'api-response-desc'}, raw(r.description)) : null,
    );
    const bodies = r.content.map((m, i) =>
      el(
        'div',
        {class: 'api-response-body'},
        el('div', {class: 'api-content-type'}, m.contentType),
        mediaFields(m, ctx, {base: bodyBase(op, `response-${r.status}`, i), open: 0}),
      ),
    );
    const links = r.links?.length
      ? el(
          'p',
          {class: 'api-unrendered'},
          'Links from this response: ',
          joinWith(
            r.links.map((l) => code(l)),
            ', ',
          ),
          ' (described in the downloadable OpenAPI file).',
        )
      : null;
    parts.push(
      el(
        'details',
        {class: 'api-response', open: r.status === success},
        summary,
        responseHeadersHtml(r.headers, ctx, `${op.anchor}.response-${r.status}.headers`),
        bodies,
        links,
      ),
    );
  }
  if (op.unrendered?.length) {
    parts.push(
      el(
        'div',
        {class: 'api-unrendered admonition'},
        `This ${isWebhook ? 'webhook' : 'operation'} also defines ${op.unrendered.join('; ')}: see the downloadable OpenAPI file for the full definition.`,
      ),
    );
  }
  return el('div', {class: isWebhook ? 'api-operation api-webhook' : 'api-operation'}, parts);
}

/** One card of the aside: a title and its content (tabs, code). */
function asideCard(title: string, body: Kid, className = ''): Element {
  return el(
    'section',
    {class: `api-aside-card${className ? ` ${className}` : ''}`, 'aria-label': title},
    el('div', {class: 'api-aside-title'}, title),
    body,
  );
}

/** The examples of a request or response, every media type (its content type named when there are several). */
function mediaExamples(content: MediaModel[], ctx: RenderContext, label: string): Kid[] {
  return content.map((media) => [
    content.length > 1 ? el('div', {class: 'api-content-type api-aside-type'}, media.contentType) : null,
    examplesHtml(media, ctx, label),
  ]);
}

const requestExampleCount = (op: OperationModel) =>
  (op.requestBody?.content ?? []).reduce((n, m) => n + m.examples.length, 0);

/** Request examples the aside shows itself: a webhook's payloads, or an operation's when it has no code samples. */
const asideRequestExamples = (op: OperationModel) =>
  op.kind === 'webhook' || op.samples.length === 0 ? requestExampleCount(op) : 0;

/** Said in a response's aside tab when the response has no body. */
export const NO_RESPONSE_BODY = 'No response body.';

/** The titles of the aside's cards, in page order; a card the operation does not have is undefined. */
export function asideTitles(op: OperationModel): {request?: string; body?: string; response?: string} {
  const webhook = op.kind === 'webhook';
  return {
    request: op.samples.length > 0 ? 'Request' : undefined,
    body: asideRequestExamples(op) > 0 ? (webhook ? 'Payload' : 'Request body') : undefined,
    response: op.responses.length > 0 ? (webhook ? 'Your response' : 'Response') : undefined,
  };
}

/**
 * The operation's aside: the request (code samples in every language, built from the first request
 * example; a webhook's payload) and a response example per status, switched by status code.
 */
export function renderOperationAside(op: OperationModel, ctx: RenderContext): Element {
  const isWebhook = op.kind === 'webhook';
  const cards: Kid[] = [];
  // Try it (the sandbox in the page) and its events: plain buttons; the first click loads their code
  // (src/components/TryIt, through src/components/ApiReference/behaviour.ts).
  if (!isWebhook && op.operationId)
    cards.push(
      el(
        'div',
        {class: 'api-try'},
        el(
          'button',
          {type: 'button', class: 'button button--sm button--primary api-try-button', 'data-try-it': op.operationId},
          'Try it',
        ),
        el(
          'button',
          {type: 'button', class: 'button button--sm button--secondary api-try-button', 'data-sandbox-events': ''},
          'Sandbox events',
        ),
      ),
    );
  const titles = asideTitles(op);
  if (titles.request) cards.push(asideCard(titles.request, samplesHtml(op.samples, ctx), 'api-aside-request'));
  const body = op.requestBody?.content ?? [];
  if (titles.body)
    cards.push(
      asideCard(
        titles.body,
        mediaExamples(body, ctx, isWebhook ? 'payload example' : 'request body example'),
        'api-aside-request-body',
      ),
    );
  if (titles.response) {
    const success = op.responses.findIndex((r) => /^2/.test(r.status));
    const panels = op.responses.map((r) => ({
      value: r.status,
      label: r.status,
      className: `api-status-tab api-status-tab--${statusClass(r.status)}`,
      body: [
        r.description && leadParagraph(r.description)
          ? el('div', {class: 'api-aside-desc'}, raw(leadParagraph(r.description)))
          : null,
        r.content.some((m) => m.examples.length > 0)
          ? mediaExamples(r.content, ctx, 'response example')
          : el('p', {class: 'api-aside-empty'}, NO_RESPONSE_BODY),
      ],
    }));
    cards.push(
      asideCard(
        titles.response,
        tabs(panels, ctx, {className: 'api-status-tabs', label: 'Status code', selected: Math.max(0, success)}),
        'api-aside-response',
      ),
    );
  }
  return el('div', {class: 'api-aside', 'data-aside': ''}, cards);
}

/* ---------------------------------------------------------------- introduction */

export function renderMeta(meta: {
  title: string;
  version: string;
  servers: ServerModel[];
  downloads: {label: string; href: string; format: string}[];
}): Element {
  const downloads = meta.downloads.map((d) =>
    el(
      'a',
      {class: 'button button--sm button--secondary', href: d.href, download: true, 'data-download': d.format},
      d.label,
    ),
  );
  const servers = meta.servers.length
    ? withLongCode(
        el(
          'table',
          {},
          el('thead', {}, el('tr', {}, el('th', {}, 'Environment'), el('th', {}, 'Base URL'))),
          el(
            'tbody',
            {},
            meta.servers.map((s) => el('tr', {}, el('td', {}, s.description ?? ''), el('td', {}, code(s.url)))),
          ),
        ),
      )
    : null;
  return el(
    'div',
    {class: 'api-meta'},
    el('p', {}, el('strong', {}, meta.title), ' ', el('span', {class: 'api-badge'}, `version ${meta.version}`)),
    el(
      'div',
      {class: 'api-downloads'},
      el('span', {}, 'Download the OpenAPI 3.1 description or a Postman collection:'),
      el('span', {class: 'api-download-buttons'}, joinWith(downloads, ' ')),
    ),
    servers,
  );
}

/** A table of three columns, labelled to stack on a phone as the Markdown pages' are (plugins/table-stack). */
function stacked(table: Element): Element {
  stackTable(table);
  return table;
}

/** A table whose long code (a base URL) may wrap in its cell, as the Markdown pages' (plugins/long-code). */
function withLongCode(table: Element): Element {
  markLongCode(table);
  return table;
}

export function renderSecurity(schemes: SecuritySchemeModel[]): Element {
  return withLongCode(
    stacked(
      el(
        'table',
        {},
        el('thead', {}, el('tr', {}, el('th', {}, 'Credential'), el('th', {}, 'Sent as'), el('th', {}, 'Description'))),
        el(
          'tbody',
          {},
          schemes.map((s) =>
            el(
              'tr',
              {},
              el('td', {}, code(s.name ?? s.key)),
              el('td', {}, sentAs(s)),
              el('td', {}, raw(s.description ?? '')),
            ),
          ),
        ),
      ),
    ),
  );
}

export function renderErrors(errors: ErrorSummary[]): Element {
  return stacked(
    el(
      'table',
      {class: 'api-errors'},
      el('thead', {}, el('tr', {}, el('th', {}, 'Status'), el('th', {}, 'Meaning'), el('th', {}, 'Example body'))),
      el(
        'tbody',
        {},
        errors.map((e) =>
          el(
            'tr',
            {},
            el('td', {}, el('span', {class: `api-status api-status--${statusClass(e.status)}`}, e.status)),
            el('td', {}, raw(e.description ?? '')),
            el('td', {}, e.example !== undefined ? code(formatValue(e.example)) : null),
          ),
        ),
      ),
    ),
  );
}
