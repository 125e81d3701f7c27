/**
 * Nothing of the restricted section is in a public file of the build: the strings only the section uses
 * (derived from the provider spec and the section's pages: operation ids, summaries, schema and webhook
 * names, page titles and headings; hundreds) are searched in every file outside the protected set
 * (the section's prefix and the chunks restricted-assets.txt lists): pages, scripts, diagrams, the search
 * index (unpacked), the sitemap, the llms files and the Markdown twins.
 */
import {describe, expect, it} from 'vitest';
import {builtFiles, leaksIn, readableText, restrictedOnlyStrings} from './restricted-files';
import {isRestrictedPath} from '../../src/restricted';
import {RESTRICTED_SANDBOX_FILE_PATH, SANDBOX_FILE_PATH} from '../../src/shared/sandbox';

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

  it('checks every kind of public file: pages, scripts, diagrams, search index, sitemap, llms files, twins, the MCP server, the sandbox', () => {
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
      // The local sandbox's single file (the Toolkit and Partner APIs' bundles inlined).
      /^\/sandbox\/fernpay-sandbox\.mjs$/,
    ];
    for (const kind of kinds)
      expect(
        publicFiles.some((f) => kind.test(f.url)),
        String(kind),
      ).toBe(true);
    expect(files.some((f) => f.isProtected && f.url.startsWith('/assets/'))).toBe(true);
  });

  it("protects the provider section's sandbox file as every file under the prefix, and not the public one", () => {
    const file = (url: string) => files.find((f) => f.url === url);
    expect(file(RESTRICTED_SANDBOX_FILE_PATH)?.isProtected).toBe(true);
    expect(isRestrictedPath(RESTRICTED_SANDBOX_FILE_PATH)).toBe(true);
    expect(file(SANDBOX_FILE_PATH)?.isProtected).toBe(false);
    // The provider file holds the provider API's bundle: the strings the public one must not hold.
    expect(leaksIn(readableText(file(RESTRICTED_SANDBOX_FILE_PATH)!.file), strings).length).toBeGreaterThan(50);
  });

  it('no public file holds any of them', () => {
    const leaks = publicFiles
      .map((f) => ({url: f.url, found: leaksIn(readableText(f.file), strings)}))
      .filter((x) => x.found.length > 0)
      .map((x) => `${x.url}: ${x.found.slice(0, 5).join(', ')}`);
    expect(leaks).toEqual([]);
  });
});
