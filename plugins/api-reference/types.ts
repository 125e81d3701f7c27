/** The page model: what the compiler renders for one API. Plain JSON, no functions. */

/** A part's description: as HTML (for the page) and as written (Markdown, for its twin). */
export interface Described {
  description?: string;
  descriptionMarkdown?: string;
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface SchemaVariant {
  label: string;
  schema: SchemaNode;
  /** Value of the discriminator property that selects this shape (mapping key, or the schema name). */
  discriminatorValue?: string;
}

export interface SchemaNode extends Described {
  /** Display type, e.g. "string", "object", "array", "integer". */
  type?: string;
  /** Set when this node points at a named schema in PageModel.schemas. */
  ref?: string;
  title?: string;
  format?: string;
  enum?: unknown[];
  /** HTML per enum value, from `x-enumDescriptions`. */
  enumDescriptions?: Record<string, string>;
  /** The same, as written (Markdown). */
  enumDescriptionsMarkdown?: Record<string, string>;
  const?: unknown;
  default?: unknown;
  example?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  properties?: SchemaProperty[];
  additionalProperties?: SchemaNode | true;
  items?: SchemaNode;
  /** oneOf / anyOf alternatives. */
  variants?: {
    kind: 'oneOf' | 'anyOf';
    options: SchemaVariant[];
    discriminator?: {propertyName: string; mapping?: Record<string, string>};
  };
  /**
   * Set where expanding would loop: the schema refers back to itself through a reference that is
   * not a named component (a deep ref such as #/components/schemas/X/properties/y). The value is the
   * component to point the reader at ("circular: see X").
   */
  circular?: string;
}

export interface ExampleModel {
  name: string;
  summary?: string;
  value: unknown;
}

export interface ParameterModel extends Described {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated?: boolean;
  schema: SchemaNode;
  example?: unknown;
}

export interface MediaModel {
  contentType: string;
  schema?: SchemaNode;
  examples: ExampleModel[];
}

export interface RequestBodyModel extends Described {
  required: boolean;
  /** One entry per media type, in the spec's order; samples use the first. */
  content: MediaModel[];
}

export interface ResponseModel extends Described {
  status: string;
  content: MediaModel[];
  /** Response headers (`in` is always `header`), in the spec's order. */
  headers?: ParameterModel[];
  /** Names of OpenAPI `links` (not rendered; named so the reader knows they exist). */
  links?: string[];
}

export interface CodeSample {
  lang: string;
  label: string;
  code: string;
  /** `code` highlighted at build time (plugins/code-highlight). */
  html: string;
}

export interface OperationModel {
  /** Anchor id of the operation heading (stable deep link). */
  anchor: string;
  operationId?: string;
  kind: 'operation' | 'webhook';
  method: string;
  /** URL path, or the webhook's name for webhooks. */
  path: string;
  summary: string;
  /** Markdown. */
  description?: string;
  deprecated?: boolean;
  /** Each entry is one alternative; each alternative lists the schemes it needs. */
  security: string[][];
  parameters: ParameterModel[];
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
  samples: CodeSample[];
  /** Constructs present in the spec that the page does not render in full (callbacks, ...). */
  unrendered?: string[];
}

export interface TagModel {
  name: string;
  anchor: string;
  /** Markdown. */
  description?: string;
  operations: OperationModel[];
}

export interface SecuritySchemeModel extends Described {
  key: string;
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
}

export interface ServerModel {
  url: string;
  description?: string;
}

export interface ErrorSummary extends Described {
  status: string;
  example?: unknown;
}

export interface PageModel {
  id: string;
  title: string;
  version: string;
  /** Markdown. */
  description?: string;
  servers: ServerModel[];
  securitySchemes: SecuritySchemeModel[];
  tags: TagModel[];
  webhooks: OperationModel[];
  errors: ErrorSummary[];
  schemas: Record<string, SchemaNode>;
}
