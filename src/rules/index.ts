/**
 * Fernpay's documented behaviour, stated once: constants, the rules written from them, the
 * working-day calendar, and how a page or spec shows a rule. Read by the pages (plugins/rules), the
 * OpenAPI compiler (plugins/api-reference/compile.ts), the Markdown twins and the tests.
 */
export * from './constants';
export * from './calendar';
export {
  RULES,
  TOPICS,
  ruleMarkdown,
  isRuleId,
  WORKING_DAY_EXAMPLE,
  type RuleId,
  type Rule,
  type TopicId,
} from './rules';
export {
  API_PAGES,
  KEYED,
  KEY_BEING_ADDED,
  RETRY_SAFETY,
  operationAnchor,
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
import {RULE_PLACEHOLDER, RULE_TAG} from './scan';
import {escapePointer} from '../shared/json-pointer';
import {ruleMarkdown} from './rules';

/** Replaces every `<Rule id="…" />` of a Markdown/MDX text with the rule's Markdown. */
export function expandRuleTags(text: string): string {
  return text.replace(RULE_TAG, (_, a?: string, b?: string, c?: string) => ruleMarkdown((a ?? b ?? c)!));
}

/**
 * Replaces `{{rule:id}}` in every string of an OpenAPI document, in place. `onError` gets the JSON
 * pointer of a string naming an unknown rule.
 */
export function expandRulePlaceholders(doc: unknown, onError: (pointer: string, message: string) => never): void {
  const walk = (value: unknown, pointer: string): unknown => {
    if (typeof value === 'string') {
      if (!value.includes('{{rule:')) return value;
      return value.replace(RULE_PLACEHOLDER, (_, id: string) => {
        try {
          return ruleMarkdown(id);
        } catch (error) {
          return onError(pointer, (error as Error).message);
        }
      });
    }
    if (Array.isArray(value)) value.forEach((v, i) => (value[i] = walk(v, `${pointer}/${i}`)));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = walk(record[key], `${pointer}/${escapePointer(key)}`);
    }
    return value;
  };
  walk(doc, '');
}
