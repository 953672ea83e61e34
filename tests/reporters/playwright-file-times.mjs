import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes each spec file's time to test-results/e2e-files.json for tests/run-all.mjs: from each
 * test's start to its end, so a file's beforeAll and its worker's server start, which run inside
 * its first test, count for it (Playwright's own durations leave them out).
 */
export default class FileTimes {
  began = new Map();
  files = new Map();

  onTestBegin(test) {
    this.began.set(test, performance.now());
  }

  onTestEnd(test) {
    const file = path.relative(process.cwd(), test.location.file);
    const ms = performance.now() - (this.began.get(test) ?? performance.now());
    this.files.set(file, (this.files.get(file) ?? 0) + ms);
  }

  onEnd() {
    const files = [...this.files].map(([file, ms]) => ({ file, project: 'e2e', ms: Math.round(ms) }));
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync('test-results/e2e-files.json', JSON.stringify(files));
  }

  printsToStdio() {
    return false;
  }
}
