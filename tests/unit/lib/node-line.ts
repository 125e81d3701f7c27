/**
 * The unit suite runs on two Node lines in CI (.ci/run): in full on Node 24, the line we build and test on, then on
 * Node 22, the other supported one, with `FERNPAY_SECOND_NODE_LINE=1`, the files that reach Node's runtime: a server
 * or socket, a child process, a worker, a stream, compression, or one of our `.mjs` scripts (which no type check
 * reads). scripts/second-line.mjs selects them from each file's imports, followed through our modules. The other
 * files test pure TypeScript, which `tsc` pins to what both lines run (`lib` ES2022, `@types/node` of Node 20): a
 * call newer than Node 22 fails the type check, and the rest runs alike on either line (2026-11-30: 30 of 95 files,
 * 138 s on Node 22 against 186 s for all of them).
 *
 * On the second line a few tests that run a third-party tool over our files (Redocly's Respect and lint of the
 * workflows, the descriptions and the merged downloads; Spectral's findings over the served descriptions, the merged
 * downloads, the control description and the workflows; a TypeScript compile of generated client types) or derive a
 * committed file from data (the search concept table) are skipped too: what they check is our files, not how our code
 * runs on a Node line, and the first run checked it. Our script that runs Spectral (scripts/lib/spectral.mjs) still
 * runs on both, on a description with a finding it must report (served-specs-rails.test.ts); until 2026-12-01
 * Spectral's findings ran on both too (measured then: those four files took 60 CPU-s on Node 22, 31 without them).
 * So are the parts of a selected file that run only our TypeScript in the test's own process, beside a part that
 * reaches the runtime (sandbox-examples-fresh.test.ts: the engine's and Try it's walks of every example on the first
 * line, the published files' walk over HTTP on both).
 * Prism, a mock server our tests start as a process, still runs on both. Everything of ours that runs as a program
 * (the sandbox server, the MCP server over stdio, the scripts, the portal's own Arazzo runner against a served
 * sandbox) runs on both.
 */
export const SECOND_NODE_LINE = process.env.FERNPAY_SECOND_NODE_LINE === '1';

/** The reason a skipped test gives, in its title: `it.skipIf(SECOND_NODE_LINE)(...)`. */
export const FIRST_LINE_ONLY = '(on the first Node line only: tests/unit/lib/node-line.ts)';
