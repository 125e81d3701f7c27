/**
 * Remark step after Docusaurus' own (plugins/markdown-steps.ts, `remarkPlugins`): an API reference's method
 * badges go into the table of contents only. remarkApiReference leaves them on the page's file
 * (`file.data.tocBadges`); Docusaurus' toc step (@docusaurus/mdx-loader, lib/remark/toc) has by then appended
 * `export const toc = [{value, id, level}, ...]` to the tree as an estree (`valueToEstree`), and the entry of
 * each recorded heading id gets `<span class="api-toc-method api-method api-method--post">POST</span> ` in
 * front of its `value` (the entry's HTML). Without that export, or without an entry for a recorded id, the
 * build fails naming the page and the ids: a Docusaurus change cannot drop the badges silently.
 */
import type {Root} from 'mdast';
import {escapeHtml, TOC_METHOD_CLASS} from '../shared/api-reference';
import {NO_OPTIONS, validateStepOptions} from '../../plugins/step-options';

/** The badge of heading `id`'s table-of-contents entry: `GET`, `POST`, ... or `EVENT` (a webhook). */
export interface TocBadge {
  id: string;
  label: string;
}
/** What this step reads on the page's file. */
export interface TocBadgeFileData {
  tocBadges?: TocBadge[];
}

type Literal = {type: string; value?: unknown; name?: string; raw?: string};
type TocEntry = {type: string; properties?: {key: Literal; value: Literal}[]};
type Declaration = {declarations?: {id: Literal; init?: {type: string; elements: TocEntry[]}}[]};
type EsmNode = {type: string; data?: {estree?: {body: {declaration?: Declaration | null}[]}}};

const field = (entry: TocEntry, name: string) =>
  entry.properties?.find((p) => (p.key.value ?? p.key.name) === name)?.value;

export default function remarkTocBadges(options?: unknown) {
  validateStepOptions('remarkTocBadges', NO_OPTIONS, options);
  return (tree: Root, file: {path?: string; data: TocBadgeFileData}) => {
    const badges = new Map(file.data.tocBadges?.map((b) => [b.id, b.label]));
    if (badges.size === 0) return;
    const entries = (tree.children as EsmNode[]).flatMap((node) => {
      const toc = node.type === 'mdxjsEsm' ? node.data?.estree?.body[0]?.declaration?.declarations?.[0] : undefined;
      return toc?.id.name === 'toc' && toc.init?.type === 'ArrayExpression' ? toc.init.elements : [];
    });
    for (const entry of entries) {
      const id = String(field(entry, 'id')?.value);
      const [value, label] = [field(entry, 'value'), badges.get(id)];
      if (label === undefined || typeof value?.value !== 'string') continue;
      const modifier = escapeHtml(label.toLowerCase());
      value.value = `<span class="${TOC_METHOD_CLASS} api-method api-method--${modifier}">${escapeHtml(label)}</span> ${value.value}`;
      delete value.raw;
      badges.delete(id);
    }
    if (badges.size > 0)
      throw new Error(
        `${file.path ?? 'MDX file'}: no table-of-contents entry (Docusaurus' \`export const toc\`) for the method badge of #${[...badges.keys()].join(', #')} (src/docusaurus/toc-badges.ts)`,
      );
  };
}
