/**
 * PageModel pieces -> static HTML fragments. Pure string rendering (no React, no DOM), so a
 * reference of any size ships as HTML that React never walks: the browser hydrates one empty
 * element per fragment. Interactive bits (tabs, copy buttons) are wired by one delegated
 * listener (src/components/ApiReference/behaviour.ts); <details> needs no script.
 *
 * Class names are global and prefixed `api-` (styled by src/css/api-reference.css).
 */
import {escapeHtml, escapeText, schemaAnchor} from '../../src/shared/api-reference';
import {
  constraints,
  expand,
  formatValue,
  hasChildren,
  isObjectLike,
  linkedSchema,
  statusClass,
  typeLabel,
} from './format';
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

export interface RenderContext {
  schemas: Record<string, SchemaNode>;
  /** Security scheme key -> what the reader sends (header name). */
  credentials: Record<string, string>;
  /** Prefix of generated element ids (tabs), unique per API on a page. */
  idPrefix: string;
  /** Counter behind the generated ids; starts at 0 for deterministic output. */
  ids: {next: number};
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
  return {schemas, credentials, idPrefix, ids: {next: 0}, ...(deferSamples ? {deferredSamples: []} : {})};
}

type Attrs = Record<string, string | number | boolean | undefined>;

/** One element. `children` are HTML already; attribute values are escaped here. */
export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const attributes = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
  return `<${tag}${attributes}>${children.join('')}</${tag}>`;
}

const text = (s: string) => escapeText(s);
const code = (s: string, cls?: string) => el('code', {class: cls}, text(s));
const html = (s: string | undefined, cls = 'api-desc') => (s ? el('div', {class: cls}, s) : '');
const joinWith = (items: string[], separator: string) => items.join(separator);

export function methodBadge(method: string): string {
  const m = method.toUpperCase();
  return el('span', {class: `api-method api-method--${m.toLowerCase()}`}, text(m));
}

export function renderEndpoint(op: Pick<OperationModel, 'method' | 'path' | 'kind' | 'deprecated'>): string {
  const target =
    op.kind === 'webhook'
      ? el('span', {class: 'api-path'}, `to your endpoint, event ${code(op.path)}`)
      : code(op.path, 'api-path');
  return el(
    'div',
    {class: 'api-endpoint'},
    methodBadge(op.method),
    target,
    op.deprecated ? el('span', {class: 'api-badge api-badge--deprecated'}, 'deprecated') : '',
  );
}

/* ---------------------------------------------------------------- schema trees */

function typeHtml(node: SchemaNode, ctx: RenderContext): string {
  const label = typeLabel(node, ctx.schemas);
  const linked = linkedSchema(node, ctx.schemas);
  if (!linked) return el('span', {class: 'api-type'}, text(label));
  const at = label.indexOf(linked);
  return el(
    'span',
    {class: 'api-type'},
    text(label.slice(0, at)),
    el('a', {href: `#${schemaAnchor(linked)}`}, text(linked)),
    text(label.slice(at + linked.length)),
  );
}

/** Type, badges, constraints, description, enum values and example of one node. */
export function schemaFacts(node: SchemaNode, ctx: RenderContext, required?: boolean): string {
  const {node: shown} = expand(node, ctx.schemas, []);
  const parts = [typeHtml(node, ctx)];
  if (required) parts.push(el('span', {class: 'api-badge api-badge--required'}, 'required'));
  for (const fact of constraints(shown)) parts.push(el('span', {class: 'api-constraint'}, text(fact)));
  parts.push(html(shown.description));
  const values = shown.enum;
  if (values && values.length > 0) {
    const descriptions = shown.enumDescriptions;
    const list = descriptions
      ? el(
          'ul',
          {},
          ...values.map((v) =>
            el('li', {}, code(formatValue(v)), descriptions[String(v)] ? ` — ${descriptions[String(v)]}` : ''),
          ),
        )
      : values.map((v) => code(formatValue(v), 'api-enum-value')).join(' ');
    parts.push(el('div', {class: 'api-enum'}, el('span', {class: 'api-label'}, 'One of:'), ' ', list));
  }
  if (shown.example !== undefined && (shown.example === null || typeof shown.example !== 'object')) {
    parts.push(el('div', {class: 'api-example'}, 'Example: ', code(formatValue(shown.example))));
  }
  return parts.join(' ');
}

function circularNote(name: string, ctx: RenderContext): string {
  const target = isObjectLike(ctx.schemas[name]) ? el('a', {href: `#${schemaAnchor(name)}`}, text(name)) : code(name);
  return el('div', {class: 'api-circular'}, `Circular: see ${target}.`);
}

