/**
 * llms.txt and llms-full.txt (https://llmstxt.org): an H1 with the site name, a blockquote
 * summary, then H2 sections of `- [Title](url): description` links. Pure.
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

const clean = (s: string) => s.replace(/\s*\n\s*/g, ' ').trim();

export function llmsTxt(index: {title: string; summary: string; details?: string; sections: LlmsSection[]}): string {
  const out = [`# ${clean(index.title)}`, '', `> ${clean(index.summary)}`, ''];
  if (index.details) out.push(index.details.trim(), '');
  for (const section of index.sections) {
    if (section.links.length === 0) continue;
    out.push(`## ${clean(section.title)}`, '');
    for (const link of section.links)
      out.push(
        `- [${clean(link.title).replace(/[[\]]/g, '')}](${link.url})${link.description ? `: ${clean(link.description)}` : ''}`,
      );
    out.push('');
  }
  return `${out.join('\n').trim()}\n`;
}

/** Every page's Markdown in one file, each page preceded by its URL. */
export function llmsFullTxt(head: {title: string; summary: string}, pages: {url: string; markdown: string}[]): string {
  const out = [`# ${clean(head.title)}`, '', `> ${clean(head.summary)}`, ''];
  for (const page of pages) out.push('---', '', `Source: ${page.url}`, '', page.markdown.trim(), '');
  return `${out.join('\n').trim()}\n`;
}
