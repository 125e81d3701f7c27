/**
 * Remark plugin: a ```mermaid block becomes <MermaidDiagram> showing pre-rendered SVG
 * files (light and dark), so pages with diagrams ship no Mermaid JavaScript.
 * The SVGs are rendered by `npm run diagrams` (part of `npm run build`) and committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {diagramAlt, diagramFile, diagramHash, diagramLocation, svgSize} from './diagrams';
import {NO_OPTIONS, validateStepOptions} from '../step-options';

export default function remarkMermaidSvg(options?: unknown) {
  validateStepOptions('remarkMermaidSvg', NO_OPTIONS, options);
  return async (tree: Root, file: {path?: string}) => {
    const {visit} = await import('unist-util-visit');
    // Diagrams of the restricted section are served under its prefix (diagrams.ts).
    const {dir, url} = diagramLocation(file.path ?? '');
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const hash = diagramHash(node.value);
      for (const theme of ['light', 'dark'] as const) {
        const svg = path.resolve(dir, diagramFile(hash, theme));
        if (!fs.existsSync(svg)) {
          throw new Error(
            `${file.path ?? 'MDX file'}: the mermaid diagram at line ${node.position?.start.line ?? '?'} has no rendered SVG (${path.relative(process.cwd(), svg)}). Run \`npm run diagrams\`.`,
          );
        }
      }
      const size = svgSize(fs.readFileSync(path.resolve(dir, diagramFile(hash, 'light')), 'utf8'));
      parent.children.splice(index, 1, {
        type: 'mdxJsxFlowElement',
        name: 'MermaidDiagram',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'light', value: `${url}/${diagramFile(hash, 'light')}`},
          {type: 'mdxJsxAttribute', name: 'dark', value: `${url}/${diagramFile(hash, 'dark')}`},
          {type: 'mdxJsxAttribute', name: 'alt', value: diagramAlt(node.value)},
          ...(size
            ? [
                {type: 'mdxJsxAttribute', name: 'width', value: String(size.width)},
                {type: 'mdxJsxAttribute', name: 'height', value: String(size.height)},
              ]
            : []),
        ],
        children: [],
      } as never);
    });
  };
}
