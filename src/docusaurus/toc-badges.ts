/**
 * Remark step after Docusaurus' own (plugins/markdown-steps.ts): the method badges remarkApiReference left on the
 * file (`file.data.tocBadges`) go in front of their entries' `value` in the `export const toc = [{value, id, level}]`
 * estree that @docusaurus/mdx-loader's toc step (lib/remark/toc) appended. No export, or no entry for a badge, fails
 * the build naming the page and the ids, so a Docusaurus change cannot drop the badges silently.
 */
import type {Root} from 'mdast';
import {escapeHtml, TOC_METHOD_CLASS} from '../shared/api-reference';
import {NO_OPTIONS, validateStepOptions} from '../../plugins/step-options';

/** The badge of heading `id`'s entry: `GET`, `POST`, ... or `EVENT` (a webhook). */
export type TocBadge = {id: string; label: string};
type Literal = {value?: unknown; name?: string};
type Entry = {properties?: {key: Literal; value: Literal}[]};
type Toc = {declaration?: {declarations?: {id: Literal; init?: {elements?: Entry[]}}[]} | null};

const field = (entry: Entry, name: string) =>
  entry.properties?.find((p) => (p.key.value ?? p.key.name) === name)?.value;

export default function remarkTocBadges(options?: unknown) {
  validateStepOptions('remarkTocBadges', NO_OPTIONS, options);
  return (tree: Root, file: {path?: string; data: {tocBadges?: TocBadge[]}}) => {
    const badges = new Map(file.data.tocBadges?.map((b) => [b.id, b.label]));
    if (badges.size === 0) return;
    for (const node of tree.children as {type: string; data?: {estree?: {body: Toc[]}}}[]) {
      const toc = node.type === 'mdxjsEsm' ? node.data?.estree?.body[0]?.declaration?.declarations?.[0] : undefined;
      for (const entry of toc?.id.name === 'toc' ? (toc.init?.elements ?? []) : []) {
        const [id, value] = [String(field(entry, 'id')?.value), field(entry, 'value')];
        const label = badges.get(id);
        if (label === undefined || typeof value?.value !== 'string') continue;
        const badge = `<span class="${TOC_METHOD_CLASS} api-method api-method--${escapeHtml(label.toLowerCase())}">`;
        value.value = `${badge}${escapeHtml(label)}</span> ${value.value}`;
        badges.delete(id);
      }
    }
    if (badges.size > 0)
      throw new Error(
        `${file.path ?? 'MDX file'}: no table-of-contents entry (Docusaurus' \`export const toc\`) for the method badge of #${[...badges.keys()].join(', #')} (src/docusaurus/toc-badges.ts)`,
      );
  };
}
