/**
 * Nothing of the restricted section is in a public file of the build: the strings only the section uses
 * (derived from the provider spec and the section's pages: operation ids, summaries, schema and webhook
 * names, page titles and headings; hundreds) are searched in every file outside the protected set
 * (the section's prefix and the chunks restricted-assets.txt lists): pages, scripts, diagrams, the search
 * index (unpacked), the sitemap, the llms files and the Markdown twins.
 */
import {describe, expect, it} from 'vitest';
import {builtFiles, leaksIn, readableText, restrictedOnlyStrings} from './restricted-files';

describe('the restricted section leaks into no public file', () => {
  const strings = restrictedOnlyStrings();
  const files = builtFiles();
  const publicFiles = files.filter((f) => !f.isProtected);

  it('has hundreds of strings of its own to look for', () => {
    expect(strings.length).toBeGreaterThan(200);
    // Among them: operation ids, schema names and the section's headings.
    expect(strings.some((s) => /^[a-z]+[A-Z]\w+$/.test(s))).toBe(true);
    expect(strings.some((s) => /^[A-Z][a-z]+[A-Z]\w+$/.test(s))).toBe(true);
    expect(strings.some((s) => s.includes(' '))).toBe(true);
  });

  it('checks every kind of public file: pages, scripts, diagrams, search index, sitemap, llms files, twins, the MCP server', () => {
    const kinds = [
      /\.html$/,
      /^\/assets\/js\//,
      /^\/diagrams\//,
      /^\/pagefind\//,
      /^\/sitemap\.xml$/,
      /^\/llms/,
      /\.md$/,
      // The docs MCP server's single file (its inlined search index is unpacked by tests/e2e/mcp.e2e.ts).
      /^\/mcp\/fernpay-docs-mcp\.mjs$/,
    ];
    for (const kind of kinds)
      expect(
        publicFiles.some((f) => kind.test(f.url)),
        String(kind),
      ).toBe(true);
    expect(files.some((f) => f.isProtected && f.url.startsWith('/assets/'))).toBe(true);
  });

  it('no public file holds any of them', () => {
    const leaks = publicFiles
      .map((f) => ({url: f.url, found: leaksIn(readableText(f.file), strings)}))
      .filter((x) => x.found.length > 0)
      .map((x) => `${x.url}: ${x.found.slice(0, 5).join(', ')}`);
    expect(leaks).toEqual([]);
  });
});
