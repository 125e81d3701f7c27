/**
 * The one walk of a schema (pure): a SchemaNode -> a neutral view tree of what the reader is told
 * (fields with their ids, type labels, facts, enum values, variants with their discriminator values,
 * circular notes, folded levels). render.ts writes the view as hast, markdown-twin.ts as Markdown, so
 * the page and its twin list the same fields, words and values by construction.
 */
import {fieldAnchor} from '../../src/shared/api-reference';
import {
  constraints,
  expand,
  formatValue,
  hasChildren,
  isDescribedEnum,
  isObjectLike,
  leadParagraph,
  leadParagraphMarkdown,
  linkedSchema,
  typeLabel,
} from './format';
import type {OperationModel, ParameterModel, SchemaNode} from './types';

type Schemas = Record<string, SchemaNode>;

/** An enum's values; `meanings` when what each means is said here (a list), else they are listed inline. */
export interface ValuesView {
  meanings: boolean;
  list: ValueView[];
}

/** One enum value and, when it is explained here, what it means (HTML and as written). */
export interface ValueView {
  value: string;
  html?: string;
  markdown?: string;
}

/** What is said next to a field: type, required, constraints, description, values, example. */
export interface Facts {
  /** "string", "array of Payment", "map of string"... */
  type: string;
  /** The named schema with an entry of its own that the type names (a link on the page). */
  linked?: string;
  required: boolean;
  constraints: string[];
  /** The description (HTML / Markdown): the field's own, else the lead paragraph of an enum explained elsewhere. */
  description?: string;
  descriptionMarkdown?: string;
  /** The named enum whose entry explains these values (its values are then listed without meanings). */
  explainedIn?: string;
  values: ValuesView;
  /** A scalar example, written out. */
  example?: string;
}

/** A note where expanding would loop: `linkable` when the target has an entry of its own. */
export interface CircularView {
  target: string;
  linkable: boolean;
}

/** A schema where a tree starts (a body, an array's items, a map's values, a shape of a union). */
export type SchemaView =
  | {kind: 'scalar'; facts: Facts; itemsOf: boolean}
  | {
      kind: 'tree';
      /** The type label, when this tree is an array's items ("Each item (…)"). */
      itemsOf?: string;
      /** True when a level of this tree is folded (the page then offers "Expand all"); set on the outermost tree. */
      folds: boolean;
      body: BodyView;
    };

export type BodyView =
  | {kind: 'circular'; circular: CircularView}
  | {kind: 'variants'; variants: VariantsView}
  | {kind: 'items'; items: SchemaView}
  | {kind: 'map'; label: string; values: SchemaView}
  | {kind: 'fields'; fields: FieldView[]};

export interface VariantsView {
  oneOf: boolean;
  /** The property whose value chooses the shape. */
  discriminator?: string;
  options: VariantView[];
  /** Fields every shape has (a parent's own properties). */
  shared?: SchemaView;
}

export interface VariantView {
  label: string;
  /** The discriminator value that selects this shape. */
  value?: string;
  /** A named shape with an entry of its own: linked, not expanded again. */
  named?: string;
  description?: string;
  circular?: CircularView;
  view?: SchemaView;
}

export interface FieldView {
  name: string;
  /** The field's id on the page (unique there; see WalkContext.claim). */
  id: string;
  facts: Facts;
  circular?: CircularView;
  nested?: {body: BodyView; folded: boolean; count?: number};
}

export interface WalkContext {
  schemas: Schemas;
  /** Hands out a field's id under `base` (unique on the page: a second one gets `-2`). */
  claim: (base: string, name: string) => string;
}

/** Where a tree's fields live: the anchor their ids start from, and how many nested levels show unfolded. */
export interface TreeScope {
  base: string;
  open: number;
}

/** A claim function over its own set of ids (the page's, or a twin's that only needs them unique). */
export function fieldClaimer(taken: Set<string> = new Set()): WalkContext['claim'] {
  return (base, name) => {
    const id = fieldAnchor(base, name);
    let unique = id;
    for (let n = 2; taken.has(unique); n += 1) unique = `${id}-${n}`;
    taken.add(unique);
    return unique;
  };
}

const isScalarExample = (value: unknown) => value !== undefined && (value === null || typeof value !== 'object');

