import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  diagramAlt,
  diagramFile,
  diagramHash,
  diagramLocation,
  findMermaidBlocks,
} from '../../plugins/mermaid-svg/diagrams';

describe('mermaid diagrams', () => {
  const md =
    'Intro\n\n```mermaid\nstateDiagram-v2\n  accTitle: Payment lifecycle\n  accDescr: From draft to paid\n  [*] --> draft\n```\n\n```js\nx\n```\n';
  it('finds mermaid blocks only', () => {
    expect(findMermaidBlocks(md)).toEqual([
      'stateDiagram-v2\n  accTitle: Payment lifecycle\n  accDescr: From draft to paid\n  [*] --> draft\n',
    ]);
  });
  it('hashes stably and ignores surrounding whitespace', () => {
    expect(diagramHash('a --> b')).toBe(diagramHash('\na --> b\n'));
    expect(diagramHash('a --> b')).not.toBe(diagramHash('a --> c'));
    expect(diagramFile('abc', 'dark')).toBe('abc-dark.svg');
  });
  it('builds the text alternative from accTitle and accDescr', () => {
    expect(diagramAlt(findMermaidBlocks(md)[0])).toBe('Payment lifecycle. From draft to paid');
    expect(diagramAlt('graph TD; a-->b')).toBe('Diagram');
  });
  it("has a committed light and dark SVG for every diagram, the restricted section's under its prefix", () => {
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, {withFileTypes: true})
        .flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
        );
    const pages = [...walk('docs'), ...walk('docs-provider')];
    let restricted = 0;
    for (const page of pages) {
      const {dir, url} = diagramLocation(page);
      if (page.startsWith('docs-provider')) {
        expect(dir).toBe('static/provider/diagrams');
        expect(url).toBe('/provider/diagrams');
      } else expect(url).toBe('/diagrams');
      for (const b of findMermaidBlocks(fs.readFileSync(page, 'utf8'))) {
        if (page.startsWith('docs-provider')) restricted += 1;
        for (const theme of ['light', 'dark'] as const) {
          const file = path.join(dir, diagramFile(diagramHash(b), theme));
          expect(fs.existsSync(file), file).toBe(true);
          expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
        }
      }
    }
    expect(restricted).toBeGreaterThan(5);
  });
});
