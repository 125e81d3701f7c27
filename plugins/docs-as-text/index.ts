/**
 * Docusaurus plugin: after the build, writes a Markdown twin of every page (`<path>.md`; the home
 * page's is `/index.md`), `/llms.txt` and `/llms-full.txt` for the public pages, and `/provider/llms.txt`
 * plus `/provider/...md` twins for the restricted section. Hand-written pages come from their MDX
 * source (mdx.ts), reference pages from the bundled spec (../api-reference/markdown-twin.ts),
 * category index pages from the sidebar. Restricted pages (under a restricted prefix, or in the
 * gated sidebar) never appear in the public files; gated category index pages get no twin.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compileApi} from '../api-reference/compile';
import {referenceMarkdown} from '../api-reference/markdown-twin';
import {servedFiles, type ApiReferenceOptions} from '../api-reference/options';
import {twinPath} from '../../src/shared/docs-as-text';
import {llmsFullTxt, llmsTxt, type LlmsLink, type LlmsSection} from './llms';
import {mdxToMarkdown, splitFrontMatter, unlinkRestricted} from './mdx';

export interface DocsAsTextOptions {
  apiReference: ApiReferenceOptions;
  /** Sidebar id -> section title in llms.txt, in order. */
  sections: Record<string, string>;
  /** Sidebar whose pages and category index pages are restricted. */
  restrictedSidebar: string;
  /** Prefix of the restricted section (its twins and its own llms.txt live under it). */
  restrictedPrefix: string;
}

interface DocLike {
  id: string;
  title: string;
  description?: string;
  source: string;
  permalink: string;
  sidebar?: string;
}
interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; permalink?: string; title?: string; description?: string; id?: string};
}
interface PageLike {
  type: 'mdx' | 'jsx';
  permalink: string;
  source: string;
  title?: string;
  description?: string;
}

/** A page to write: its route, title, one-line description, Markdown and whether it is restricted. */
export interface TextPage {
  route: string;
  title: string;
  description?: string;
  markdown: string;
  restricted: boolean;
  section?: string;
}

const sourcePath = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

function assertOptions(raw: unknown): DocsAsTextOptions {
  const o = raw as Partial<DocsAsTextOptions> | null;
  if (
    !o ||
    !o.apiReference ||
    typeof o.restrictedPrefix !== 'string' ||
    typeof o.restrictedSidebar !== 'string' ||
    !o.sections ||
    typeof o.sections !== 'object'
  ) {
    throw new Error(
      'fernpay-docs-as-text: invalid options (expected {apiReference, restrictedPrefix, restrictedSidebar, sections: {sidebarId: title}})',
    );
  }
  return o as DocsAsTextOptions;
}

