/**
 * Runs npm scripts at the same time and fails when any fails: `node scripts/together.mjs typecheck lint build`.
 * `npm test` runs the typecheck, the lint and the site build this way: each is mostly one thread (the build uses
 * about one core), so on two cores the typecheck and the lint run beside the build instead of before it. Each script's output is printed whole when it ends, in the order given,
 * so two logs never interleave.
 */
import {spawn} from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}
const npm = process.env.npm_execpath;
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const chunks = [];
      // npm_execpath: the npm that runs `npm test`, so the scripts run on the same Node; `npm` otherwise.
      const child = npm
        ? spawn(process.execPath, [npm, 'run', name], {stdio: ['ignore', 'pipe', 'pipe']})
        : spawn('npm', ['run', name], {stdio: ['ignore', 'pipe', 'pipe']});
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('error', (error) => resolve({name, code: 1, output: `${error.message}\n`}));
      child.on('close', (code, signal) =>
        resolve({
          name,
          code: code ?? 1,
          output: Buffer.concat(chunks).toString() + (signal ? `killed by ${signal}\n` : ''),
        }),
      );
    }),
);
let failed = false;
for (const run of runs) {
  const {name, code, output} = await run;
  process.stdout.write(output);
  if (code !== 0) {
    console.error(`[together] npm run ${name} failed (exit ${code})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
