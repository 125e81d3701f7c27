/**
 * PageModel -> mdast + HTML fragments. Headings stay real Markdown headings (Docusaurus puts them
 * in the table of contents, gives them anchors and checks links to them); descriptions stay Markdown
 * (rendered like the rest of the page). Everything else is static HTML (render.ts) in numbered
 * fragments: the page's JS chunk carries only `<ApiHtml n="12" />` placeholders, the server bundle renders
 * the HTML into the page (server-fragments.ts) and the build writes it into one JSON file fetched on
 * client-side navigation.
 */
import GithubSlugger from 'github-slugger';
import {toString} from 'mdast-util-to-string';
import type {Heading, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {
  escapeHtml,
  fragmentParts,
  HEAD_FRAGMENT_CHARS,
  schemaAnchor,
  type ApiFragmentsProps,
  type ApiHtmlProps,
} from '../../src/shared/api-reference';
import {hasEntry} from './format';
import {markdownBlocks, markdownNodesToHtml} from './markdown';
import {
  renderContext,
  renderEndpoint,
  renderErrors,
  renderMeta,
  renderOperation,
  renderOperationAside,
  renderSchemaEntry,
  renderSecurity,
  toFragment,
} from './render';
import type {Element} from 'hast';
import {errorLines, referenceRecords, securityLines, type SearchNote} from './search';
import type {PageRecord} from '../search-index/text';
import type {OperationModel, PageModel} from './types';
import type {TocBadge} from '../../src/docusaurus/toc-badges';

/** An MDX element whose props are all strings (typed by the shared props interfaces). */
function jsx<P extends Partial<Record<keyof P, string>>>(
  name: string,
  props: P,
  children: RootContent[] = [],
): MdxJsxFlowElement {
  const attributes: MdxJsxFlowElement['attributes'] = [];
  for (const [key, value] of Object.entries<string | undefined>(props)) {
    if (value !== undefined) attributes.push({type: 'mdxJsxAttribute', name: key, value});
  }
  return {type: 'mdxJsxFlowElement', name, attributes, children: children as MdxJsxFlowElement['children']};
}

export function heading(depth: 2 | 3 | 4, text: string, id: string): Heading {
  return {type: 'heading', depth, children: [{type: 'text', value: text}], data: {hProperties: {id}}};
}

export interface Download {
  label: string;
  href: string;
  format: 'yaml' | 'json' | 'postman';
}

export interface EmitOptions {
  downloads: Download[];
  /** URL of the fragments JSON (client-side navigation). */
  fragmentsUrl: string;
  /** URL of the deferred code samples JSON (other languages than the first). */
  samplesUrl?: string;
  /** Put the fragments in the page itself (development server: no server-side rendering). */
  inline?: boolean;
  /**
   * Everything as HTML fragments, headings and prose included (a restricted reference, whose page
   * HTML never holds it): the page's script then renders one placeholder per entry instead of
   * every heading, paragraph and link of the reference (see staticReference).
   */
  staticHtml?: boolean;
  /**
   * Told of an anchor claimed twice, which then gets `-2`, `-3`... (any public description: compile-corpus).
   * Without it a collision fails, naming both owners (the site's own descriptions: a house rule, as operationId).
   */
  onAnchorCollision?: (message: string) => void;
}

export interface EmittedReference {
  nodes: RootContent[];
  /** HTML of each <ApiHtml n>, by n. */
  fragments: string[];
  /** Every heading id the reference emits. */
  anchors: string[];
  /** The method badge of each operation's and webhook's table-of-contents entry (src/docusaurus/toc-badges.ts). */
  tocBadges: TocBadge[];
  /** Code samples kept out of the page: language value -> HTML, one entry per sample group. */
  samples: Record<string, string>[];
  /** Its search records (search.ts), anchored on the page. */
  records: PageRecord[];
}

/** Tells the search records' walk what a node is (search.ts). */
function noted<T extends RootContent>(node: T, search: SearchNote): T {
  node.data = {...node.data, search} as unknown as T['data'];
  return node;
}

/** Ids a page emits, with what claimed them; a second claim fails the build naming both (or is renamed). */
export class AnchorRegistry {
  private readonly owners = new Map<string, string>();
  get ids(): string[] {
    return [...this.owners.keys()];
  }
  constructor(
    private readonly api: string,
    private readonly onCollision?: (message: string) => void,
  ) {}
  claim(id: string, owner: string): string {
    const prior = this.owners.get(id);
    if (prior && !this.onCollision)
      throw new Error(
        `API reference "${this.api}": the anchor #${id} of ${owner} is also the anchor of ${prior}; rename one of them`,
      );
    let unique = id;
    for (let n = 2; this.owners.has(unique); n++) unique = `${id}-${n}`;
    if (prior) this.onCollision?.(`the anchor #${id} of ${owner} is also the anchor of ${prior}: it is #${unique}`);
    this.owners.set(unique, owner);
    return unique;
  }
}

/** Markdown blocks whose headings get explicit, registered ids (the slug Docusaurus would give them). */
function describedBlocks(markdown: string, minDepth: number, anchors: AnchorRegistry, owner: string): RootContent[] {
  const blocks = markdownBlocks(markdown, minDepth);
  const slugger = new GithubSlugger();
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const text = toString(node);
        const id = anchors.claim(slugger.slug(text), `the heading "${text}" in the description of ${owner}`);
        node.data = {...node.data, hProperties: {...(node.data?.hProperties ?? {}), id}};
      }
      if ('children' in node) visit(node.children as RootContent[]);
    }
  };
  visit(blocks);
  return blocks;
}

