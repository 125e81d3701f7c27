/**
 * Where the docs MCP server is published and the command that installs it (the "Copy MCP install command"
 * button, the AI assistant page and the tests share it). The restricted section's build of the server is
 * under its prefix.
 */
import {RESTRICTED} from '../restricted';

/** The published single file (public build), site-relative. */
export const MCP_FILE_PATH = '/mcp/fernpay-docs-mcp.mjs';
/** The build with the restricted section too, under its prefix. */
export const RESTRICTED_MCP_FILE_PATH = `${RESTRICTED.prefix}${MCP_FILE_PATH}`;
/** The server's name in an assistant's configuration. */
export const MCP_SERVER_NAME = 'fernpay-docs';

/** Download the file, then register it with Claude Code (`claude mcp add`), in one shell line. */
export function mcpInstallCommand(siteUrl: string, restricted = false): string {
  const url = `${siteUrl.replace(/\/$/, '')}${restricted ? RESTRICTED_MCP_FILE_PATH : MCP_FILE_PATH}`;
  return `curl -fsSLo fernpay-docs-mcp.mjs ${url} && claude mcp add ${MCP_SERVER_NAME} -- node "$PWD/fernpay-docs-mcp.mjs"`;
}
