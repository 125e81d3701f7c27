/** Pure formatting for the API reference (unit-tested; no React). */
import type {SchemaNode, SecuritySchemeModel} from './types';

export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const isJson = (contentType: string) => /json/.test(contentType);

/** An example as its code block shows it: a string as written unless the media type is JSON, else indented JSON. */
export function exampleText(value: unknown, contentType: string): string {
  return typeof value === 'string' && !isJson(contentType) ? value : JSON.stringify(value, null, 2);
}

/** How a credential is sent: "HTTP header", "query parameter", "http (bearer)". */
export function sentAs(s: SecuritySchemeModel): string {
  if (s.type !== 'apiKey') return `${s.type}${s.scheme ? ` (${s.scheme})` : ''}`;
  return s.in === 'header' ? 'HTTP header' : `${s.in} parameter`;
}

/** "string", "array of SinglePayment", "object", "string | null"... */
export function typeLabel(node: SchemaNode, schemas: Record<string, SchemaNode>): string {
  if (node.ref) {
    const target = schemas[node.ref];
    const base = target?.type && target.type !== 'object' ? `${node.ref} (${target.type})` : node.ref;
    return node.nullable ? `${base} | null` : base;
  }
  if (node.circular) return node.circular;
  let label = node.type ?? (node.variants ? node.variants.kind : 'any');
  if (node.type === 'array' && node.items) label = `array of ${typeLabel(node.items, schemas)}`;
  if (node.type === 'object' && node.additionalProperties && !node.properties) {
    label =
      node.additionalProperties === true
        ? 'object (any keys)'
        : `map of ${typeLabel(node.additionalProperties, schemas)}`;
  }
  if (node.format) label += ` <${node.format}>`;
  if (node.nullable) label += ' | null';
  return label;
}

/** Short human-readable constraint list, in display order. */
export function constraints(node: SchemaNode): string[] {
  const out: string[] = [];
  const len = (min?: number, max?: number, unit = 'characters') => {
    if (min !== undefined && max !== undefined)
      out.push(min === max ? `exactly ${min} ${unit}` : `${min}–${max} ${unit}`);
    else if (min !== undefined) out.push(`at least ${min} ${unit}`);
    else if (max !== undefined) out.push(`at most ${max} ${unit}`);
  };
  len(node.minLength, node.maxLength);
  len(node.minItems, node.maxItems, 'items');
  if (node.minimum !== undefined) out.push(`≥ ${node.minimum}`);
  if (node.exclusiveMinimum !== undefined) out.push(`> ${node.exclusiveMinimum}`);
  if (node.maximum !== undefined) out.push(`≤ ${node.maximum}`);
  if (node.exclusiveMaximum !== undefined) out.push(`< ${node.exclusiveMaximum}`);
  if (node.multipleOf !== undefined) out.push(`multiple of ${node.multipleOf}`);
  if (node.uniqueItems) out.push('unique items');
  if (node.pattern) out.push(`pattern ${node.pattern}`);
  if (node.const !== undefined) out.push(`always ${formatValue(node.const)}`);
  if (node.default !== undefined) out.push(`default ${formatValue(node.default)}`);
  if (node.readOnly) out.push('read-only');
  if (node.writeOnly) out.push('write-only');
  if (node.deprecated) out.push('deprecated');
  return out;
}

/** The node to expand for children: follows a ref, unless it is already on the path. */
export function expand(
  node: SchemaNode,
  schemas: Record<string, SchemaNode>,
  path: string[],
): {node: SchemaNode; circular?: string} {
  if (!node.ref) return {node};
  if (path.includes(node.ref)) return {node, circular: node.ref};
  const target = schemas[node.ref] ?? {};
  return {
    node: {
      ...target,
      ...(node.description ? {description: node.description, descriptionMarkdown: node.descriptionMarkdown} : {}),
      ...(node.nullable ? {nullable: true} : {}),
    },
  };
}

/** True when a node has nested fields worth a tree level. */
export function hasChildren(node: SchemaNode): boolean {
  return Boolean(
    node.properties?.length ||
    node.variants ||
    (node.items && (node.items.ref || node.items.properties || node.items.variants || node.items.circular)) ||
    (node.additionalProperties && node.additionalProperties !== true),
  );
}

/** Named schemas with fields of their own are documented once, in the Schemas section. */
export function isObjectLike(node: SchemaNode | undefined): boolean {
  return Boolean(
    node &&
    (node.properties?.length || node.variants || (node.additionalProperties && node.additionalProperties !== true)),
  );
}

/**
 * An enum that explains itself (a description, or `x-enumDescriptions` for its values): as a named
 * schema it gets an entry of its own, so the explanation is said once (PaymentStatus, not in every
 * payment, response and webhook that has a `status`).
 */
export function isDescribedEnum(node: SchemaNode | undefined): boolean {
  return Boolean(
    node?.enum?.length &&
    !node.properties?.length &&
    (node.description || (node.enumDescriptions && Object.keys(node.enumDescriptions).length > 0)),
  );
}

/** The first paragraph of some description HTML (all of it when it is one paragraph). */
export function leadParagraph(htmlText: string): string {
  const first = /^\s*<p>([\s\S]*?)<\/p>/.exec(htmlText);
  if (first) return first[1];
  return /<(p|ul|ol|table|pre|h\d)[\s>]/.test(htmlText) ? '' : htmlText;
}

/** The same for Markdown: the text up to the first blank line. */
export function leadParagraphMarkdown(markdown: string): string {
  return markdown
    .trim()
    .split(/\n\s*\n/)[0]
    .trim();
}

/**
 * Named schemas with an entry of their own in the Schemas section: objects (their fields) and
 * explained enums (their values' meanings, said once and linked from every field that uses them).
 */
export function hasEntry(node: SchemaNode | undefined): boolean {
  return isObjectLike(node) || isDescribedEnum(node);
}

/** The named schema with an entry a field links to (directly or as array items), if any. */
export function linkedSchema(node: SchemaNode, schemas: Record<string, SchemaNode>): string | undefined {
  if (node.ref && hasEntry(schemas[node.ref])) return node.ref;
  if (node.type === 'array' && node.items) return linkedSchema(node.items, schemas);
  return undefined;
}

export function statusClass(status: string): 'success' | 'redirect' | 'client' | 'server' | 'other' {
  if (/^2/.test(status)) return 'success';
  if (/^3/.test(status)) return 'redirect';
  if (/^4/.test(status)) return 'client';
  if (/^5/.test(status)) return 'server';
  return 'other';
}