/**
 * One operation, webhook or schema entry (its heading, prose and fragments), or a tag's heading and
 * description, in one element, so the browser can skip laying out the entries off screen
 * (`content-visibility` on `.api-block`): a long reference then costs about as much to lay out as
 * a short one.
 */
function block(children: RootContent[], className = 'api-block'): MdxJsxFlowElement {
  return jsx('div', {className}, children);
}

/**
 * The introduction's sections (a heading and what follows it) as blocks too: the provider API's
 * introduction holds long tables (statuses, errors) that would otherwise be laid out with the first
 * screen. What comes before the first heading stays as it is.
 */
function introBlocks(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let section: RootContent[] | undefined;
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth <= 3) {
      section = [node];
      out.push(block(section, 'api-block api-block--intro'));
    } else if (section) {
      section.push(node);
    } else {
      out.push(node);
    }
  }
  return out;
}

export function emitReference(model: PageModel, opts: EmitOptions): EmittedReference {
  const fragments: string[] = [];
  const anchors = new AnchorRegistry(model.id, opts.onAnchorCollision);
  const tocBadges: TocBadge[] = [];
  const credentials = Object.fromEntries(model.securitySchemes.map((s) => [s.key, s.name ?? s.key]));
  const ctx = renderContext(model.schemas, credentials, model.id, !opts.inline);
  const fragment = (tree: Element): RootContent => {
    fragments.push(toFragment(tree));
    const props: ApiHtmlProps = {n: String(fragments.length - 1)};
    return jsx('ApiHtml', props);
  };
  const fixed = (depth: 2 | 3, text: string, id: string) =>
    heading(depth, text, anchors.claim(id, `the "${text}" section`));

  const operationNodes = (op: OperationModel): RootContent[] => {
    const owner =
      op.kind === 'webhook'
        ? `webhook ${op.path}`
        : `operation ${op.operationId ?? op.summary} (${op.method} ${op.path})`;
    const id = anchors.claim(op.anchor, owner);
    tocBadges.push({id, label: op.kind === 'webhook' ? 'EVENT' : op.method.toUpperCase()});
    // Head (heading, endpoint line), aside (samples and examples), main (prose and fields): side by side
    // on a wide reference, the aside right after the endpoint line on a narrow one (styles.css).
    return [
      noted(
        block(
          [
            block([heading(3, op.summary, id), fragment(renderEndpoint(op))], 'api-op-head'),
            block([fragment(renderOperationAside(op, ctx))], 'api-op-aside'),
            block(
              [
                ...(op.description ? describedBlocks(op.description, 4, anchors, owner) : []),
                fragment(renderOperation(op, ctx)),
              ],
              'api-op-main',
            ),
          ],
          `api-block api-block--${op.kind}`,
        ),
        {op},
      ),
    ];
  };

  const children: RootContent[] = [
    fixed(2, 'Introduction', 'introduction'),
    fragment(
      renderMeta({title: model.title, version: model.version, servers: model.servers, downloads: opts.downloads}),
    ),
    ...(model.description ? introBlocks(describedBlocks(model.description, 3, anchors, 'the API description')) : []),
  ];
  if (model.securitySchemes.length > 0)
    children.push(
      ...introBlocks([
        fixed(3, 'Authentication headers', 'security-schemes'),
        noted(fragment(renderSecurity(model.securitySchemes)), {lines: securityLines(model.securitySchemes)}),
      ]),
    );
  if (model.errors.length > 0)
    children.push(
      ...introBlocks([
        fixed(3, 'Error statuses', 'error-statuses'),
        noted(fragment(renderErrors(model.errors)), {lines: errorLines(model.errors)}),
      ]),
    );
  for (const tag of model.tags) {
    const tagHeading = heading(2, tag.name, anchors.claim(tag.anchor, `tag "${tag.name}"`));
    children.push(
      tag.description
        ? block(
            [tagHeading, ...describedBlocks(tag.description, 4, anchors, `tag "${tag.name}"`)],
            'api-block api-block--tag',
          )
        : tagHeading,
    );
    for (const op of tag.operations) children.push(...operationNodes(op));
  }
  if (model.webhooks.length > 0) {
    children.push(fixed(2, 'Webhooks', 'webhooks'));
    for (const hook of model.webhooks) children.push(...operationNodes(hook));
  }
  const documented = Object.keys(model.schemas)
    .filter((name) => hasEntry(model.schemas[name]))
    .sort((a, b) => a.localeCompare(b));
  if (documented.length > 0) {
    children.push(fixed(2, 'Schemas', 'schemas'));
    for (const name of documented)
      children.push(
        noted(
          block(
            [
              heading(3, name, anchors.claim(schemaAnchor(name), `schema ${name}`)),
              fragment(renderSchemaEntry(name, ctx)),
            ],
            'api-block api-block--schema',
          ),
          {schema: name},
        ),
      );
  }
  const records = referenceRecords(model, children);
  const samples = ctx.deferredSamples ?? [];
  const content = opts.staticHtml ? staticReference(children, fragments) : {children, fragments};
  const parts = fragmentParts(content.fragments);
  const props: ApiFragmentsProps = {
    api: model.id,
    src: opts.fragmentsUrl,
    ...(opts.inline ? {inline: JSON.stringify(content.fragments)} : {}),
    ...(samples.length && opts.samplesUrl ? {samples: opts.samplesUrl} : {}),
    ...(parts.length > 1 ? {parts: parts.join(',')} : {}),
    ...(opts.staticHtml ? {head: JSON.stringify(leading(content.fragments, HEAD_FRAGMENT_CHARS))} : {}),
  };
  return {
    nodes: [jsx('ApiFragments', props, content.children)],
    fragments: content.fragments,
    anchors: anchors.ids,
    tocBadges,
    samples,
    records,
  };
}

