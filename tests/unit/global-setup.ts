/**
 * Once per unit-test run, before any worker starts: the served bundles the sandbox suites run on, compiled and
 * written to the compile cache (src/sandbox/apis.ts), so each worker reads them instead of compiling every API
 * itself (about 30 s of CPU each, and both workers at once on a clean clone).
 */
import {loadApis} from '../../src/sandbox/apis';

export default async function setup() {
  await loadApis(true);
  await loadApis(false);
}