/** Type, required, constraints, description, enum values and example of one node. */
export function factsOf(node: SchemaNode, schemas: Schemas, required = false): Facts {
  const {node: shown} = expand(node, schemas, []);
  // A named enum that explains itself has its own entry (linked from the type): here, the field's own
  // description, else the first paragraph of the enum's, and its values without their meanings.
  const explainedIn = node.ref && isDescribedEnum(schemas[node.ref]) ? node.ref : undefined;
  const description = explainedIn && !node.description ? leadParagraph(shown.description ?? '') : shown.description;
  const descriptionMarkdown =
    explainedIn && !node.descriptionMarkdown
      ? leadParagraphMarkdown(shown.descriptionMarkdown ?? '')
      : shown.descriptionMarkdown;
  return {
    type: typeLabel(node, schemas),
    linked: linkedSchema(node, schemas),
    required,
    constraints: constraints(shown),
    ...(description ? {description} : {}),
    ...(descriptionMarkdown ? {descriptionMarkdown} : {}),
    ...(explainedIn ? {explainedIn} : {}),
    values: valuesOf(shown, Boolean(explainedIn)),
    ...(isScalarExample(shown.example) ? {example: formatValue(shown.example)} : {}),
  };
}

/** A parameter's or response header's facts: its own description, else its schema's. */
export function parameterFacts(p: ParameterModel, schemas: Schemas): Facts {
  const own = p.description ? {description: p.description, descriptionMarkdown: p.descriptionMarkdown} : {};
  return factsOf({...p.schema, ...own}, schemas, p.required);
}

/** The values of an enum, each with its meaning unless it is explained elsewhere. */
export function valuesOf(shown: SchemaNode, explainedElsewhere: boolean): ValuesView {
  const list = (shown.enum ?? []).map((v) => {
    const key = String(v);
    const html = explainedElsewhere ? undefined : shown.enumDescriptions?.[key];
    const markdown = explainedElsewhere ? undefined : shown.enumDescriptionsMarkdown?.[key];
    return {value: formatValue(v), ...(html ? {html} : {}), ...(markdown ? {markdown} : {})};
  });
  return {meanings: !explainedElsewhere && Boolean(shown.enumDescriptions), list};
}

/** A named enum's own entry: its type and constraints, and every value with its meaning. */
export function enumEntryView(schema: SchemaNode, schemas: Schemas): {type: string; constraints: string[]} {
  return {type: typeLabel({...schema, enum: undefined}, schemas), constraints: constraints(schema)};
}

const circularOf = (target: string, schemas: Schemas): CircularView => ({
  target,
  linkable: isObjectLike(schemas[target]),
});

/** A schema as a tree (or, without fields, its facts). */
export function walkSchema(
  node: SchemaNode,
  ctx: WalkContext,
  scope: TreeScope,
  path: string[] = [],
  depth = 0,
  itemsOf = false,
): SchemaView {
  const {node: target} = expand(node, ctx.schemas, path);
  if (!hasChildren(target) && !target.circular) return {kind: 'scalar', facts: factsOf(node, ctx.schemas), itemsOf};
  const body = walkBody(node, ctx, path, depth, scope);
  return {
    kind: 'tree',
    ...(itemsOf ? {itemsOf: typeLabel(node, ctx.schemas)} : {}),
    folds: depth === 0 && bodyFolds(body),
    body,
  };
}

function walkBody(node: SchemaNode, ctx: WalkContext, path: string[], depth: number, scope: TreeScope): BodyView {
  const {schemas} = ctx;
  const {node: target, circular} = expand(node, schemas, path);
  if (circular) return {kind: 'circular', circular: circularOf(circular, schemas)};
  if (target.circular) return {kind: 'circular', circular: circularOf(target.circular, schemas)};
  const nextPath = node.ref ? [...path, node.ref] : path;
  if (target.variants) return {kind: 'variants', variants: walkVariants(target, ctx, nextPath, depth, scope)};
  if (target.type === 'array' && target.items)
    return {kind: 'items', items: walkSchema(target.items, ctx, scope, nextPath, depth, true)};
  if (target.additionalProperties && target.additionalProperties !== true && !target.properties) {
    return {
      kind: 'map',
      label: typeLabel(target.additionalProperties, schemas),
      values: walkSchema(
        target.additionalProperties,
        ctx,
        {...scope, base: fieldAnchor(scope.base, 'value')},
        nextPath,
        depth,
      ),
    };
  }
  return {
    kind: 'fields',
    fields: (target.properties ?? []).map((p) => walkField(p.name, p.schema, p.required, ctx, nextPath, depth, scope)),
  };
}

