/**
 * A published docs MCP file started as an assistant starts it: copied alone into a new temporary directory and run
 * there over stdio with the SDK's client, on the Node line the file promises (PUBLISHED_NODE), with nothing of the
 * repository in its environment (no NODE_PATH, no node_modules up the tree of a temp directory).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {PUBLISHED_NODE} from './published-node';

export interface StartedMcp {
  client: Client;
  /** The directory it runs in (holding only the file). */
  dir: string;
}

export async function startMcpFile(file: string, clientName = 'fernpay-e2e'): Promise<StartedMcp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-mcp-'));
  fs.copyFileSync(file, path.join(dir, 'fernpay-docs-mcp.mjs'));
  const transport = new StdioClientTransport({
    command: PUBLISHED_NODE,
    args: ['fernpay-docs-mcp.mjs'],
    cwd: dir,
    env: {PATH: process.env.PATH ?? ''},
    stderr: 'pipe',
  });
  const client = new Client({name: clientName, version: '1.0.0'});
  await client.connect(transport);
  return {client, dir};
}

/** Closes the client (which ends the server) and removes its directory. */
export async function stopMcpFile(server: StartedMcp | undefined): Promise<void> {
  if (!server) return;
  await server.client.close();
  fs.rmSync(server.dir, {recursive: true, force: true});
}
