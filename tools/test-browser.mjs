import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const QUIET = fileURLToPath(new URL('./quiet-chromium.sh', import.meta.url));
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell), the Chromium that Playwright itself
 * runs for headless tests: Blink and V8 without the browser's window around each page. Every
 * test opens a context of its own; in the full browser each cost its browser process about
 * 0.5 s of CPU, in the shell 0.2 s (issue 36: a third of the browser tests' Chromium time).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The flags of every headless Chromium here, the tests' and the bench's: no sandbox (the machines
 * run as root), no GPU, and none of the background traffic this machine's closed network refuses.
 */
export const HEADLESS_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `browser` through quiet-chromium.sh, which starts it without the pages of its address bar. */
const quiet = (browser) => ({ executablePath: QUIET, env: { ...process.env, QUIET_CHROMIUM_OF: browser } });

/**
 * Playwright's launch options for the browser tests: the browser CHROMIUM_PATH names, else the
 * headless shell when installed, else Debian's Chromium.
 */
export const testBrowser = () => {
  const named = process.env.CHROMIUM_PATH;
  if (named) return quiet(named);
  return fs.existsSync(HEADLESS_SHELL) ? { executablePath: HEADLESS_SHELL } : quiet(DEBIAN_CHROMIUM);
};

/**
 * The whole browser, for a test of what a vendor's Chrome does that the shell does differently:
 * the shell sets text without the desktop's font rendering settings, so a line can wrap elsewhere.
 */
export const fullBrowser = () => quiet(process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM);
