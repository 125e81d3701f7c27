/**
 * Nothing of the restricted section is in a public file of the build: the strings only the provider declares
 * (derived from its own declarations, tests/restricted-strings.ts: its served bundle's operation ids, schema,
 * path and webhook names, codes and description phrases, its credentials and error codes, its rules, its pages'
 * titles and headings; less what a public declaration also has; hundreds) are searched in every file outside
 * the protected set (the section's prefix and the chunks restricted-assets.txt lists): pages, every script
 * chunk, the Try it modules, diagrams, the search index (unpacked), the sitemap, the llms files, the Markdown
 * twins, the MCP file and the sandbox file. tests/unit/sealed-bundles.test.ts checks the published entry points
 * from the sources without a build.
 */
import {describe, expect, it} from 'vitest';
import {builtFiles, leaksIn, readableText, restrictedOnlyStrings} from './restricted-files';
import {PROVIDER_CREDENTIALS} from '../../src/sandbox/resources/provider/credentials';
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
    // The provider's test credentials, its rules' rows ("create an EU access consent").
    for (const value of Object.values(PROVIDER_CREDENTIALS.headers)) expect(strings).toContain(value);
    expect(strings).toContain('create an EU access consent');
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
      // Try it's modules of the public APIs (bundle and validators).
      /^\/sandbox\/browser\/.+\.js$/,
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
