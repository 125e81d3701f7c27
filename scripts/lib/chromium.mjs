// Debian's Chromium as every script and test here launches it (end-to-end tests, bench, screenshots,
// diagrams): one path (CHROMIUM_PATH overrides it) and one set of flags for a headless machine without
// network access beyond the npm registry.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The end-to-end tests' Chromium: Debian's `chromium-headless-shell`, built from the same Chromium source and version
 * as `chromium` (the same Blink, V8 and network stack) without the browser's window, tabs strip and UI layers. It is
 * the binary Playwright itself runs for headless tests. Over the whole end-to-end suite it takes about a fifth less
 * CPU (2026-12-01: 1,016 against 1,284 CPU-s, 521 against 655 s, every test passing on both), and the suite is bound
 * by CPU on two cores. What readers' own browser does is measured with the full one: the bench (Lighthouse), the
 * screenshots and the diagrams keep `CHROMIUM_PATH`; Firefox ESR is the suite's second engine.
 * `CHROMIUM_TEST_PATH` overrides it; a `CHROMIUM_PATH` set without it is used for the tests too.
 */
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_TEST_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
