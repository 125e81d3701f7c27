/**
 * Which sandbox presets a published file runs (the sandbox file, publish.ts; the MCP file, scripts/build-mcp.mjs):
 * each replaces its "presets" module (src/sandbox/published.ts, src/mcp/presets.ts) with this source, which imports
 * the public preset and, in the provider section's file only, the provider preset. The public file's module graph
 * then holds no provider module at all (tests/unit/sealed-bundles.test.ts bundles it and looks).
 */
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** The presets' modules (src/sandbox/presets). */
export const PRESET_MODULES = {
  public: path.join(ROOT, 'src', 'sandbox', 'presets', 'public.ts'),
  provider: path.join(ROOT, 'src', 'sandbox', 'presets', 'provider.ts'),
} as const;

/** `export const PRESETS` (src/sandbox/preset.ts `Presets`) for a public (`provider` false) or the provider file. */
export function presetsSource(provider: boolean): string {
  return [
    `import {PUBLIC_PRESET} from ${JSON.stringify(PRESET_MODULES.public)};`,
    ...(provider ? [`import {PROVIDER_PRESET} from ${JSON.stringify(PRESET_MODULES.provider)};`] : []),
    `export const PRESETS = {public: PUBLIC_PRESET${provider ? ', provider: PROVIDER_PRESET' : ''}};`,
  ].join('\n');
}
