/**
 * Runs npm scripts at the same time and fails when any fails: `node scripts/together.mjs typecheck lint build`.
 * A script written `name@first+second` starts once the scripts `first` and `second` (named before it) have ended
 * well, beside the others still running; it does not start, and counts as failed, when one of them failed.
 * `npm test` runs the typecheck, the lint and the site build this way, and the unit tests once the typecheck and the
 * lint are done (`test:unit@typecheck+lint`): each of the three is mostly one thread (the build uses about one core),
 * so on two cores the typecheck and the lint run beside the build instead of before it, and the unit tests, which
 * need no build, use the core the build leaves idle after them. (On 2026-12-01, measured one at a time: the build 173
 * CPU-s, the typecheck about 35, the lint about 50; CI's stage of the three took about 180 s on two cores, some 100 of
 * its 360 core-s idle, before the unit run's 185 s at full load.) Each script's output is printed whole when it ends,
 * in the order given, so two logs never interleave.
 */
import {spawn} from 'node:child_process';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script>[@<script>+<script>...] [...]');
  process.exit(2);
}
const npm = process.env.npm_execpath;
/** Runs one npm script, its output kept until it ends. */
const runScript = (name) =>
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
  });
/** Each script's run by name, started in the order given (a script waits for those it names after `@`). */
const started = new Map();
for (const arg of args) {
  const [name, after = ''] = arg.split('@');
  const waits = after.split('+').filter(Boolean);
  const unknown = waits.filter((w) => !started.has(w));
  if (unknown.length > 0) {
    console.error(`[together] ${name} waits for ${unknown.join(', ')}, not named before it`);
    process.exit(2);
  }
  started.set(
    name,
    Promise.all(waits.map((w) => started.get(w))).then((ends) => {
      const failed = ends.filter((e) => e.code !== 0).map((e) => e.name);
      return failed.length > 0
        ? {name, code: 1, output: `[together] npm run ${name} not started: ${failed.join(', ')} failed\n`}
        : runScript(name);
    }),
  );
}
let failed = false;
for (const run of started.values()) {
  const {name, code, output} = await run;
  process.stdout.write(output);
  if (code !== 0) {
    console.error(`[together] npm run ${name} failed (exit ${code})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
