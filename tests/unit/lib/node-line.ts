/**
 * The unit suite runs on two Node lines in CI (.ci/run): in full on Node 24, the line we build and test on, then
 * again on Node 22, the other supported one, with `FERNPAY_SECOND_NODE_LINE=1`. On the second run a few tests that run
 * a third-party tool over our files (Redocly's Respect and lint of the workflows, a TypeScript compile of generated
 * client types) or derive a committed file from data (the search concept table) are skipped: what they check is our
 * files, not how our code runs on a Node line, and the first run checked it. (Prism and Spectral still run on both.) Everything of ours that runs (the
 * sandbox, the MCP server, the compiler, the portal's own Arazzo runner) runs on both.
 */
export const SECOND_NODE_LINE = process.env.FERNPAY_SECOND_NODE_LINE === '1';

/** The reason a skipped test gives, in its title: `it.skipIf(SECOND_NODE_LINE)(...)`. */
export const FIRST_LINE_ONLY = '(on the first Node line only: tests/unit/lib/node-line.ts)';
