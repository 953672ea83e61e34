import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test file's whole time, its imports and top-level setup included (a file's own
 * database and app are made there), to test-results/unit-files.json for tests/run-all.mjs.
 */
export default class FileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      const file = path.relative(process.cwd(), module.moduleId);
      return { file, project: module.project.name, ms: Math.round(ms) };
    });
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync('test-results/unit-files.json', JSON.stringify(files));
  }
}
