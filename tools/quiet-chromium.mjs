import { fileURLToPath } from 'node:url';

const WRAPPER = fileURLToPath(new URL('./quiet-chromium.sh', import.meta.url));

/**
 * Makes this process and the ones it starts drive Chromium through quiet-chromium.sh: the wrapper
 * becomes CHROMIUM_PATH (which Playwright's launches here and the anchors' measure.mjs read), and
 * the browser CHROMIUM_PATH named, Debian's by default, is the one it starts. Calling it again, or
 * in a child that inherited it, changes nothing. Returns the wrapper's path.
 */
export const useQuietChromium = () => {
  if (process.env.CHROMIUM_PATH !== WRAPPER) {
    process.env.QUIET_CHROMIUM_OF = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    process.env.CHROMIUM_PATH = WRAPPER;
  }
  return WRAPPER;
};
