/**
 * Fernpay's documented behaviour, stated once: constants, the public rules written from them, the
 * working-day calendar, and how a page or spec shows a rule. What the engine, Try it and every public file
 * import: nothing of the provider's own rules (provider.ts). Build-time code that expands a rule of either
 * audience (the pages, the OpenAPI compiler, the Markdown twins) reads all.ts.
 */
export * from './constants';
export * from './calendar';
export {RULES, TOPICS, WORKING_DAY_EXAMPLE, type Rule, type TopicId} from './rules';
export {
  API_PAGES,
  KEYED,
  KEY_BEING_ADDED,
  RETRY_SAFETY,
  operationAnchor,
  type KeyedCalls,
  type RetryTable,
  retryCheck,
  retryEffect,
  type ApiId,
  type RetryEntry,
  type RetryKind,
} from './retry-safety';
export {referenceRoutes} from './api-pages';
export {
  RULE_TAG,
  RULE_PLACEHOLDER,
  findRetypedRules,
  mdxUnits,
  openApiUnits,
  type Finding,
  type TextUnit,
} from './scan';
