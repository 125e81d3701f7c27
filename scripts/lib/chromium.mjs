// Debian's Chromium as every script and test here launches it (end-to-end tests, bench, screenshots,
// diagrams): one path (CHROMIUM_PATH overrides it) and one set of flags for a headless machine without
// network access beyond the npm registry.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