function variantsHtml(target: SchemaNode, ctx: RenderContext, path: string[], depth: number): string {
  const {kind, options, discriminator} = target.variants!;
  const heading = `${kind === 'oneOf' ? 'Exactly one of' : 'Any of'} these ${options.length} shapes${discriminator ? `, chosen by ${code(discriminator.propertyName)}` : ''}:`;
  const items = options.map((opt) => {
    const named = opt.schema.ref && isObjectLike(ctx.schemas[opt.schema.ref]) ? opt.schema.ref : undefined;
    let body: string;
    if (named) {
      // Named shapes are documented once, in the Schemas section: link, do not expand again.
      body =
        el(
          'div',
          {class: 'api-variant-link'},
          'Fields: see ',
          el('a', {href: `#${schemaAnchor(named)}`}, text(named)),
          '.',
        ) + html(opt.schema.description);
    } else if (opt.schema.circular) {
      body = circularNote(opt.schema.circular, ctx);
    } else if (hasChildren(expand(opt.schema, ctx.schemas, path).node)) {
      body = fieldsHtml(opt.schema, ctx, path, depth + 1);
    } else {
      body = el('div', {class: 'api-scalar'}, schemaFacts(opt.schema, ctx));
    }
    const discValue =
      discriminator && opt.discriminatorValue
        ? el(
            'span',
            {class: 'api-variant-when'},
            ` when ${code(discriminator.propertyName)} is ${code(opt.discriminatorValue)}`,
          )
        : '';
    return el('div', {class: 'api-variant'}, el('div', {class: 'api-variant-name'}, text(opt.label), discValue), body);
  });
  const shared = target.properties?.length
    ? el('div', {class: 'api-label'}, 'Fields common to every shape:') +
      fieldsHtml({...target, variants: undefined}, ctx, path, depth)
    : '';
  return el('div', {class: 'api-variants'}, el('div', {class: 'api-variants-label'}, heading), ...items, shared);
}

function childrenHtml(node: SchemaNode, ctx: RenderContext, path: string[], depth: number): string {
  const {node: target, circular} = expand(node, ctx.schemas, path);
  if (circular) return circularNote(circular, ctx);
  if (target.circular) return circularNote(target.circular, ctx);
  const nextPath = node.ref ? [...path, node.ref] : path;
  if (target.variants) return variantsHtml(target, ctx, nextPath, depth);
  if (target.type === 'array' && target.items) return fieldsHtml(target.items, ctx, nextPath, depth, true);
  if (target.additionalProperties && target.additionalProperties !== true && !target.properties) {
    return fieldsHtml(target.additionalProperties, ctx, nextPath, depth);
  }
  const fields = (target.properties ?? []).map((p) => fieldHtml(p.name, p.schema, p.required, ctx, nextPath, depth));
  return el('ul', {class: 'api-fields'}, ...fields);
}

function fieldHtml(
  name: string,
  node: SchemaNode,
  required: boolean,
  ctx: RenderContext,
  path: string[],
  depth: number,
): string {
  // Named object schemas are not expanded in place: the type links to their one full entry.
  const linked = linkedSchema(node, ctx.schemas);
  const recursive = !linked && ((node.ref && path.includes(node.ref)) || node.circular);
  const nested = !linked && !recursive && hasChildren(expand(node, ctx.schemas, path).node);
  let inner = '';
  if (recursive) inner = circularNote(node.circular ?? node.ref!, ctx);
  else if (nested) {
    // The first level is open; deeper levels are collapsed (still in the HTML, so search indexes them).
    const children = childrenHtml(node, ctx, path, depth + 1);
    inner =
      depth + 1 <= 1
        ? children
        : el('details', {class: 'api-nested'}, el('summary', {}, 'Fields of ', code(name)), children);
  }
  return el('li', {class: 'api-field'}, code(name, 'api-field-name'), ' ', schemaFacts(node, ctx, required), inner);
}

/** A schema as a readable tree. */
export function fieldsHtml(
  node: SchemaNode,
  ctx: RenderContext,
  path: string[] = [],
  depth = 0,
  itemsOf = false,
): string {
  const {node: target} = expand(node, ctx.schemas, path);
  if (!hasChildren(target) && !target.circular) {
    return el(
      'div',
      {class: 'api-scalar'},
      itemsOf ? el('span', {class: 'api-label'}, 'Each item: ') : '',
      schemaFacts(node, ctx),
    );
  }
  return el(
    'div',
    {class: 'api-tree'},
    itemsOf ? el('div', {class: 'api-label'}, `Each item (${text(typeLabel(node, ctx.schemas))}):`) : '',
    childrenHtml(node, ctx, path, depth),
  );
}

