/**
 * What the rules module (src/rules) adds to every bundled API before it is modelled and served:
 * `{{rule:id}}` in any string becomes the rule's Markdown, and, in an API that declares the shared
 * rate-limit headers (components/headers/RateLimit*: Fernpay's APIs, from their 429 response), every
 * response of every operation declares them too (stated once, in RATE_LIMIT_HEADERS). A description
 * without them (any other valid OpenAPI) is left as it is; `tests/unit/served-specs-rails.test.ts`
 * checks that every served Fernpay API has them on every response.
 */
import {RATE_LIMIT_HEADERS} from '../../src/rules';
import {expandRulePlaceholders} from '../../src/rules/all';
import {METHODS, SpecError, escapePointer} from './resolve';

/** `RateLimit-Remaining` -> `#/components/headers/RateLimitRemaining` (the shared header's component name). */
const headerRef = (name: string) => `#/components/headers/${name.replace(/-/g, '')}`;

/**
 * `sharedHeader(key)` gives the definition of a shared header component (`openapi/shared/headers/<key>.yaml`)
 * for an API whose bundle does not hold it yet (its 429 names another `RateLimit-Remaining`, for example).
 */
export function applyRules(
  bundled: Record<string, unknown>,
  file: string,
  sharedHeader: (key: string) => Record<string, unknown> | undefined = () => undefined,
): void {
  const components = (bundled.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const paths = (bundled.paths ?? {}) as Record<string, Record<string, unknown>>;
  // A Fernpay API declares the shared rate-limit headers on its 429 (RateLimitLimit at least).
  if (components.headers?.RateLimitLimit) addRateLimitHeaders(components, paths, file, sharedHeader);
  expandRulePlaceholders(bundled, (pointer, message) => {
    throw new SpecError(message, file, pointer);
  });
}

function addRateLimitHeaders(
  components: Record<string, Record<string, unknown> | undefined>,
  paths: Record<string, Record<string, unknown>>,
  file: string,
  sharedHeader: (key: string) => Record<string, unknown> | undefined,
): void {
  const headers = components.headers!;
  for (const name of RATE_LIMIT_HEADERS) {
    const key = name.replace(/-/g, '');
    headers[key] ??= sharedHeader(key);
    if (!headers[key])
      throw new SpecError(
        `no definition of the shared header ${key} (openapi/shared/headers/${key}.yaml)`,
        file,
        '/components/headers',
      );
  }
  // Components in name order, as the bundler writes them.
  components.headers = Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)));
  const done = new Set<object>();
  for (const [p, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item?.[method] as {responses?: Record<string, unknown>} | undefined;
      if (!op?.responses) continue;
      for (const [status, value] of Object.entries(op.responses)) {
        let response = value as {$ref?: string; headers?: Record<string, unknown>};
        if (typeof response.$ref === 'string') {
          const name = response.$ref.replace('#/components/responses/', '');
          response = components.responses?.[name] as typeof response;
          if (!response)
            throw new SpecError(
              `response ${value && (value as {$ref: string}).$ref} does not resolve`,
              file,
              `/paths/${escapePointer(p)}/${method}/responses/${status}`,
            );
        }
        if (done.has(response)) continue;
        done.add(response);
        response.headers ??= {};
        for (const name of RATE_LIMIT_HEADERS) response.headers[name] ??= {$ref: headerRef(name)};
      }
    }
  }
}
