/**
 * Shared by the remark plugin (build) and scripts/render-diagrams.mjs (renders missing SVGs).
 * A diagram is stored as <dir>/<hash>-light.svg and -dark.svg, where the hash covers the source and
 * RENDER_VERSION, so editing a diagram renders it anew. Public pages' diagrams live in static/diagrams/
 * (served at /diagrams/); the restricted section's in static/<prefix>/diagrams/ (served under its prefix,
 * where a host protects it with the rest of the section: src/restricted.ts).
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {RESTRICTED} from '../../src/restricted';

export const RENDER_VERSION = 'mermaid11-v1';
export const THEMES = ['light', 'dark'] as const;

/** The content folder of the restricted section's pages (its docs plugin instance). */
const RESTRICTED_CONTENT = `docs-${RESTRICTED.docsPluginId}`;

/** Where the diagrams of a page's source file are stored (`dir`, under the site) and served (`url`). */
export function diagramLocation(sourceFile: string, siteDir = process.cwd()): {dir: string; url: string} {
  const rel = path.relative(siteDir, path.resolve(siteDir, sourceFile)).split(path.sep).join('/');
  return rel.startsWith(`${RESTRICTED_CONTENT}/`)
    ? {dir: `static${RESTRICTED.prefix}/diagrams`, url: `${RESTRICTED.prefix}/diagrams`}
    : {dir: 'static/diagrams', url: '/diagrams'};
}

export function diagramHash(source: string): string {
  return createHash('sha256').update(`${RENDER_VERSION}\n${source.trim()}`).digest('hex').slice(0, 16);
}

export function diagramFile(hash: string, theme: (typeof THEMES)[number]): string {
  return `${hash}-${theme}.svg`;
}

/** Text alternative from the diagram's own accTitle / accDescr lines. */
export function diagramAlt(source: string): string {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1]?.trim();
  const descr = /^\s*accDescr\s*:\s*(.+)$/m.exec(source)?.[1]?.trim();
  return [title, descr].filter(Boolean).join('. ') || 'Diagram';
}

/** Every ```mermaid block in a Markdown/MDX source. */
export function findMermaidBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const re = /^(```+|~~~+)mermaid[^\n]*\n([\s\S]*?)^\1\s*$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(markdown))) blocks.push(m[2]);
  return blocks;
}

/** Natural size of a rendered SVG, from its viewBox (rounded up to whole pixels). */
export function svgSize(svg: string): {width: number; height: number} | undefined {
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return box ? {width: Math.ceil(Number(box[1])), height: Math.ceil(Number(box[2]))} : undefined;
}
