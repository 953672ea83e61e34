// Every test in one command: unit and server tests (Vitest), the build, then the browser tests
// (Playwright on Debian's Chromium against the built app). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const started = performance.now();
fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;

const unitStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit.json',
]);
const unit = readJson('test-results/unit.json');
passed += unit?.numPassedTests ?? 0;
failed += unit ? unit.numFailedTests : 1;
if (unitStatus !== 0 && unit && unit.numFailedTests === 0) failed += 1; // a file that failed to load

const buildStatus = run(bin('vite'), ['build', '--logLevel', 'warn']);
if (buildStatus !== 0) {
  failed += 1;
} else {
  const e2eStatus = run(bin('playwright'), ['test']);
  const stats = readJson('test-results/e2e.json')?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats ? stats.unexpected : 1;
  if (e2eStatus !== 0 && stats && stats.unexpected === 0) failed += 1;
}

// CI keeps only the end of the output, so the names of what failed are repeated just above the count.
const firstLine = (text) => stripVTControlCharacters(text ?? '').split('\n')[0];
const unitFailures = (report) =>
  (report?.testResults ?? []).flatMap((file) => {
    const tests = file.assertionResults.filter((a) => a.status === 'failed');
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((a) => `${where} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
  });
const e2eFailures = (suite) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results.at(-1)?.error?.message;
        return `tests/e2e/${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
      }),
  ),
  ...(suite.suites ?? []).flatMap(e2eFailures),
];
const e2e = readJson('test-results/e2e.json');
const failures = [
  ...(unit ? unitFailures(unit) : ['Vitest wrote no report (see above)']),
  ...(buildStatus !== 0 ? ['the build failed, so the browser tests did not run (see above)'] : []),
  ...(buildStatus === 0 && !e2e ? ['Playwright wrote no report (see above)'] : []),
  // Errors outside any test: a spec file that does not load, a worker that crashed.
  ...(e2e?.errors ?? []).map((error) => `Playwright: ${firstLine(error.message)}`),
  ...e2eFailures(e2e ?? {}),
];
if (failures.length > 0) console.log(['Failed:', ...failures.map((f) => `  ${f.slice(0, 300)}`)].join('\n'));

const minutes = (performance.now() - started) / 60_000;
console.log(`npm test took ${Math.floor(minutes)} min ${Math.round((minutes % 1) * 60)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
