/**
 * The sandbox presets the MCP server's in-process sandbox may run (src/sandbox/preset.ts): in the repository
 * both. scripts/build-mcp.mjs replaces this module in each file it publishes (plugins/sandbox-web/presets.ts):
 * the public file imports the public preset only, the provider section's file both.
 */
import type {Presets} from '../sandbox/preset';
import {PROVIDER_PRESET} from '../sandbox/presets/provider';
import {PUBLIC_PRESET} from '../sandbox/presets/public';

export const PRESETS: Presets = {public: PUBLIC_PRESET, provider: PROVIDER_PRESET};
