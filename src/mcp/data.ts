/**
 * What the MCP server knows, all taken from one build of the site (so it cannot disagree with it): the
 * Markdown twins, the served OpenAPI bundles, the Pagefind indexes and llms.txt. `scripts/build-mcp.mjs`
 * collects it from `build/` (collectMcpData) and inlines it into the single published file; the public file
 * gets the public part only, the restricted section's file everything.
 *
 * Large values stay strings (a bundle's JSON, a Pagefind file's base64) and are parsed when first used, so the
 * server starts without reading them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {RESTRICTED, isRestrictedPath} from '../restricted';
import {SANDBOX_CONTROL_PATH} from '../shared/sandbox';

export interface McpPage {
  route: string;
  title: string;
  /** Part of the restricted section (only in the restricted section's server). */
  restricted: boolean;
}

export interface McpApi {
  id: string;
  family: 'toolkit' | 'partner' | 'provider';
  title: string;
  /** The route of its reference page (its twin holds the operations as Markdown). */
  route?: string;
  /** The served bundle, as JSON text (`/openapi/<id>.json`). */
  bundle: string;
}

export interface McpData {
  /** Whether the restricted section is included. */
  restricted: boolean;
  siteUrl: string;
  pages: McpPage[];
  /** Route -> its Markdown twin. */
  twins: Record<string, string>;
  apis: McpApi[];
  /** Pagefind files by site path (`/pagefind/pagefind.js`, `/provider/pagefind/...`), base64. */
  pagefind: Record<string, string>;
  /** Index paths to search: the public one, then (restricted build) the section's, merged into it. */
  indexes: string[];
  llmsTxt: string;
  /** The published Arazzo workflows of this file's audience (`/arazzo/`, the section's `/provider/arazzo/` too). */
  workflows: McpWorkflow[];
  /** The sandbox control description (`/sandbox/fernpay-sandbox-control.yaml`) as JSON text: its operations. */
  sandboxControl: string;
}

export interface McpWorkflow {
  /** `toolkit-payment-lifecycle`. */
  name: string;
  /** Where the site serves it: `/arazzo/<name>.arazzo.yaml`. */
  url: string;
  restricted: boolean;
  /** The document as JSON text. */
  document: string;
}

const familyOf = (id: string): McpApi['family'] =>
  RESTRICTED.apis.includes(id as never) ? 'provider' : id.startsWith('partner-') ? 'partner' : 'toolkit';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** `<route>.md` -> route (`/index.md` is the home page's). */
const twinRoute = (rel: string) => {
  const route = `/${rel.replace(/\.md$/, '')}`;
  return route === '/index' ? '/' : route;
};

/**
 * Everything the server needs from a build (`buildDir`), the restricted section only when `restricted`.
 * `referenceRoutes` maps an API id to its reference page's route (from the `<ApiReference id>` of the docs).
 */
export function collectMcpData(
  buildDir: string,
  options: {restricted: boolean; siteUrl: string; referenceRoutes: Record<string, string>},
): McpData {
  const prefix = RESTRICTED.prefix;
  const inSection = isRestrictedPath;
  const skipDirs = ['assets', 'pagefind', 'openapi', 'diagrams'];
  const twins: Record<string, string> = {};
  const pages: McpPage[] = [];
  for (const file of filesUnder(buildDir)) {
    const rel = path.relative(buildDir, file).split(path.sep).join('/');
    if (
      !rel.endsWith('.md') ||
      skipDirs.some((d) => rel.startsWith(`${d}/`) || rel.startsWith(`${prefix.slice(1)}/${d}/`))
    )
      continue;
    const route = twinRoute(rel);
    const restricted = inSection(route);
    if (restricted && !options.restricted) continue;
    const markdown = fs.readFileSync(file, 'utf8');
    twins[route] = markdown;
    pages.push({route, title: /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? route, restricted});
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));

  const apis: McpApi[] = [];
  const specDirs = [
    path.join(buildDir, 'openapi'),
    ...(options.restricted ? [path.join(buildDir, prefix, 'openapi')] : []),
  ];
  for (const dir of specDirs) {
    for (const file of fs.readdirSync(dir)) {
      const m = /^([a-z0-9-]+)\.json$/.exec(file);
      // Per-API bundles only: not the merged downloads (toolkit.json, partner.json) nor fragments/samples/postman.
      if (!m || !options.referenceRoutes[m[1]]) continue;
      const bundle = fs.readFileSync(path.join(dir, file), 'utf8');
      const info = (JSON.parse(bundle) as {info?: {title?: string}}).info;
      apis.push({
        id: m[1],
        family: familyOf(m[1]),
        title: info?.title ?? m[1],
        route: options.referenceRoutes[m[1]],
        bundle,
      });
    }
  }
  apis.sort((a, b) => a.id.localeCompare(b.id));

  const indexes = ['/pagefind/', ...(options.restricted ? [`${prefix}/pagefind/`] : [])];
  const pagefind: Record<string, string> = {};
  const INDEX_FILE =
    /^(pagefind\.js|pagefind-entry\.json|words\.txt|sizes\.json|.*\.pf_meta|wasm\..*\.pagefind|(index|fragment|filter)\/.*)$/;
  for (const index of indexes) {
    const dir = path.join(buildDir, index);
    for (const file of filesUnder(dir)) {
      const rel = path.relative(dir, file).split(path.sep).join('/');
      if (INDEX_FILE.test(rel)) pagefind[`${index}${rel}`] = fs.readFileSync(file).toString('base64');
    }
  }
  const llmsTxt = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');

  // The workflows as published (plugins/arazzo), the section's only in its own file.
  const workflows: McpWorkflow[] = [];
  for (const [dir, restricted] of [
    ['/arazzo', false],
    [`${prefix}/arazzo`, true],
  ] as const) {
    if (restricted && !options.restricted) continue;
    const at = path.join(buildDir, dir);
    if (!fs.existsSync(at)) continue;
    for (const file of fs.readdirSync(at).sort()) {
      const m = /^(.+)\.arazzo\.yaml$/.exec(file);
      if (!m) continue;
      const document = JSON.stringify(parseYaml(fs.readFileSync(path.join(at, file), 'utf8')));
      workflows.push({name: m[1], url: `${dir}/${file}`, restricted, document});
    }
  }
  const sandboxControl = JSON.stringify(parseYaml(fs.readFileSync(path.join(buildDir, SANDBOX_CONTROL_PATH), 'utf8')));
  return {
    restricted: options.restricted,
    siteUrl: options.siteUrl,
    pages,
    twins,
    apis,
    pagefind,
    indexes,
    llmsTxt,
    workflows,
    sandboxControl,
  };
}

/** API id -> its reference page's route (API_PAGES of the rules module, the one statement of it). */
export {referenceRoutes} from '../rules/api-pages';