/**
 * The reference as HTML only: each entry (block) and each run of loose nodes between them becomes
 * one fragment, written as Docusaurus renders it (headings with their anchor class and # link).
 * The page keeps the headings for its table of contents, inside <ApiToc>, which renders nothing.
 * On the provider reference (51 operations) this takes the unlocked page from about 1,900
 * React-rendered elements, with a link observer each, to one placeholder per entry.
 */
function staticReference(
  children: RootContent[],
  fragments: readonly string[],
): {children: RootContent[]; fragments: string[]} {
  const out: string[] = [];
  const headings: Heading[] = [];
  let loose: RootContent[] = [];
  const flush = () => {
    if (loose.length > 0) out.push(nodesToHtml(loose, fragments, headings));
    loose = [];
  };
  for (const node of children) {
    if (isBlock(node)) {
      flush();
      out.push(nodesToHtml([node], fragments, headings));
    } else {
      loose.push(node);
    }
  }
  flush();
  const placeholders = out.map((_, n) => jsx('ApiHtml', {n: String(n)} satisfies ApiHtmlProps));
  return {children: [jsx('ApiToc', {}, headings), ...placeholders], fragments: out};
}

/** The first fragments up to `chars` characters (at least one). */
function leading(fragments: readonly string[], chars: number): string[] {
  let size = 0;
  return fragments.filter((html, i) => (size += html.length) <= chars || i === 0);
}

const isBlock = (node: RootContent): boolean => node.type === 'mdxJsxFlowElement' && node.name === 'div';

/** mdast (headings, Markdown prose, block divs and <ApiHtml> placeholders) -> HTML; collects the headings. */
function nodesToHtml(nodes: RootContent[], fragments: readonly string[], headings: Heading[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'ApiHtml') {
        const n = Number(node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'n')?.value);
        return `<div class="api-html">${fragments[n]}</div>`;
      }
      if (node.type === 'mdxJsxFlowElement' && isBlock(node)) {
        const className = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'className')?.value;
        return `<div class="${escapeHtml(String(className))}">${nodesToHtml(node.children as RootContent[], fragments, headings)}</div>`;
      }
      if (node.type === 'mdxJsxFlowElement')
        throw new Error(`API reference: <${node.name}> cannot be written as static HTML`);
      collectHeadings(node, headings);
      return markdownNodesToHtml([node]);
    })
    .join('');
}

function collectHeadings(node: RootContent, headings: Heading[]): void {
  if (node.type === 'heading') headings.push(structuredClone(node));
  else if ('children' in node) for (const child of node.children as RootContent[]) collectHeadings(child, headings);
}