export default function docsAsTextPlugin(context: LoadContext, rawOptions: unknown): Plugin<unknown> {
  const options = assertOptions(rawOptions);
  let docs: DocLike[] = [];
  let sidebars: Record<string, SidebarItem[]> = {};
  let pages: PageLike[] = [];
  return {
    name: 'fernpay-docs-as-text',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: {docs: DocLike[]; sidebars: Record<string, SidebarItem[]>}[]} | undefined;
      const version = docsContent?.loadedVersions[0];
      docs = version?.docs ?? [];
      sidebars = version?.sidebars ?? {};
      pages = (allContent['docusaurus-plugin-content-pages']?.default as PageLike[] | undefined) ?? [];
    },
    async postBuild({outDir, siteConfig}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const prefix = options.restrictedPrefix;
      const isRestrictedPath = (route: string) => route === prefix || route.startsWith(`${prefix}/`);
      const apiMarkdown = new Map<string, string>();
      const apiMd = async (id: string) => {
        if (!apiMarkdown.has(id)) {
          const api = await compileApi(options.apiReference, id);
          apiMarkdown.set(
            id,
            referenceMarkdown(api.model, {
              downloads: servedFiles(options.apiReference, id).downloads,
              siteUrl,
            }),
          );
        }
        return apiMarkdown.get(id)!;
      };

      // Sidebar order and section of every doc and category index page.
      const order: {route: string; sidebar: string}[] = [];
      const categories: TextPage[] = [];
      const docById = new Map(docs.map((d) => [d.id, d]));
      const linkOf = (item: SidebarItem): LlmsLink | undefined => {
        if (item.type === 'doc' && item.id && docById.has(item.id)) {
          const d = docById.get(item.id)!;
          return {title: d.title, url: siteUrl + twinPath(d.permalink), description: d.description};
        }
        if (item.type === 'category' && item.link?.type === 'generated-index' && item.link.permalink) {
          return {
            title: item.link.title ?? item.label ?? '',
            url: siteUrl + twinPath(item.link.permalink),
            description: item.link.description,
          };
        }
        if (item.type === 'category' && item.link?.type === 'doc' && item.link.id)
          return linkOf({type: 'doc', id: item.link.id});
        return undefined;
      };
      const walk = (items: SidebarItem[], sidebar: string) => {
        for (const item of items) {
          if (item.type === 'doc' && item.id && docById.has(item.id))
            order.push({route: docById.get(item.id)!.permalink, sidebar});
          if (item.type === 'category') {
            const link = item.link;
            if (link?.type === 'generated-index' && link.permalink) {
              order.push({route: link.permalink, sidebar});
              const children = (item.items ?? []).map(linkOf).filter((l): l is LlmsLink => l !== undefined);
              const title = link.title ?? item.label ?? link.permalink;
              categories.push({
                route: link.permalink,
                title,
                description: link.description,
                restricted: sidebar === options.restrictedSidebar,
                markdown: `${[`# ${title}`, link.description ?? '', children.map((c) => `- [${c.title}](${c.url})${c.description ? `: ${c.description}` : ''}`).join('\n')].filter(Boolean).join('\n\n')}\n`,
              });
            }
            if (link?.type === 'doc' && link.id && docById.has(link.id))
              order.push({route: docById.get(link.id)!.permalink, sidebar});
            walk(item.items ?? [], sidebar);
          }
        }
      };
      for (const [sidebar, items] of Object.entries(sidebars)) walk(items, sidebar);
      const sectionOf = new Map(order.map((o) => [o.route, o.sidebar]));

      const textPages: TextPage[] = [...categories];
      for (const doc of docs) {
        const file = sourcePath(context.siteDir, doc.source);
        const source = await fs.readFile(file, 'utf8');
        const ids = [...source.matchAll(/<ApiReference\s+id="([^"]+)"/g)].map((m) => m[1]);
        for (const id of ids) await apiMd(id);
        const markdown = mdxToMarkdown(source, {
          file: path.relative(context.siteDir, file),
          title: doc.title,
          description: doc.description,
          apiReference: (id) => apiMarkdown.get(id)!,
        });
        textPages.push({
          route: doc.permalink,
          title: doc.title,
          description: doc.description,
          markdown,
          restricted: isRestrictedPath(doc.permalink) || doc.sidebar === options.restrictedSidebar,
        });
      }
      for (const page of pages) {
        if (page.type === 'mdx') {
          const file = sourcePath(context.siteDir, page.source);
          const source = await fs.readFile(file, 'utf8');
          const {data} = splitFrontMatter(source);
          const h1 = /^# (.+)$/m.exec(source)?.[1];
          const markdown = mdxToMarkdown(source, {
            file: path.relative(context.siteDir, file),
            title: data.title ?? page.title,
            description: data.description ?? page.description,
          });
          textPages.push({
            route: page.permalink,
            title: h1 ?? data.title ?? page.permalink,
            description: data.description ?? page.description,
            markdown,
            restricted: isRestrictedPath(page.permalink),
          });
        }
      }
      for (const page of textPages) page.section = sectionOf.get(page.route);
      const restrictedRoutes = new Set(textPages.filter((p) => p.restricted).map((p) => p.route.toLowerCase()));
      const linksRestricted = (href: string) =>
        isRestrictedPath(href.toLowerCase().replace(/\.md$/, '')) ||
        restrictedRoutes.has(href.toLowerCase().replace(/\.md$/, '').replace(/\/$/, ''));
      for (const page of textPages)
        if (!page.restricted) page.markdown = unlinkRestricted(page.markdown, linksRestricted);

      // The home page (React): the site summary and the sections, as links.
      const summary = siteConfig.tagline;
      const publicPages = textPages.filter((p) => !p.restricted);
      const sectionLinks = (filter: (p: TextPage) => boolean) => {
        const pick = publicPages.filter(filter);
        const rank = (r: string) => order.findIndex((o) => o.route === r);
        return pick
          .sort((a, b) => rank(a.route) - rank(b.route))
          .map((p) => ({title: p.title, url: siteUrl + twinPath(p.route), description: p.description}));
      };
      const sections: LlmsSection[] = Object.entries(options.sections).map(([sidebar, title]) => ({
        title,
        links: sectionLinks((p) => p.section === sidebar),
      }));
      const apis = await Promise.all(
        Object.keys(Object.fromEntries([...apiMarkdown.keys()].map((k) => [k, 1]))).map((id) =>
          compileApi(options.apiReference, id),
        ),
      );
      const downloadLinks = (restricted: boolean): LlmsLink[] =>
        apis
          .filter((api) => api.id in options.apiReference.restricted === restricted)
          .map((api) => {
            const [yaml, ...others] = servedFiles(options.apiReference, api.id).downloads;
            const title = String((api.bundled.info as {title?: unknown} | undefined)?.title ?? api.id);
            return {
              title: `${title} (OpenAPI ${yaml.label})`,
              url: siteUrl + yaml.href,
              description: `also as ${others.map((d) => `[${d.label}](${siteUrl}${d.href})`).join(' and ')}`,
            };
          });
      const home: TextPage = {
        route: '/',
        title: siteConfig.title,
        description: summary,
        restricted: false,
        markdown: `${[`# ${siteConfig.title}`, summary, ...sections.filter((s) => s.links.length).map((s) => `## ${s.title}\n\n${s.links.map((l) => `- [${l.title}](${l.url})${l.description ? `: ${l.description}` : ''}`).join('\n')}`)].join('\n\n')}\n`,
      };
      const hasHome = pages.some((p) => p.type === 'jsx' && p.permalink === '/');
      if (hasHome) textPages.push(home);
      const other = [
        ...(hasHome
          ? [
              {
                title: `${siteConfig.title} home`,
                url: siteUrl + twinPath('/'),
                description: 'The sections of the site, with links.',
              },
            ]
          : []),
        ...sectionLinks((p) => p.section === undefined || !(p.section in options.sections)),
      ];
      const index = llmsTxt({
        title: siteConfig.title,
        summary: `${summary}. Guides and references for the Fernpay Toolkit (merchant) API, the Partner API and the SDKs; every page is available as Markdown at its path plus .md.`,
        sections: [
          ...sections,
          {title: 'OpenAPI downloads', links: downloadLinks(false)},
          {title: 'Optional', links: other},
        ],
      });

      const restrictedPages = textPages.filter((p) => p.restricted && isRestrictedPath(p.route));
      const restrictedIndex = llmsTxt({
        title: `${siteConfig.title}: provider section`,
        summary:
          'The restricted direct-banking provider API: guides, reference and OpenAPI downloads. Not listed in the public /llms.txt.',
        sections: [
          {
            title: 'Provider API',
            links: restrictedPages
              .sort((a, b) => order.findIndex((o) => o.route === a.route) - order.findIndex((o) => o.route === b.route))
              .map((p) => ({title: p.title, url: siteUrl + twinPath(p.route), description: p.description})),
          },
          {title: 'OpenAPI downloads', links: downloadLinks(true)},
        ],
      });

      const write = async (route: string, text: string) => {
        const file = path.join(outDir, route);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, text);
      };
      for (const page of textPages) {
        if (page.restricted && !isRestrictedPath(page.route)) continue; // gated category index pages: no twin
        await write(twinPath(page.route), page.markdown);
      }
      await write('/llms.txt', index);
      const fullOrder = [...other, ...sections.flatMap((s) => s.links)].map((l) => l.url);
      const byUrl = new Map(publicPages.concat(hasHome ? [home] : []).map((p) => [siteUrl + twinPath(p.route), p]));
      const full = [...new Set(fullOrder)].map((url) => byUrl.get(url)).filter((p): p is TextPage => p !== undefined);
      await write(
        '/llms-full.txt',
        llmsFullTxt(
          {title: siteConfig.title, summary},
          full.map((p) => ({url: siteUrl + (p.route === '/' ? '/' : p.route), markdown: p.markdown})),
        ),
      );
      await write(`${prefix}/llms.txt`, restrictedIndex);
    },
  };
}
