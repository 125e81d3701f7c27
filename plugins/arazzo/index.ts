/**
 * Publishes the Arazzo workflows of arazzo/ after every build (normal or warm): `/arazzo/<name>.arazzo.yaml`, and the
 * provider section's `arazzo/provider/` under the restricted prefix (`/provider/arazzo/…`), where the host protects
 * them with the rest of the section. The build fails when a workflow names a source description the site does not
 * serve, or a public one names a restricted file. Each workflow's step samples (what `<WorkflowSteps>` shows under each
 * step) are HTML only: written beside the workflow (`<name>.samples.json`) and, for the public ones, handed to the
 * server bundle (server-samples.ts), never to a page's script. Option: `apiReference`, the references the samples are
 * compiled from (the site's by default; the fixture site of tests/e2e/stale-build.e2e.ts passes its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {listApis} from '../api-reference/compile';
import type {ApiReferenceOptions} from '../api-reference/options';
import {servedFiles} from '../api-reference/options';
import {apiReferenceOptions} from '../../openapi/site';
import {isRestrictedPath} from '../../src/restricted';
import {RESTRICTED_SANDBOX_CONTROL_PATH, SANDBOX_CONTROL_PATH} from '../../src/shared/sandbox';
import {parse} from 'yaml';
import type {ArazzoDocument} from '../../src/shared/arazzo';
import {workflowSampleKey, workflowSamplesUrl} from '../../src/shared/workflow-samples';
import {workflowModuleUrl} from './steps';
import {controlOperations, sourceTarget, stepOperation, workflowSamplesHtml} from './samples';
import {SERVER_SAMPLES_FILE, serverSamplesConfig, serverSamplesSource} from './server-samples';
import {listWorkflows, servedSourcePaths, workflowProblems} from './workflows';

export interface ArazzoOptions {
  apiReference?: ApiReferenceOptions;
}

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ArazzoOptions, ArazzoOptions>): ArazzoOptions {
  return validate(
    Joi.object({
      apiReference: Joi.object({configFile: Joi.string().required(), restricted: Joi.object().required()}).unknown(),
    }),
    options,
  );
}

/**
 * The browser module of a workflow, for the page's "Run this guide" (src/components/RunGuide): the document as JSON,
 * and the method and path of each control-surface operation it calls (the API operations come with the engine's
 * modules). Served beside the workflow, so a provider workflow's is under the section's prefix only.
 */
export function workflowModuleSource(doc: ArazzoDocument, root = process.cwd()): string {
  // Read only when a step calls the control surface (a site without a sandbox has no control description).
  let all: ReturnType<typeof controlOperations> | undefined;
  const control: Record<string, {method: string; path: string}> = {};
  for (const flow of doc.workflows)
    for (const step of flow.steps) {
      const {source, operationId} = stepOperation(doc, step);
      if (!sourceTarget(doc, source).control) continue;
      all ??= controlOperations(root);
      const op = all.get(operationId);
      if (!op) throw new Error(`[arazzo] step ${step.stepId}: the sandbox control description has no ${operationId}`);
      control[operationId] = op;
    }
  return (
    `export const document = JSON.parse(${JSON.stringify(JSON.stringify(doc))});\n` +
    `export const control = JSON.parse(${JSON.stringify(JSON.stringify(control))});\n`
  );
}

/** Every workflow's step samples as HTML (samples.ts), by workflow name. */
export async function allWorkflowSamples(
  root = process.cwd(),
  apiReference: ApiReferenceOptions = apiReferenceOptions,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const w of listWorkflows(root)) {
    const doc = parse(fs.readFileSync(path.join(root, w.source), 'utf8')) as ArazzoDocument;
    try {
      out.set(w.name, await workflowSamplesHtml(doc, w.name, root, apiReference));
    } catch (error) {
      throw new Error(`[arazzo] ${w.source}: ${(error as Error).message}`, {cause: error});
    }
  }
  return out;
}

/**
 * Writes every workflow (its browser module, and its step samples when given) into `outDir` at its site path; returns
 * the paths written.
 */
export async function publishWorkflows(
  outDir: string,
  root = process.cwd(),
  apiReference: ApiReferenceOptions = apiReferenceOptions,
  samples?: ReadonlyMap<string, string[]>,
): Promise<string[]> {
  const workflows = listWorkflows(root);
  const apis = await listApis(apiReference.configFile);
  const served = servedSourcePaths(
    apis.map((a) => servedFiles(apiReference, a.id).yaml),
    [SANDBOX_CONTROL_PATH, RESTRICTED_SANDBOX_CONTROL_PATH],
  );
  const problems = workflowProblems(workflows, served, isRestrictedPath);
  if (problems.length) throw new Error(`[arazzo] ${problems.join('\n  ')}`);
  for (const w of workflows) {
    if (w.restricted !== isRestrictedPath(w.url)) throw new Error(`[arazzo] ${w.source}: served at ${w.url}`);
    const file = path.join(outDir, w.url);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.copyFileSync(path.join(root, w.source), file);
    const doc = parse(fs.readFileSync(path.join(root, w.source), 'utf8')) as ArazzoDocument;
    fs.writeFileSync(path.join(outDir, workflowModuleUrl(w)), workflowModuleSource(doc, root));
    const html = samples?.get(w.name);
    if (html) fs.writeFileSync(path.join(outDir, workflowSamplesUrl(w.url)), JSON.stringify(html));
  }
  return workflows.map((w) => w.url);
}

export default function arazzo(context: LoadContext, options: ArazzoOptions): Plugin<Map<string, string[]>> {
  const apiReference = options.apiReference ?? apiReferenceOptions;
  /** The generated module of the public workflows' samples (server bundle only). */
  let serverSamplesModule: string | undefined;
  return {
    name: 'fernpay-arazzo',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'arazzo/**/*.yaml')];
    },
    async loadContent() {
      return allWorkflowSamples(context.siteDir, apiReference);
    },
    async contentLoaded({content, actions}) {
      // Public workflows' samples are rendered by the server bundle into the pages' HTML; restricted ones never.
      const publicNames = new Set(
        listWorkflows(context.siteDir)
          .filter((w) => !w.restricted)
          .map((w) => w.name),
      );
      const html = new Map<string, string>();
      for (const [name, steps] of content)
        if (publicNames.has(name)) steps.forEach((h, i) => html.set(workflowSampleKey(name, i), h));
      serverSamplesModule = await actions.createData(SERVER_SAMPLES_FILE, serverSamplesSource(html));
    },
    configureWebpack(_config, isServer, utils) {
      return serverSamplesConfig(isServer, utils, serverSamplesModule);
    },
    async postBuild({outDir, content}) {
      const written = await publishWorkflows(outDir, context.siteDir, apiReference, content);
      console.log(`[arazzo] ${written.length} workflows: ${written.join(', ')}`);
    },
  };
}