function walkVariants(
  target: SchemaNode,
  ctx: WalkContext,
  path: string[],
  depth: number,
  scope: TreeScope,
): VariantsView {
  const {schemas} = ctx;
  const {kind, options, discriminator} = target.variants!;
  const views = options.map((opt): VariantView => {
    const value = discriminator && opt.discriminatorValue ? {value: opt.discriminatorValue} : {};
    const named = opt.schema.ref && isObjectLike(schemas[opt.schema.ref]) ? opt.schema.ref : undefined;
    // Named shapes are documented once, in the Schemas section: linked, not expanded again.
    if (named)
      return {
        label: opt.label,
        ...value,
        named,
        ...(opt.schema.description ? {description: opt.schema.description} : {}),
      };
    if (opt.schema.circular) return {label: opt.label, ...value, circular: circularOf(opt.schema.circular, schemas)};
    const view: SchemaView = hasChildren(expand(opt.schema, schemas, path).node)
      ? walkSchema(opt.schema, ctx, {...scope, base: fieldAnchor(scope.base, opt.label)}, path, depth + 1)
      : {kind: 'scalar', facts: factsOf(opt.schema, schemas), itemsOf: false};
    return {label: opt.label, ...value, view};
  });
  return {
    oneOf: kind === 'oneOf',
    ...(discriminator ? {discriminator: discriminator.propertyName} : {}),
    options: views,
    ...(target.properties?.length
      ? {shared: walkSchema({...target, variants: undefined}, ctx, scope, path, depth)}
      : {}),
  };
}

/** "Exactly one of these 2 shapes", "Any of these 3 shapes": a union's lead, on the page and in the twin. */
export const shapesSaid = ({oneOf, options}: VariantsView) =>
  `${oneOf ? 'Exactly one' : 'Any'} of these ${options.length} shapes`;

/** How many fields a folded level holds (said on its summary). */
function fieldCount(node: SchemaNode, schemas: Schemas, path: string[]): number | undefined {
  const {node: target} = expand(node, schemas, path);
  if (target.type === 'array' && target.items) return fieldCount(target.items, schemas, path);
  return target.properties?.length || undefined;
}

function walkField(
  name: string,
  node: SchemaNode,
  required: boolean,
  ctx: WalkContext,
  path: string[],
  depth: number,
  scope: TreeScope,
): FieldView {
  const id = ctx.claim(scope.base, name);
  const facts = factsOf(node, ctx.schemas, required);
  // Named schemas with an entry are not expanded in place: the type links to their one full entry.
  const recursive = !facts.linked && ((node.ref && path.includes(node.ref)) || node.circular);
  if (recursive) return {name, id, facts, circular: circularOf(node.circular ?? node.ref!, ctx.schemas)};
  if (facts.linked || !hasChildren(expand(node, ctx.schemas, path).node)) return {name, id, facts};
  // Levels beyond `scope.open` are folded (still in the HTML, so search indexes them and a field link opens them).
  const body = walkBody(node, ctx, path, depth + 1, {...scope, base: id});
  const count = fieldCount(node, ctx.schemas, path);
  return {name, id, facts, nested: {body, folded: depth + 1 > scope.open, ...(count ? {count} : {})}};
}

/** True when a level inside `body` is folded. */
function bodyFolds(body: BodyView): boolean {
  const viewFolds = (view: SchemaView | undefined): boolean =>
    view?.kind === 'tree' && (view.folds || bodyFolds(view.body));
  switch (body.kind) {
    case 'circular':
      return false;
    case 'items':
      return viewFolds(body.items);
    case 'map':
      return viewFolds(body.values);
    case 'variants':
      return body.variants.options.some((o) => viewFolds(o.view)) || viewFolds(body.variants.shared);
    case 'fields':
      return body.fields.some((f) => f.nested && (f.nested.folded || bodyFolds(f.nested.body)));
  }
}

/** What a call needs: nothing (public), any of some credentials (optional), or one of these alternatives. */
export type CredentialsView =
  {kind: 'public'} | {kind: 'optional'} | {kind: 'required'; alternatives: string[][]} | {kind: 'webhook'};

/** The credentials of an operation, by what the reader sends (`credentials`: scheme key -> header name). */
export function credentialsOf(
  op: Pick<OperationModel, 'kind' | 'security'>,
  credentials: Record<string, string>,
): CredentialsView {
  if (op.kind === 'webhook') return {kind: 'webhook'};
  const alternatives = op.security.filter((alt) => alt.length > 0);
  if (op.security.length === 0 || alternatives.length === 0) return {kind: 'public'};
  if (alternatives.length < op.security.length) return {kind: 'optional'};
  return {kind: 'required', alternatives: alternatives.map((alt) => alt.map((k) => credentials[k] ?? k))};
}

/** Alternatives of credentials in words: `A` and `B` or `C` (`code` writes one header name). */
export function sayAlternatives<T>(alternatives: string[][], code: (name: string) => T): (T | string)[] {
  const parts: (T | string)[] = [];
  alternatives.forEach((alt, i) => {
    if (i > 0) parts.push(' or ');
    alt.forEach((name, j) => parts.push(...(j > 0 ? [' and '] : []), code(name)));
  });
  return parts;
}
