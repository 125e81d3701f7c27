// Spectral over served API descriptions: the ruleset of .spectral.yaml (spectral:oas), run on each
// document as the site serves it (the bundled JSON). Used by scripts/lint-spectral.mjs and the unit test.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import spectralCore from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import {bundleAndLoadRuleset} from '@stoplight/spectral-ruleset-bundler/with-loader';
import spectralRuntime from '@stoplight/spectral-runtime';

const {Spectral, Document} = spectralCore;
const {fetch} = spectralRuntime;
const fs = await import('node:fs');

export const RULESET_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.spectral.yaml');
const SEVERITY = ['error', 'warn', 'info', 'hint'];

/** Spectral's Arazzo ruleset (spectral:arazzo), for the workflows of arazzo/ (tests/unit/arazzo.test.ts). */
export const ARAZZO_RULESET_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../arazzo/.spectral.yaml',
);

const instances = new Map();
function spectral(rulesetFile) {
  if (!instances.has(rulesetFile))
    instances.set(
      rulesetFile,
      (async () => {
        const instance = new Spectral();
        instance.setRuleset(await bundleAndLoadRuleset(rulesetFile, {fs, fetch}));
        return instance;
      })(),
    );
  return instances.get(rulesetFile);
}

/**
 * Lints one API description (or, with `rulesetFile` ARAZZO_RULESET_FILE, one Arazzo document) given as text (JSON
 * or YAML) and returns its findings, each as `name#/json/pointer: message [rule, severity]`.
 */
export async function lintDescription(name, text, rulesetFile = RULESET_FILE) {
  const results = await (await spectral(rulesetFile)).run(new Document(text, Parsers.Yaml, name));
  return results.map((r) => {
    const pointer = r.path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    return `${name}#/${pointer}: ${r.message} [${r.code}, ${SEVERITY[r.severity] ?? r.severity}]`;
  });
}
