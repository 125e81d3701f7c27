/** The docs MCP server in process for unit tests: data with nothing in it but what a test adds, and a linked client. */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {McpData} from '../../../src/mcp/data';

/** The server's data with no page, API or index: `over` adds what the test needs (its APIs, say). */
export const mcpData = (over: Partial<McpData> = {}): McpData => ({
  restricted: false,
  siteUrl: 'https://developers.fernpay.example',
  pages: [],
  twins: {},
  apis: [],
  pagefind: {},
  indexes: [],
  llmsTxt: '',
  workflows: [],
  sandboxControl: '{}',
  ...over,
});

/** A client connected to `server` in process (the SDK's linked in-memory transports). */
export async function connectedClient(server: McpServer): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({name: 'test', version: '1'});
  await server.connect(serverSide);
  await client.connect(clientSide);
  return client;
}
