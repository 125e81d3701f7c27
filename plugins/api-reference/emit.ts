/**
 * PageModel -> mdast. Operations become real Markdown headings (so Docusaurus puts them
 * in the table of contents and gives them anchors); details are MDX elements whose
 * data travels as JSON string attributes and is rendered to HTML at build time (SSR).
 */
import type {Heading, RootContent} from 'mdast';
import {markdownBlocks} from './markdown';
import type {OperationModel, PageModel} from './types';
import {isObjectLike, schemaAnchor} from '../../src/components/ApiReference/format';

export interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: RootContent[];
}

export function jsx(name: string, attrs: Record<string, unknown>, children: RootContent[] = []): JsxElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attrs)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ({type: 'mdxJsxAttribute', name: k, value: typeof v === 'string' ? v : JSON.stringify(v)})),
    children,
  };
}

export function heading(depth: 2 | 3, text: string, id: string): Heading {
  return {type: 'heading', depth, children: [{type: 'text', value: text}], data: {hProperties: {id}}};
}

export function downloadPaths(id: string) {
  return {yaml: `/openapi/${id}.yaml`, json: `/openapi/${id}.json`};
}

function operationNodes(op: OperationModel): RootContent[] {
  const {description, ...rest} = op;
  // The client needs only the highlighted HTML of each sample (the copy button reads the DOM).
  const data = {...rest, samples: rest.samples.map(({lang, label, html}) => ({lang, label, html}))};
  return [
    heading(3, op.summary, op.anchor),
    jsx('ApiEndpoint', {method: op.method, path: op.path, kind: op.kind, deprecated: op.deprecated ? 'true' : undefined}) as unknown as RootContent,
    ...(description ? markdownBlocks(description, 4) : []),
    jsx('ApiOperation', {data}) as unknown as RootContent,
  ];
}

export function emitReference(model: PageModel): RootContent[] {
  const children: RootContent[] = [
    heading(2, 'Introduction', 'introduction'),
    jsx('ApiMeta', {data: {title: model.title, version: model.version, servers: model.servers, downloads: downloadPaths(model.id)}}) as unknown as RootContent,
    ...(model.description ? markdownBlocks(model.description, 3) : []),
  ];
  if (model.securitySchemes.length > 0) {
    children.push(heading(3, 'Authentication headers', 'security-schemes'), jsx('ApiSecurity', {data: model.securitySchemes}) as unknown as RootContent);
  }
  if (model.errors.length > 0) {
    children.push(heading(3, 'Error statuses', 'error-statuses'), jsx('ApiErrors', {data: model.errors}) as unknown as RootContent);
  }
  for (const tag of model.tags) {
    children.push(heading(2, tag.name, tag.anchor));
    if (tag.description) children.push(...markdownBlocks(tag.description, 4));
    for (const op of tag.operations) children.push(...operationNodes(op));
  }
  if (model.webhooks.length > 0) {
    children.push(heading(2, 'Webhooks', 'webhooks'));
    for (const hook of model.webhooks) children.push(...operationNodes(hook));
  }
  const documented = Object.keys(model.schemas)
    .filter((name) => isObjectLike(model.schemas[name]))
    .sort((a, b) => a.localeCompare(b));
  if (documented.length > 0) {
    children.push(heading(2, 'Schemas', 'schemas'));
    for (const name of documented) children.push(heading(3, name, schemaAnchor(name)), jsx('ApiSchema', {name}) as unknown as RootContent);
  }
  const credentials = Object.fromEntries(model.securitySchemes.map((s) => [s.key, s.name ?? s.key]));
  return [jsx('ApiScope', {id: model.id, schemas: model.schemas, credentials}, children) as unknown as RootContent];
}
