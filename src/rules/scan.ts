/**
 * Finds rules written out by hand: sentences of a page or an OpenAPI description that state a rule's
 * figures (as `TOPICS` recognises them) instead of showing the rule (`<Rule id>` / `{{rule:id}}`).
 * Pure: the test feeds it the sources.
 */
import {TOPICS, type TopicId} from './rules';
import {escapePointer} from '../shared/json-pointer';

export interface TextUnit {
  /** Where the text is, e.g. `docs/api-conventions.mdx:42` or `openapi/x.yaml#/paths/~1a/post/description`. */
  where: string;
  text: string;
}

export interface Finding {
  where: string;
  topic: TopicId;
  sentence: string;
}

/** `<Rule id="x" />` in a page (block or inline); `{{rule:x}}` in an OpenAPI string. */
export const RULE_TAG = /<Rule\s+id=(?:"([^"]+)"|'([^']+)'|\{["']([^"']+)["']\})\s*\/>/g;
export const RULE_PLACEHOLDER = /\{\{rule:([a-z0-9-]+)\}\}/g;

/** Sentences of a paragraph (a table row stays one unit). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z`*[(_"])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function findRetypedRules(units: TextUnit[]): Finding[] {
  const findings: Finding[] = [];
  for (const unit of units) {
    const text = unit.text.replace(RULE_TAG, ' ').replace(RULE_PLACEHOLDER, ' ');
    for (const sentence of sentences(text)) {
      for (const [topic, {detectors}] of Object.entries(TOPICS) as [TopicId, (typeof TOPICS)[TopicId]][]) {
        if (detectors.some((d) => d.pattern.test(sentence) && (!d.context || d.context.test(sentence)))) {
          findings.push({
            where: unit.where,
            topic,
            sentence: sentence.length > 220 ? `${sentence.slice(0, 217)}...` : sentence,
          });
        }
      }
    }
  }
  return findings;
}

/**
 * The prose of an MDX page, a unit per line: front matter values, paragraphs, list items, table rows,
 * and the text of Mermaid diagrams (their labels are read too); other code blocks, imports and
 * comments are left out.
 */
export function mdxUnits(source: string, file: string): TextUnit[] {
  const units: TextUnit[] = [];
  let fence: string | undefined;
  let keep = false;
  source.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const open = /^\s*(`{3,}|~{3,})\s*(\S*)/.exec(line);
    if (fence) {
      if (open && open[1].startsWith(fence) && !open[2]) fence = undefined;
      else if (keep) units.push({where, text: line});
      return;
    }
    if (open) {
      fence = open[1];
      keep = open[2] === 'mermaid';
      return;
    }
    if (/^\s*(import|export)\s/.test(line) || /^\s*\{\/\*.*\*\/\}\s*$/.test(line)) return;
    if (line.trim()) units.push({where, text: line});
  });
  return units;
}

/** Every `description`, `summary` and `title` string of a parsed OpenAPI (or part), with its JSON pointer. */
export function openApiUnits(doc: unknown, file: string): TextUnit[] {
  const units: TextUnit[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${pointer}/${i}`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const next = `${pointer}/${escapePointer(key)}`;
        if (typeof v === 'string' && (key === 'description' || key === 'summary' || key === 'title'))
          units.push({where: `${file}#${next}`, text: v});
        else walk(v, next);
      }
    }
  };
  walk(doc, '');
  return units;
}
