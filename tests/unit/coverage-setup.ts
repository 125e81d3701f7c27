/**
 * A setup file of every unit file: records the lifecycle transitions the file's flows take (kit/apply.ts) and
 * writes them to the run's coverage folder when the file ends; the run's global teardown checks them all
 * (lib/lifecycle-coverage.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll} from 'vitest';
import {recordTransitions, type TakenTransition} from '../../src/sandbox/kit/apply';
import {transitionLabel} from '../../src/sandbox/kit/coverage';
import {COVERAGE_DIR, type CoverageReport} from './lib/lifecycle-coverage';

const taken = new Map<string, boolean>();
recordTransitions((t: TakenTransition) => {
  const label = transitionLabel(t.lifecycle, t.transition);
  taken.set(label, (taken.get(label) ?? false) || t.webhook !== null);
});

afterAll((suite) => {
  const filepath = (suite as {filepath?: string; file?: {filepath?: string}}).filepath ?? suite.file?.filepath ?? '';
  const file = path.relative(process.cwd(), filepath);
  const report: CoverageReport = {file, taken: [...taken].map(([label, webhook]) => ({label, webhook}))};
  fs.mkdirSync(COVERAGE_DIR, {recursive: true});
  const name = crypto.createHash('sha1').update(file).digest('hex').slice(0, 16);
  fs.writeFileSync(path.join(COVERAGE_DIR, `${name}.json`), JSON.stringify(report));
});
