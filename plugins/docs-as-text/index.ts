/**
 * Docusaurus plugin: after the build, writes a Markdown twin of every page (`<path>.md`; the home
 * page's is `/index.md`), `/llms.txt` and `/llms-full.txt` for the public pages, and `/provider/llms.txt`
 * plus `/provider/...md` twins for the restricted section. Hand-written pages come from their MDX
 * source (mdx.ts), reference pages from the compiler's page model (../api-reference/markdown-twin.ts),
 * category index pages from the sidebar. The restricted section (its own docs plugin instance, under its
 * prefix: src/restricted.ts) never appears in the public files. The docs and pages plugins' content is
 * read through src/docusaurus/build.ts.
 */
import {isUnderPrefix} from '../../src/restricted';
import {pointerGet} from '../../src/shared/json-pointer';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {
  loadedDocs,
  loadedPages,
  type LoadedDoc,
  type LoadedPage,
  type LoadedSidebarItem,
} from '../../src/docusaurus/build';
import {compileApi} from '../api-reference/compile';
import {embeddedApis} from '../api-reference/reference-pages';
import {referenceMarkdown} from '../api-reference/markdown-twin';
import {mergedDownloads, servedFiles, type ApiReferenceOptions} from '../api-reference/options';
import {twinPath} from '../../src/shared/docs-as-text';
import {agentInstructionsSection, type AgentContext} from '../../src/rules/agents';
import {PROVIDER_RULES} from '../../src/rules/provider';
import {llmsFullTxt, llmsTxt, type LlmsLink, type LlmsSection} from './llms';
import {listWorkflows} from '../arazzo/workflows';
import {RESTRICTED_SANDBOX_CONTROL_PATH, SANDBOX_CONTROL_PATH} from '../../src/shared/sandbox';
import {mdxToMarkdown, splitFrontMatter, unlinkRestricted} from './mdx';

export interface DocsAsTextOptions {
  apiReference: ApiReferenceOptions;
  /** Sidebar id -> section title in llms.txt, in order. */
  sections: Record<string, string>;
  /** The docs plugin instance of the restricted section. */
  restrictedDocsPluginId: string;
  /** Prefix of the restricted section (its twins and its own llms.txt live under it). */
  restrictedPrefix: string;
  /**
   * Earlier addresses of restricted pages that redirect into the section (RESTRICTED_REDIRECTS). Each gets a
   * public twin that only says where the page moved (its twin is under the prefix), as its page redirects.
   */
  moved?: {from: string; to: string}[];
}

