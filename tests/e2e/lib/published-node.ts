/**
 * The Node that runs the published single files (the sandbox and the docs MCP server) in the tests. They promise
 * Node 20 and later, an older line than the repository's (22.12+ or 24): `.ci/run` sets PUBLISHED_FILES_NODE to the
 * machine's Node 20, so the promise is tested on its oldest line; otherwise the Node running the tests.
 */
import {spawnSync} from 'node:child_process';

export const PUBLISHED_NODE = process.env.PUBLISHED_FILES_NODE || process.execPath;

/** The version of PUBLISHED_NODE (`v20.20.2`). */
export const publishedNodeVersion = (): string =>
  spawnSync(PUBLISHED_NODE, ['--version'], {encoding: 'utf8'}).stdout.trim();
