// Debian's Chromium, as the browser tests and `npm run lighthouse` launch it (docs/architecture.md:
// never a downloaded browser). CHROMIUM_PATH overrides the binary.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