const schema = Joi.object<DocsAsTextOptions>({
  apiReference: Joi.object({configFile: Joi.string().required(), restricted: Joi.object().required()}).required(),
  sections: Joi.object().pattern(Joi.string(), Joi.string()).required(),
  restrictedDocsPluginId: Joi.string().required(),
  restrictedPrefix: Joi.string()
    .pattern(/^\/[^?#]*[^/?#]$/, 'route prefix without trailing slash')
    .required(),
  moved: Joi.array()
    .items(Joi.object({from: Joi.string().pattern(/^\//).required(), to: Joi.string().pattern(/^\//).required()}))
    .default([]),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<DocsAsTextOptions, DocsAsTextOptions>): DocsAsTextOptions {
  return validate(schema, options);
}

type DocLike = LoadedDoc & {restricted: boolean};
type SidebarItem = LoadedSidebarItem;
type PageLike = LoadedPage;

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

export default function docsAsTextPlugin(context: LoadContext, options: DocsAsTextOptions): Plugin<void> {
  let docs: DocLike[] = [];
  let sidebars: {name: string; items: SidebarItem[]; restricted: boolean}[] = [];
  let pages: PageLike[] = [];
  return {
    name: 'fernpay-docs-as-text',
    async allContentLoaded({allContent}) {
      const instances = [
        {id: 'default', restricted: false},
        {id: options.restrictedDocsPluginId, restricted: true},
      ];
      docs = [];
      sidebars = [];
      for (const {id, restricted} of instances) {
        const content = loadedDocs(allContent, id);
        docs.push(...content.docs.map((d) => ({...d, id: `${id}/${d.id}`, restricted})));
        sidebars.push(
          ...Object.entries(content.sidebars).map(([name, items]) => ({
            name,
            restricted,
            // Doc ids are per instance: make them unique across the two.
            items: prefixIds(items, id),
          })),
        );
      }
      pages = loadedPages(allContent);
    },
    async postBuild({outDir, siteConfig}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const prefix = options.restrictedPrefix;
      const isRestrictedPath = (route: string) => isUnderPrefix(route, prefix);
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
                restricted: isRestrictedPath(link.permalink),
                markdown: `${[`# ${title}`, link.description ?? '', children.map((c) => `- [${c.title}](${c.url})${c.description ? `: ${c.description}` : ''}`).join('\n')].filter(Boolean).join('\n\n')}\n`,
              });
            }
            if (link?.type === 'doc' && link.id && docById.has(link.id))
              order.push({route: docById.get(link.id)!.permalink, sidebar});
            walk(item.items ?? [], sidebar);
          }
        }
      };
      for (const {name, items} of sidebars) walk(items, name);
      const sectionOf = new Map(order.map((o) => [o.route, o.sidebar]));

      const textPages: TextPage[] = [...categories];
      for (const doc of docs) {
        const file = sourcePath(context.siteDir, doc.source);
        const source = await fs.readFile(file, 'utf8');
        const ids = embeddedApis(source);
        for (const id of ids) await apiMd(id);
        const markdown = mdxToMarkdown(source, {
          file: path.relative(context.siteDir, file),
          title: doc.title,
          description: doc.description,
          apiReference: (id) => apiMarkdown.get(id)!,
          root: context.siteDir,
        });
        textPages.push({
          route: doc.permalink,
          title: doc.title,
          description: doc.description,
          markdown,
          restricted: doc.restricted || isRestrictedPath(doc.permalink),
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
            root: context.siteDir,
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
      // The merged descriptions (every public API of an audience in one file) come first in the public list.
      const merged: LlmsLink[] = mergedDownloads(
        options.apiReference,
        apis.map((api) => api.id),
      ).map((m) => ({
        title: `${m.title}, every API in one description (OpenAPI YAML)`,
        url: siteUrl + m.yaml,
        description: `also as [JSON](${siteUrl}${m.json})`,
      }));
      const downloadLinks = (restricted: boolean): LlmsLink[] => [
        ...(restricted ? [] : merged),
        ...apis
          .filter((api) => api.id in options.apiReference.restricted === restricted)
          .map((api) => {
            const [yaml, ...others] = servedFiles(options.apiReference, api.id).downloads;
            const title = String((api.bundled.info as {title?: unknown} | undefined)?.title ?? api.id);
            return {
              title: `${title} (OpenAPI ${yaml.label})`,
              url: siteUrl + yaml.href,
              description: `also as ${others.map((d) => `[${d.label}](${siteUrl}${d.href})`).join(' and ')}`,
            };
          }),
      ];
      // The Arazzo workflows (plugins/arazzo), each section its own, with the control description they use.
      const workflowLinks = (restricted: boolean): LlmsLink[] => {
        const own = listWorkflows(context.siteDir).filter((w) => w.restricted === restricted);
        if (own.length === 0) return [];
        return [
          ...own.map((w) => ({title: `${w.title} (Arazzo)`, url: siteUrl + w.url, description: w.summary})),
          {
            title: 'Fernpay local sandbox control (OpenAPI YAML)',
            url: siteUrl + (restricted ? RESTRICTED_SANDBOX_CONTROL_PATH : SANDBOX_CONTROL_PATH),
            description:
              "the sandbox's clock, test bank and events, the calls a workflow makes between API calls; run the workflows with Redocly Respect",
          },
        ];
      };
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
      const agents = (restricted: boolean): string => {
        const own = apis.filter((api) => api.id in options.apiReference.restricted === restricted);
        const families = restricted
          ? (['provider'] as const)
          : (['toolkit', 'partner'] as const).filter((f) => own.some((a) => a.id.startsWith(`${f}-`)));
        const ctx: AgentContext = {
          families: [...families],
          sandboxBaseUrls: sandboxServers(own),
          spellings: restricted ? fieldSpellings(own, ['Option', 'option']) : [],
          ...(restricted && {paging: PROVIDER_RULES['provider-data-paging'].markdown}),
          secretHeaders: secretHeaders(own),
          siteUrl,
        };
        return agentInstructionsSection(ctx);
      };
      const index = llmsTxt({
        title: siteConfig.title,
        summary: `${summary}. Guides and references for the Fernpay Toolkit (merchant) API, the Partner API and the SDKs; every page is available as Markdown at its path plus .md.`,
        details: agents(false),
        sections: [
          ...sections,
          {title: 'OpenAPI downloads', links: downloadLinks(false)},
          {title: 'Workflows you can run', links: workflowLinks(false)},
          {title: 'Optional', links: other},
        ],
      });

      const restrictedPages = textPages.filter((p) => p.restricted && isRestrictedPath(p.route));
      const restrictedIndex = llmsTxt({
        title: `${siteConfig.title}: provider section`,
        summary:
          'The restricted direct-banking provider API: guides, reference, OpenAPI downloads and workflows you can run. Not listed in the public /llms.txt.',
        details: agents(true),
        sections: [
          {
            title: 'Provider API',
            links: restrictedPages
              .sort((a, b) => order.findIndex((o) => o.route === a.route) - order.findIndex((o) => o.route === b.route))
              .map((p) => ({title: p.title, url: siteUrl + twinPath(p.route), description: p.description})),
          },
          {title: 'OpenAPI downloads', links: downloadLinks(true)},
          {title: 'Workflows you can run', links: workflowLinks(true)},
        ],
      });

      const write = async (route: string, text: string) => {
        const file = path.join(outDir, route);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, text);
      };
      for (const page of textPages) {
        if (page.restricted && !isRestrictedPath(page.route))
          throw new Error(`${page.route}: restricted, but not under ${prefix}`);
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
      // Moved restricted pages: the old twin address says where the twin is now, and nothing else.
      for (const {from, to} of options.moved ?? []) {
        if (isRestrictedPath(from)) throw new Error(`${from}: a moved page's old address must be outside ${prefix}`);
        await write(twinPath(from), movedTwin(siteUrl + twinPath(to)));
      }
    },
  };
}

/**
 * The public twin at the old address of a page that moved into the restricted section: a pointer, with
 * nothing of the page (the section's own twins are under its prefix, behind the host's access control).
 */
export function movedTwin(url: string): string {
  return `# Moved\n\nThis page moved to the restricted provider section. Its Markdown is now at <${url}>, readable after signing in to the section.\n`;
}

/** Sidebar items with their doc ids prefixed by the docs plugin instance id (as `docs` holds them). */
function prefixIds(items: SidebarItem[], pluginId: string): SidebarItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.id ? {id: `${pluginId}/${item.id}`} : {}),
    ...(item.link?.id ? {link: {...item.link, id: `${pluginId}/${item.link.id}`}} : {}),
    ...(item.items ? {items: prefixIds(item.items, pluginId)} : {}),
  }));
}

