/**
 * Every rule of both audiences, for build-time code only (plugins/rules, the OpenAPI compiler, the Markdown
 * twins, the agents' instructions): the public rules (rules.ts) and the provider's (provider.ts), looked up by
 * id. No public file imports this: the engine, Try it and the published files import ./index. Pure.
 */
import {RULES} from './rules';
import {PROVIDER_RULES} from './provider';
import {KEYED, RETRY_SAFETY} from './retry-safety';
import {PROVIDER_KEYED, PROVIDER_RETRY_SAFETY} from './retry-safety-provider';
import {RULE_PLACEHOLDER, RULE_TAG} from './scan';
import {escapePointer} from '../shared/json-pointer';

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

export const ALL_RULES = {...RULES, ...PROVIDER_RULES};

export type RuleId = keyof typeof ALL_RULES;

export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(ALL_RULES, id);
}

/** The Markdown of one rule; an unknown id is an error naming it and the known ones. */
export function ruleMarkdown(id: string): string {
  if (!isRuleId(id)) throw new Error(`unknown rule "${id}" (known: ${Object.keys(ALL_RULES).join(', ')})`);
  return ALL_RULES[id].markdown;
}

/** Every API's retry rows and every family's keyed calls. */
export const ALL_RETRY_SAFETY = {...RETRY_SAFETY, ...PROVIDER_RETRY_SAFETY};
export const ALL_KEYED = {...KEYED, ...PROVIDER_KEYED};
