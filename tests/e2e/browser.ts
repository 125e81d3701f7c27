/** Chromium for the end-to-end tests (path and flags from scripts/lib/chromium.mjs, shared with the bench, screenshots and diagrams). */
import {chromium, type Browser} from 'playwright-core';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/lib/chromium.mjs';

export {CHROMIUM_ARGS, CHROMIUM_PATH};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}