type Bundled = {id: string; bundled: Record<string, unknown>};

/** Each API family's sandbox base URL: the `servers` entry of its specs described as the sandbox. */
function sandboxServers(apis: Bundled[]): {label: string; url: string}[] {
  const seen = new Map<string, string>();
  for (const api of apis) {
    const servers = (api.bundled.servers ?? []) as {url?: string; description?: string}[];
    const sandbox = servers.find((s) => /sandbox/i.test(s.description ?? ''));
    if (!sandbox?.url) continue;
    const label = api.id.startsWith('partner-')
      ? 'Partner API'
      : api.id.startsWith('toolkit-')
        ? 'Toolkit API'
        : 'Provider API';
    if (!seen.has(label)) seen.set(label, sandbox.url);
  }
  return [...seen].map(([label, url]) => ({label, url}));
}

/** The secret credential headers the APIs' security schemes name (`X-Terminal-Secret`, `X-Client-Secret`). */
function secretHeaders(apis: Bundled[]): string[] {
  const names = new Set<string>();
  for (const api of apis) {
    const schemes = ((api.bundled.components as Record<string, unknown> | undefined)?.securitySchemes ?? {}) as Record<
      string,
      {in?: string; name?: string}
    >;
    for (const s of Object.values(schemes))
      if (s.in === 'header' && s.name && /secret/i.test(s.name)) names.add(s.name);
  }
  return [...names].sort();
}

/**
 * Request fields whose spelling differs only in case between calls (`Option` and `option`): for each
 * spelling, the operations whose JSON request body has it as a top-level property.
 */
function fieldSpellings(apis: Bundled[], spellings: string[]): {field: string; calls: string[]}[] {
  const out = new Map<string, Set<string>>(spellings.map((f) => [f, new Set()]));
  for (const api of apis) {
    const doc = api.bundled;
    const deref = (node: unknown): Record<string, unknown> => {
      let n = node as Record<string, unknown> | undefined;
      for (let i = 0; n && typeof n.$ref === 'string' && i < 16; i++)
        n = pointerGet(doc, String(n.$ref)) as Record<string, unknown> | undefined;
      return n ?? {};
    };
    const props = (schema: Record<string, unknown>): string[] => [
      ...Object.keys((schema.properties ?? {}) as object),
      ...[schema.allOf, schema.oneOf, schema.anyOf].flatMap((list) =>
        ((list ?? []) as unknown[]).flatMap((s) => props(deref(s))),
      ),
    ];
    for (const item of Object.values((doc.paths ?? {}) as Record<string, Record<string, unknown>>))
      for (const op of Object.values(deref(item)) as Record<string, unknown>[]) {
        if (!op || typeof op !== 'object' || typeof op.operationId !== 'string' || !op.requestBody) continue;
        const content = (deref(op.requestBody).content ?? {}) as Record<string, {schema?: unknown}>;
        const media = Object.entries(content).find(([m]) => /json/.test(m))?.[1];
        if (!media?.schema) continue;
        const names = props(deref(media.schema));
        for (const f of spellings) if (names.includes(f)) out.get(f)!.add(op.operationId);
      }
  }
  return [...out].filter(([, calls]) => calls.size).map(([field, calls]) => ({field, calls: [...calls].sort()}));
}
