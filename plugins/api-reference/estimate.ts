/**
 * The height of each reference entry (`.api-block`), estimated at build time from its HTML, for the three
 * ways the page lays it out: narrow (a phone, one column), medium (one column on a wider screen) and wide
 * (two columns). The page sizes off-screen entries from these (`contain-intrinsic-size`), so the scrollbar
 * and a #link computed from them are right before the entries are laid out. Pure: no I/O, no DOM.
 *
 * The estimate is linear in what the entry shows: its visible text (characters outside code), fields,
 * code lines (each block's first 16: code scrolls beyond), fold summaries, and paragraphs/list items/
 * table rows/subheadings. "Visible" as the page first shows it: not inside a closed <details> (other than
 * its summary) nor a hidden tab panel. The coefficients were fitted to the heights Chromium lays the
 * entries of four references out at (369 entries: partner single and recurring payments, toolkit single
 * payments, provider) at 390, 1,280 and 1,440 px: median error 1–2 % for an operation or webhook, 3–4 % for
 * a schema, 4–5 % for a tag; an introduction section (tables, lists) 10–35 %. A desktop browser then
 * measures the real heights (src/components/ApiReference/blockSizes.ts); a phone keeps these.
 * `node scripts/entry-sizes.mjs` (on a build) prints the errors and the best coefficients again.
 */

export interface EntryFeatures {
  /** Characters of visible text outside code. */
  chars: number;
  /** Visible fields (`li.api-field`). */
  fields: number;
  /** Visible code lines, at most 16 per code block. */
  lines: number;
  /** Visible <summary> elements (folds, collapsed responses). */
  summaries: number;
  /** Visible paragraphs, list items other than fields, table rows and h4 subheadings. */
  paras: number;
}

export type EntryKind = 'operation' | 'webhook' | 'schema' | 'tag' | 'intro';
export type EntryLayout = 'narrow' | 'medium' | 'wide';

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z]+);/gi;
const TOKEN = /<(\/?)([a-z][a-z0-9]*)([^>]*)>|([^<]+)/gi;
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr']);
const CODE_LINES_SHOWN = 16;

interface Open {
  tag: string;
  /** This element and everything in it is not shown. */
  hidden: boolean;
  /** A closed <details>: only its <summary> child is shown. */
  closedDetails: boolean;
  /** The zone (api-op-head, api-op-main, api-op-aside) this element opens, if any. */
  zone?: string;
}

const empty = (): EntryFeatures => ({chars: 0, fields: 0, lines: 0, summaries: 0, paras: 0});

/**
 * What an entry shows, from its HTML (as render.ts and emit.ts write it), in total and per zone of an
 * operation (`head`, `main`, `aside`).
 */
export function entryFeatures(html: string): {all: EntryFeatures; zones: Record<string, EntryFeatures>} {
  const all = empty();
  const zones: Record<string, EntryFeatures> = {};
  const stack: Open[] = [];
  let pre: {text: string} | undefined;
  const add = (key: keyof EntryFeatures, n: number) => {
    all[key] += n;
    const zone = [...stack].reverse().find((o) => o.zone)?.zone;
    if (zone) (zones[zone] ??= empty())[key] += n;
  };
  for (const m of html.matchAll(TOKEN)) {
    const [, closing, rawTag, attrs = '', textPart] = m;
    const hiddenHere = stack.length > 0 && stack[stack.length - 1].hidden;
    if (textPart !== undefined) {
      if (pre) pre.text += textPart.replace(ENTITY, 'x');
      else if (!hiddenHere) add('chars', textPart.replace(ENTITY, 'x').trim().length);
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      // Close up to the matching element (the HTML is well formed; this only guards the count).
      const at = stack.map((o) => o.tag).lastIndexOf(tag);
      if (at < 0) continue;
      const [closed] = stack.splice(at);
      if (tag === 'pre' && pre) {
        if (!closed.hidden) add('lines', Math.min(CODE_LINES_SHOWN, pre.text.replace(/\n$/, '').split('\n').length));
        pre = undefined;
      }
      continue;
    }
    if (VOID.has(tag) || attrs.trimEnd().endsWith('/')) continue;
    const parent = stack[stack.length - 1];
    const cls = /\sclass="([^"]*)"/.exec(attrs)?.[1] ?? /\sclass=([^\s>"]+)/.exec(attrs)?.[1] ?? '';
    const hidden =
      Boolean(parent?.hidden) ||
      /\shidden(\s|=|$)/.test(attrs) ||
      (Boolean(parent?.closedDetails) && tag !== 'summary');
    const zone = /\bapi-op-(head|main|aside)\b/.exec(cls)?.[1];
    stack.push({tag, hidden, closedDetails: tag === 'details' && !/\sopen(\s|=|$)/.test(attrs), zone});
    if (hidden) continue;
    if (tag === 'pre') pre = {text: ''};
    else if (tag === 'summary') add('summaries', 1);
    else if (tag === 'li' && /\bapi-field\b/.test(cls)) add('fields', 1);
    else if (tag === 'p' || tag === 'li' || tag === 'tr' || tag === 'h4') add('paras', 1);
  }
  return {all, zones};
}

/** [chars, fields, lines, summaries, paras, constant] per kind and layout (see the file's comment). */
const COEFFICIENTS: Record<EntryLayout, Record<EntryKind, readonly number[]>> = {
  narrow: {
    operation: [0.67, 46.15, 22.94, 22.56, 12.3, 520.35],
    webhook: [0.74, -0.83, -2.67, -0.33, 77.48, -0.17],
    schema: [0.64, 52.42, 0, -0.11, 10.89, 61.15],
    tag: [0.69, 0, 0, 0, 35.74, 35.74],
    intro: [1.2, 0, 0, 0, 19.67, -23.53],
  },
  medium: {
    operation: [0.31, 65.66, 21.16, 31.66, 18.63, 406.96],
    webhook: [0.27, 23.41, 74.9, 9.36, 13.49, 4.68],
    schema: [0.27, 68.85, 0, 13.35, 16.87, 66.58],
    tag: [0.27, 0, 0, 0, 36.7, 36.7],
    intro: [0.42, 0, 0, 0, 70.5, -38.71],
  },
  // Two columns: the head and main column (the aside, sticky and at most a screen tall, rarely decides).
  wide: {
    operation: [0.41, 56.2, 27.25, 22.2, 17.33, 385.78],
    webhook: [0.37, 83.04, 0, 33.22, 30, 16.61],
    schema: [0.16, 80.66, 0, 10.85, 21.16, 62.77],
    tag: [0.25, 0, 0, 0, 35.51, 35.51],
    intro: [0.28, 0, 0, 0, 53.66, -24.5],
  },
};

const dot = (f: EntryFeatures, c: readonly number[]) =>
  f.chars * c[0] + f.fields * c[1] + f.lines * c[2] + f.summaries * c[3] + f.paras * c[4] + c[5];

/** Estimated height (px) of an entry's content in each layout. */
export function estimateEntry(kind: EntryKind, html: string): Record<EntryLayout, number> {
  const {all, zones} = entryFeatures(html);
  const left = empty();
  for (const zone of [zones.head, zones.main])
    if (zone) for (const k of Object.keys(left) as (keyof EntryFeatures)[]) left[k] += zone[k];
  const wideFeatures = kind === 'operation' || kind === 'webhook' ? left : all;
  const at = (layout: EntryLayout, f: EntryFeatures) => Math.max(40, Math.round(dot(f, COEFFICIENTS[layout][kind])));
  return {narrow: at('narrow', all), medium: at('medium', all), wide: at('wide', wideFeatures)};
}
