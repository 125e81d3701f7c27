/**
 * Which page embeds which API: the docs (every instance) and MDX pages Docusaurus loaded, and the
 * `<ApiReference id="…" />` each one's source holds (a literal id on its own line, as remark.ts requires).
 * Read from the plugins' loaded content, so it holds in a warm build that compiles no page again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {loadedDocs, loadedPages} from '../../src/docusaurus/build';

/** The API ids an MDX source embeds, in order. */
export function embeddedApis(source: string): string[] {
  return [...source.matchAll(/^<ApiReference\s+id="([^"]+)"/gm)].map((m) => m[1]);
}

/** API id -> route of the page that embeds it. */
export async function referencePages(
  allContent: Record<string, Record<string, unknown> | undefined>,
  siteDir: string,
): Promise<Map<string, string>> {
  const sources = [
    ...Object.keys(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(
      (instance) => loadedDocs(allContent, instance).docs,
    ),
    ...loadedPages(allContent).filter((p) => p.type === 'mdx'),
  ];
  const pages = new Map<string, string>();
  for (const {source, permalink} of sources) {
    const text = await fs.readFile(path.join(siteDir, source.replace(/^@site\//, '')), 'utf8');
    for (const id of embeddedApis(text)) pages.set(id, permalink);
  }
  return pages;
}
