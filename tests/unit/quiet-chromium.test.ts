import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const WRAPPER = path.resolve('tools/quiet-chromium.sh');
const OURS = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup';

// A stand-in browser that prints the arguments it was started with, one per line.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiet-chromium-'));
const fakeBrowser = path.join(dir, 'chromium');
fs.writeFileSync(fakeBrowser, '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n', { mode: 0o755 });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const launch = (args: string[], browser = fakeBrowser) =>
  spawnSync(WRAPPER, args, { encoding: 'utf8', env: { ...process.env, QUIET_CHROMIUM_OF: browser } });

describe('tools/quiet-chromium.sh', () => {
  it("adds the address bar's pages to the --disable-features list Playwright passes, the rest as given", () => {
    const run = launch([
      '--headless',
      '--disable-features=PaintHolding,MediaRouter',
      '--user-data-dir=/tmp/a b',
      'about:blank',
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(0, -1)).toEqual([
      '--headless',
      `--disable-features=PaintHolding,MediaRouter,${OURS}`,
      '--user-data-dir=/tmp/a b',
      'about:blank',
    ]);
  });

  it('passes a list of its own when none was given', () => {
    const run = launch(['--headless', 'about:blank']);
    expect(run.stdout.split('\n').slice(0, -1)).toEqual([
      '--headless',
      'about:blank',
      `--disable-features=${OURS}`,
    ]);
  });

  it('refuses to start itself', () => {
    const run = launch(['--headless'], WRAPPER);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('names this wrapper');
  });
});
