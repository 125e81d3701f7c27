/**
 * Chromium for the end-to-end tests: Debian's headless build of it (`CHROMIUM_TEST_PATH`, scripts/lib/chromium.mjs says
 * why), with the flags the bench, screenshots and diagrams launch the full browser with.
 */
import {chromium, type Browser, type BrowserServer} from 'playwright-core';

import {CHROMIUM_ARGS, CHROMIUM_TEST_PATH} from '../../scripts/lib/chromium.mjs';

export {CHROMIUM_ARGS, CHROMIUM_TEST_PATH};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_ARGS});
}

/**
 * One Chromium for the whole end-to-end run (the global setup starts it, tests/e2e/global-setup.ts): each file
 * connects to it and opens its own contexts, which share nothing, instead of starting a Chromium of its own.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_ARGS});
}

/** A connection to the run's Chromium (`launchChromiumServer`); closing it closes the contexts it opened. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
