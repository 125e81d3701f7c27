/**
 * Publishes the Arazzo workflows of arazzo/ after every build (normal or warm): `/arazzo/<name>.arazzo.yaml`, and the
 * provider section's `arazzo/provider/` under the restricted prefix (`/provider/arazzo/…`), where the host protects
 * them with the rest of the section. The build fails when a workflow names a source description the site does not
 * serve, or a public one names a restricted file. No options.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {listApis} from '../api-reference/compile';
import {servedFiles} from '../api-reference/options';
import {apiReferenceOptions} from '../../openapi/site';
import {isRestrictedPath} from '../../src/restricted';
import {RESTRICTED_SANDBOX_CONTROL_PATH, SANDBOX_CONTROL_PATH} from '../../src/shared/sandbox';
import {parse} from 'yaml';
import type {ArazzoDocument} from '../../src/shared/arazzo';
import {workflowModuleUrl} from './steps';
import {controlOperations, sourceTarget, stepOperation} from './samples';
import {listWorkflows, servedSourcePaths, workflowProblems} from './workflows';

export type ArazzoOptions = Record<string, never>;

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ArazzoOptions, ArazzoOptions>): ArazzoOptions {
  return validate(Joi.object({}), options);
}

/**
 * The browser module of a workflow, for the page's "Run this guide" (src/components/RunGuide): the document as JSON,
 * and the method and path of each control-surface operation it calls (the API operations come with the engine's
 * modules). Served beside the workflow, so a provider workflow's is under the section's prefix only.
 */
export function workflowModuleSource(doc: ArazzoDocument, root = process.cwd()): string {
  const all = controlOperations(root);
  const control: Record<string, {method: string; path: string}> = {};
  for (const flow of doc.workflows)
    for (const step of flow.steps) {
      const {source, operationId} = stepOperation(doc, step);
      if (!sourceTarget(doc, source).control) continue;
      const op = all.get(operationId);
      if (!op) throw new Error(`[arazzo] step ${step.stepId}: the sandbox control description has no ${operationId}`);
      control[operationId] = op;
    }
  return (
    `export const document = JSON.parse(${JSON.stringify(JSON.stringify(doc))});\n` +
    `export const control = JSON.parse(${JSON.stringify(JSON.stringify(control))});\n`
  );
}

/** Writes every workflow (and its browser module) into `outDir` at its site path; returns the paths written. */
export async function publishWorkflows(outDir: string, root = process.cwd()): Promise<string[]> {
  const workflows = listWorkflows(root);
  const apis = await listApis(apiReferenceOptions.configFile);
  const served = servedSourcePaths(
    apis.map((a) => servedFiles(apiReferenceOptions, a.id).yaml),
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
  }
  return workflows.map((w) => w.url);
}

export default function arazzo(context: LoadContext): Plugin<void> {
  return {
    name: 'fernpay-arazzo',
    async postBuild({outDir}) {
      const written = await publishWorkflows(outDir, context.siteDir);
      console.log(`[arazzo] ${written.length} workflows: ${written.join(', ')}`);
    },
  };
}