/** One named schema in full (the Schemas section). */
export function renderSchemaEntry(name: string, ctx: RenderContext): string {
  return el('div', {class: 'api-operation api-schema'}, fieldsHtml({ref: name}, ctx));
}

/* ---------------------------------------------------------------- examples and code */

/** A copyable plain code block (examples: no per-token DOM). */
export function plainCode(value: string, label: string): string {
  return el(
    'div',
    {class: 'api-code'},
    el('pre', {tabindex: 0, 'aria-label': label}, el('code', {}, text(value))),
    el(
      'button',
      {type: 'button', class: 'clean-btn api-copy', 'data-copy': '', 'aria-label': 'Copy to clipboard'},
      'Copy',
    ),
  );
}

function exampleText(example: ExampleModel, contentType: string): string {
  const isJson = /json/.test(contentType);
  return typeof example.value === 'string' && !isJson ? example.value : JSON.stringify(example.value, null, 2);
}

interface TabSpec {
  value: string;
  label: string;
  /** Panel HTML; undefined when it is loaded on demand (deferred samples). */
  body?: string;
}

/** Tabs with Infima's look; switching is done by behaviour.ts. `group` syncs and persists a choice. */
export function tabs(
  items: TabSpec[],
  ctx: RenderContext,
  opts: {group?: string; className?: string; samples?: number} = {},
): string {
  const id = `${ctx.idPrefix}-tabs-${(ctx.ids.next += 1)}`;
  const list = el(
    'ul',
    {role: 'tablist', 'aria-orientation': 'horizontal', class: 'tabs api-tabs'},
    ...items.map((t, i) =>
      el(
        'li',
        {
          role: 'tab',
          id: `${id}-tab-${i}`,
          'aria-controls': `${id}-panel-${i}`,
          'aria-selected': i === 0 ? 'true' : 'false',
          tabindex: i === 0 ? 0 : -1,
          class: `tabs__item${i === 0 ? ' tabs__item--active' : ''}`,
          'data-value': t.value,
        },
        text(t.label),
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
        hidden: i > 0,
        class: 'api-tab-panel',
        'data-deferred': t.body === undefined ? t.value : undefined,
      },
      t.body ?? '',
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
    el('div', {class: 'api-tab-panels'}, ...panels),
  );
}

function examplesHtml(media: MediaModel, ctx: RenderContext): string {
  if (media.examples.length === 0) return '';
  const label = /json/.test(media.contentType) ? 'JSON example' : `${media.contentType} example`;
  const block = (ex: ExampleModel) => plainCode(exampleText(ex, media.contentType), label);
  if (media.examples.length === 1) {
    const [ex] = media.examples;
    return el(
      'div',
      {class: 'api-example-block'},
      ex.summary ? el('div', {class: 'api-example-title'}, text(ex.summary)) : '',
      block(ex),
    );
  }
  return tabs(
    media.examples.map((ex) => ({value: ex.name, label: ex.summary ?? ex.name, body: block(ex)})),
    ctx,
    {className: 'api-example-tabs'},
  );
}

export function sampleBlock(s: Pick<CodeSample, 'lang' | 'label' | 'html'>): string {
  return el(
    'div',
    {class: `theme-code-block code-tokens language-${s.lang} api-code api-sample`},
    el('pre', {tabindex: 0, 'aria-label': `${s.label} sample`}, el('code', {class: `language-${s.lang}`}, s.html)),
    el(
      'button',
      {type: 'button', class: 'clean-btn api-copy', 'data-copy': '', 'aria-label': 'Copy code to clipboard'},
      'Copy',
    ),
  );
}

export const sampleValue = (label: string) => label.toLowerCase().replace(/[^a-z]/g, '');

export function samplesHtml(samples: Pick<CodeSample, 'lang' | 'label' | 'html'>[], ctx: RenderContext): string {
  if (samples.length === 0) return '';
  const deferred = ctx.deferredSamples;
  const later: Record<string, string> = {};
  const items = samples.map((s, i) => {
    const value = sampleValue(s.label);
    if (deferred && i > 0) {
      later[value] = sampleBlock(s);
      return {value, label: s.label};
    }
    return {value, label: s.label, body: sampleBlock(s)};
  });
  const index = deferred ? deferred.push(later) - 1 : undefined;
  return (
    el('h4', {}, 'Code samples') +
    el('div', {class: 'api-samples', 'data-code-samples': ''}, tabs(items, ctx, {group: 'api-lang', samples: index}))
  );
}

/* ---------------------------------------------------------------- operation */

const LOCATION_TITLES: Record<ParameterModel['in'], string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

function parametersHtml(params: ParameterModel[], ctx: RenderContext): string {
  return (['path', 'query', 'header', 'cookie'] as const)
    .map((where) => {
      const list = params.filter((p) => p.in === where);
      if (list.length === 0) return '';
      return (
        el('h4', {}, LOCATION_TITLES[where]) + el('ul', {class: 'api-fields'}, ...list.map((p) => fieldItem(p, ctx)))
      );
    })
    .join('');
}

/** One parameter or response header: name, type and constraints, description, example. */
function fieldItem(p: ParameterModel, ctx: RenderContext): string {
  return el(
    'li',
    {class: 'api-field'},
    code(p.name, 'api-field-name'),
    ' ',
    schemaFacts(p.description ? {...p.schema, description: p.description} : p.schema, ctx, p.required),
    p.example !== undefined ? el('div', {class: 'api-example'}, 'Example: ', code(formatValue(p.example))) : '',
  );
}

function responseHeadersHtml(headers: ParameterModel[] | undefined, ctx: RenderContext): string {
  if (!headers?.length) return '';
  return el(
    'div',
    {class: 'api-response-headers'},
    el('div', {class: 'api-example-heading'}, 'Headers'),
    el('ul', {class: 'api-fields'}, ...headers.map((h) => fieldItem(h, ctx))),
  );
}

/** A body whose schema is a named union: the union is documented once, in the Schemas section. */
function unionLink(name: string, ctx: RenderContext): string {
  const {kind, options, discriminator} = ctx.schemas[name].variants!;
  const shapes = options.map((o) =>
    o.schema.ref && isObjectLike(ctx.schemas[o.schema.ref])
      ? el('a', {href: `#${schemaAnchor(o.schema.ref)}`}, text(o.label))
      : code(o.label),
  );
  return el(
    'p',
    {class: 'api-union-link'},
    el('a', {href: `#${schemaAnchor(name)}`}, text(name)),
    `: ${kind === 'oneOf' ? 'exactly one' : 'any'} of ${shapes.join(', ')}`,
    discriminator ? `, chosen by ${code(discriminator.propertyName)}` : '',
    '.',
  );
}

function mediaHtml(media: MediaModel, ctx: RenderContext, exampleHeading: string): string {
  const union = media.schema?.ref && ctx.schemas[media.schema.ref]?.variants ? media.schema.ref : undefined;
  return [
    union ? unionLink(union, ctx) : media.schema ? fieldsHtml(media.schema, ctx) : '',
    media.examples.length
      ? el('div', {class: 'api-example-heading'}, text(exampleHeading)) + examplesHtml(media, ctx)
      : '',
  ].join('');
}

function securityHtml(op: OperationModel, ctx: RenderContext): string {
  if (op.kind === 'webhook') return '';
  const alternatives = op.security.filter((alt) => alt.length > 0);
  if (alternatives.length === 0 || alternatives.length < op.security.length) {
    return op.security.length === 0 || alternatives.length === 0
      ? el('p', {class: 'api-security'}, 'No credentials: this call is public.')
      : '';
  }
  const alts = alternatives.map((alt) =>
    joinWith(
      alt.map((k) => code(ctx.credentials[k] ?? k)),
      ' and ',
    ),
  );
  return el(
    'p',
    {class: 'api-security'},
    `Send ${joinWith(alts, ' or ')} (see `,
    el('a', {href: '#security-schemes'}, 'Authentication headers'),
    ').',
  );
}

export function renderOperation(op: OperationModel, ctx: RenderContext): string {
  const isWebhook = op.kind === 'webhook';
  const firstSuccess = op.responses.find((r) => /^2/.test(r.status))?.status;
  const parts: string[] = [securityHtml(op, ctx), parametersHtml(op.parameters, ctx)];
  if (op.requestBody) {
    const rb = op.requestBody;
    for (const media of rb.content) {
      parts.push(
        el(
          'h4',
          {},
          isWebhook ? 'Payload' : 'Request body',
          ' ',
          el('span', {class: 'api-content-type'}, text(media.contentType)),
          rb.required && !isWebhook ? el('span', {class: 'api-badge api-badge--required'}, 'required') : '',
        ),
        html(rb.description),
        mediaHtml(media, ctx, isWebhook ? 'Example payload' : 'Example request body'),
      );
    }
  }
  parts.push(el('h4', {}, isWebhook ? 'Your response' : 'Responses'));
  for (const r of op.responses) {
    const summary = el(
      'summary',
      {},
      el('span', {class: `api-status api-status--${statusClass(r.status)}`}, text(r.status)),
      ' ',
      r.description ? el('span', {class: 'api-response-desc'}, r.description) : '',
    );
    const bodies = r.content.map((m) =>
      el(
        'div',
        {class: 'api-response-body'},
        el('div', {class: 'api-content-type'}, text(m.contentType)),
        mediaHtml(m, ctx, 'Example'),
      ),
    );
    const links = r.links?.length
      ? el(
          'p',
          {class: 'api-unrendered'},
          `Links from this response: ${r.links.map((l) => code(l)).join(', ')} (described in the downloadable OpenAPI file).`,
        )
      : '';
    parts.push(
      el(
        'details',
        {class: 'api-response', open: r.status === firstSuccess},
        summary,
        responseHeadersHtml(r.headers, ctx),
        ...bodies,
        links,
      ),
    );
  }
  if (op.unrendered?.length) {
    parts.push(
      el(
        'div',
        {class: 'api-unrendered admonition'},
        `This ${isWebhook ? 'webhook' : 'operation'} also defines ${op.unrendered.map((u) => text(u)).join('; ')}: see the downloadable OpenAPI file for the full definition.`,
      ),
    );
  }
  parts.push(samplesHtml(op.samples, ctx));
  return el('div', {class: isWebhook ? 'api-operation api-webhook' : 'api-operation'}, ...parts);
}

/* ---------------------------------------------------------------- introduction */

export function renderMeta(meta: {
  title: string;
  version: string;
  servers: ServerModel[];
  downloads: {label: string; href: string; format: string}[];
}): string {
  const downloads = meta.downloads
    .map((d) =>
      el(
        'a',
        {class: 'button button--sm button--secondary', href: d.href, download: true, 'data-download': d.format},
        text(d.label),
      ),
    )
    .join(' ');
  const servers = meta.servers.length
    ? el(
        'table',
        {},
        el('thead', {}, el('tr', {}, el('th', {}, 'Environment'), el('th', {}, 'Base URL'))),
        el(
          'tbody',
          {},
          ...meta.servers.map((s) => el('tr', {}, el('td', {}, text(s.description ?? '')), el('td', {}, code(s.url)))),
        ),
      )
    : '';
  return el(
    'div',
    {class: 'api-meta'},
    el(
      'p',
      {},
      el('strong', {}, text(meta.title)),
      ' ',
      el('span', {class: 'api-badge'}, `version ${text(meta.version)}`),
    ),
    el('p', {class: 'api-downloads'}, 'Download the OpenAPI 3.1 description or a Postman collection: ', downloads),
    servers,
  );
}

export function renderSecurity(schemes: SecuritySchemeModel[]): string {
  const sentAs = (s: SecuritySchemeModel) =>
    s.type === 'apiKey'
      ? s.in === 'header'
        ? 'HTTP header'
        : `${s.in} parameter`
      : `${s.type}${s.scheme ? ` (${s.scheme})` : ''}`;
  return el(
    'table',
    {},
    el('thead', {}, el('tr', {}, el('th', {}, 'Credential'), el('th', {}, 'Sent as'), el('th', {}, 'Description'))),
    el(
      'tbody',
      {},
      ...schemes.map((s) =>
        el(
          'tr',
          {},
          el('td', {}, code(s.name ?? s.key)),
          el('td', {}, text(sentAs(s))),
          el('td', {}, s.description ?? ''),
        ),
      ),
    ),
  );
}

export function renderErrors(errors: ErrorSummary[]): string {
  return el(
    'table',
    {},
    el('thead', {}, el('tr', {}, el('th', {}, 'Status'), el('th', {}, 'Meaning'), el('th', {}, 'Example body'))),
    el(
      'tbody',
      {},
      ...errors.map((e) =>
        el(
          'tr',
          {},
          el('td', {}, el('span', {class: `api-status api-status--${statusClass(e.status)}`}, text(e.status))),
          el('td', {}, e.description ?? ''),
          el('td', {}, e.example !== undefined ? code(formatValue(e.example)) : ''),
        ),
      ),
    ),
  );
}
