// How every browser suite launches Chromium: Debian's package (or CHROMIUM_PATH), never a
// downloaded browser, with the switches that keep a headless run quiet and repeatable. The
// browser suite (playwright.config.ts) and the host apps (tests/hosts/playwright.config.mjs)
// share it.

/** @type {string} */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {{ executablePath: string; args: string[] }} */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
