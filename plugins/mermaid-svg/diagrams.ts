/**
 * Shared by the remark plugin (build) and scripts/render-diagrams.mjs (renders missing SVGs).
 * A diagram is stored as static/diagrams/<hash>-light.svg and -dark.svg, where the hash
 * covers the source and RENDER_VERSION, so editing a diagram renders it anew.
 */
import {createHash} from 'node:crypto';

export const RENDER_VERSION = 'mermaid11-v1';
export const DIAGRAM_DIR = 'static/diagrams';
export const THEMES = ['light', 'dark'] as const;

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
