/**
 * The Arazzo workflows (arazzo/, README there) and where the site serves them: `arazzo/<name>.arazzo.yaml` at
 * `/arazzo/<name>.arazzo.yaml`, `arazzo/provider/<name>.arazzo.yaml` under the restricted section's prefix
 * (`/provider/arazzo/<name>.arazzo.yaml`), where the host protects them with the rest of the section. A workflow's
 * `sourceDescriptions` are relative URLs of the files served beside it (`../openapi/<api>.yaml`,
 * `../sandbox/fernpay-sandbox-control.yaml`), so the served tree is the one they resolve in.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {RESTRICTED} from '../../src/restricted';

export const ARAZZO_DIR = 'arazzo';
const SUFFIX = '.arazzo.yaml';

export interface Workflow {
  /** `toolkit-payment-lifecycle`. */
  name: string;
  /** The source file, relative to the repository root. */
  source: string;
  /** Site path it is served at. */
  url: string;
  restricted: boolean;
  /** The document's `info.title` and `info.summary`, for llms.txt. */
  title: string;
  summary: string;
  /** Each source description's name and URL as written (relative to `url`). */
  sources: {name: string; url: string}[];
}

/** Every workflow of the repository, public ones first, each in name order. */
export function listWorkflows(root = process.cwd()): Workflow[] {
  const read = (dir: string, restricted: boolean): Workflow[] => {
    const at = path.join(root, dir);
    if (!fs.existsSync(at)) return [];
    return fs
      .readdirSync(at)
      .filter((f) => f.endsWith(SUFFIX))
      .sort()
      .map((file) => {
        const source = `${dir}/${file}`;
        const doc = parse(fs.readFileSync(path.join(root, source), 'utf8')) as {
          info: {title: string; summary?: string};
          sourceDescriptions: {name: string; url: string}[];
        };
        return {
          name: file.slice(0, -SUFFIX.length),
          source,
          url: `${restricted ? RESTRICTED.prefix : ''}/arazzo/${file}`,
          restricted,
          title: doc.info.title,
          summary: doc.info.summary ?? '',
          sources: doc.sourceDescriptions.map((s) => ({name: s.name, url: s.url})),
        };
      });
  };
  return [...read(ARAZZO_DIR, false), ...read(`${ARAZZO_DIR}/provider`, true)];
}

/** The site path a source description's URL resolves to, from the workflow's own path. */
export function servedSourcePath(workflow: Workflow, sourceUrl: string): string {
  return new URL(sourceUrl, `https://site.invalid${workflow.url}`).pathname;
}

/**
 * Every file the site serves that a workflow may name as a source description: each API's YAML download
 * (servedFiles) and the sandbox control description beside each sandbox file.
 */
export function servedSourcePaths(apiYamlPaths: readonly string[], controlPaths: readonly string[]): Set<string> {
  return new Set([...apiYamlPaths, ...controlPaths]);
}

/**
 * What is wrong with the workflows as the site would serve them (empty when nothing): a restricted workflow's
 * sources outside the section, a public workflow naming a restricted file, a source the site does not serve.
 */
export function workflowProblems(
  workflows: readonly Workflow[],
  served: ReadonlySet<string>,
  isRestricted: (p: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const w of workflows)
    for (const s of w.sources) {
      const at = servedSourcePath(w, s.url);
      if (!served.has(at))
        problems.push(`${w.source}: source ${s.name} (${s.url}) is ${at}, which the site does not serve`);
      else if (!w.restricted && isRestricted(at))
        problems.push(
          `${w.source}: source ${s.name} (${s.url}) is in the restricted section; a public workflow cannot use it`,
        );
    }
  return problems;
}
