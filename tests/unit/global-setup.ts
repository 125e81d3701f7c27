/**
 * Once per unit-test run. Before any worker starts: the served bundles the sandbox suites run on, compiled and
 * written to the compile cache (plugins/api-reference/sandbox-apis.ts), so each worker reads them instead of compiling every API
 * itself (about 30 s of CPU each, and both workers at once on a clean clone); and the lifecycle coverage reports
 * of an earlier run cleared. After the last file: the coverage check of the declared lifecycles over what the
 * whole run's flows took (lib/lifecycle-coverage.ts), when the run ran every suite that covers them.
 */
import fs from 'node:fs';
import {loadApis} from '../../plugins/api-reference/sandbox-apis';
import {compileForRun} from './lib/compiled-cache';
import {
  COVERAGE_DIR,
  COVERING_SUITES,
  coverageProblems,
  declaredLifecycles,
  readReports,
} from './lib/lifecycle-coverage';

export default async function setup() {
  fs.rmSync(COVERAGE_DIR, {recursive: true, force: true});
  // Every API compiled once for the run's workers (lib/compiled-cache.ts); the sandbox's bundles are cut from the
  // same compile.
  await compileForRun();
  await loadApis(true);
  await loadApis(false);
  return async function teardown() {
    const reports = readReports();
    const ran = new Set(reports.map((r) => r.file));
    const missing = COVERING_SUITES.filter((f) => !ran.has(f));
    if (missing.length > 0) {
      console.log(`[lifecycle coverage] not checked: this run did not run ${missing.join(', ')}`);
      return;
    }
    const problems = coverageProblems(await declaredLifecycles(), reports);
    if (problems.length > 0)
      throw new Error(
        `Lifecycle coverage: ${problems.length} declared transition(s) not covered by the sandbox suites (ARCHITECTURE.md habit 22):\n  ${problems.join('\n  ')}`,
      );
    console.log(
      `[lifecycle coverage] every declared transition taken with its webhook (${reports.length} files reported)`,
    );
  };
}
