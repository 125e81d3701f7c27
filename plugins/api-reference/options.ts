/** Options of the API reference plugin and its remark step (one object, set once in docusaurus.config.ts). */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {Download} from './emit';

export type ApiReferenceOptions = {
  /** Redocly config listing one API per reference page (`apis:`), relative to the site directory. */
  configFile: string;
  /**
   * Restricted APIs: API id -> route prefix (e.g. {provider: '/provider'}). Their downloads and
   * fragments are served under that prefix only, and their pages' static HTML never holds the
   * reference (it is fetched after the page unlocks).
   */
  restricted: Record<string, string>;
};

export const DEFAULT_OPTIONS: ApiReferenceOptions = {configFile: 'openapi/redocly.yaml', restricted: {}};

export const schema = Joi.object<ApiReferenceOptions>({
  configFile: Joi.string().default(DEFAULT_OPTIONS.configFile),
  restricted: Joi.object()
    .pattern(Joi.string(), Joi.string().pattern(/^\/[^?#]*[^/?#]$/, 'route prefix without trailing slash'))
    .default({}),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<Partial<ApiReferenceOptions> | undefined, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(schema, options ?? {});
}

/** Absolute config path (the one place it is resolved). */
export function configPath(options: ApiReferenceOptions, siteDir = process.cwd()): string {
  return path.resolve(siteDir, options.configFile);
}

/** Where an API's files are served: /openapi/<id>.* or, restricted, <prefix>/openapi/<id>.* (YAML, JSON, Postman collection, fragments, samples) */
export function servedFiles(
  options: ApiReferenceOptions,
  id: string,
): {
  dir: string;
  yaml: string;
  json: string;
  postman: string;
  fragments: string;
  samples: string;
  /** The reference's search records (plugins/api-reference/search.ts), read by scripts/search-index.mjs. */
  search: string;
  downloads: Download[];
} {
  const dir = `${options.restricted[id] ?? ''}/openapi`;
  const file = (ext: string) => `${dir}/${id}.${ext}`;
  return {
    dir,
    yaml: file('yaml'),
    json: file('json'),
    postman: file('postman.json'),
    fragments: file('fragments.json'),
    samples: file('samples.json'),
    search: file('search.json'),
    downloads: [
      {label: 'YAML', href: file('yaml'), format: 'yaml'},
      {label: 'JSON', href: file('json'), format: 'json'},
      {label: 'Postman collection', href: file('postman.json'), format: 'postman'},
    ],
  };
}

/** A merged download: every public API of one audience in one description (merge.ts). */
export interface MergedDownload {
  /** `toolkit`, `partner`: the prefix of the API ids it holds. */
  name: string;
  title: string;
  summary: string;
  /** The API ids it holds, in the config's order. */
  ids: string[];
  yaml: string;
  json: string;
}

const FAMILIES = [
  {
    name: 'toolkit',
    title: 'Fernpay Toolkit API',
    summary:
      "Every API a merchant's server calls: payments, customers, inventory, invoices, orders, shipping and suppliers.",
  },
  {
    name: 'partner',
    title: 'Fernpay Partner API',
    summary: 'Every API a partner calls to onboard merchant companies and take payments on their behalf.',
  },
];

/** The merged downloads of the given API ids: /openapi/toolkit.* and /openapi/partner.*, never a restricted API. */
export function mergedDownloads(options: ApiReferenceOptions, ids: string[]): MergedDownload[] {
  return FAMILIES.map((family) => ({
    ...family,
    ids: ids.filter((id) => id.startsWith(`${family.name}-`) && !(id in options.restricted)),
    yaml: `/openapi/${family.name}.yaml`,
    json: `/openapi/${family.name}.json`,
  })).filter((family) => family.ids.length > 0);
}
