// Every test in one command, at one of two depths (README, "The two commands"):
//   npm test            what a developer runs before every commit: the build, unit and server
//                       tests on PGlite (Vitest, fuzzing at 25 cases an operation), then the
//                       browser tests (Playwright on Debian's Chromium against the built app);
//   npm test -- --deep  that, plus the server tests on PostgreSQL (when TEST_DATABASE_URL is set),
//                       fuzzing at 200 cases an operation, the `*.alone` tests and the `*.deep`
//                       browser specs. .ci/run runs this one.
// Both end with "N passed, N failed", after the run's duration and its 15 slowest files.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--deep');
if (unknown.length) {
  console.error(`npm test takes --deep or nothing, not ${unknown.join(' ')}`);
  process.exit(2);
}
const deep = args.includes('--deep');
// A fresh seed each run, so that every run fuzzes other cases; printed, so a failure can be replayed.
const fuzzSeed = process.env.FUZZ_SEED ?? String(crypto.randomInt(2 ** 31));
const depthEnv = {
  TEST_DEPTH: deep ? 'deep' : 'quick',
  FUZZ_SEED: fuzzSeed,
  // Vite 8 warns, for each config it loads (the build's and each Vitest project's), that a future
  // major will load configs natively and then want file extensions on the imports of schemas/ and
  // tools/. Nothing is wrong today; 26 lines six times over would bury the test output.
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};

const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, commandArgs, env = {}) =>
  spawnSync(cmd, commandArgs, { stdio: 'inherit', env: { ...process.env, ...depthEnv, ...env } }).status ?? 1;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const started = performance.now();
fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });
console.log(
  `npm test${deep ? ' -- --deep' : ''}: fuzzing seed ${fuzzSeed} (FUZZ_SEED=${fuzzSeed} replays it)`,
);
let passed = 0;
let failed = 0;

// The build comes first: the server tests of the built pages read dist/, as the browser tests do.
const buildStatus = run(bin('vite'), ['build', '--logLevel', 'warn']);
if (buildStatus !== 0) failed += 1;

const unitStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit.json',
  '--reporter=./tests/reporters/vitest-file-times.ts',
]);
const unit = readJson('test-results/unit.json');
passed += unit?.numPassedTests ?? 0;
failed += unit ? unit.numFailedTests : 1;
if (unitStatus !== 0 && unit && unit.numFailedTests === 0) failed += 1; // a file that failed to load
// Playwright empties test-results/ when it starts: what it needs of Vitest's is read now.
const unitFiles = readJson('test-results/unit-files.json') ?? [];

if (buildStatus === 0) {
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
  ...(buildStatus !== 0 ? ['the build failed, so the browser tests did not run (see above)'] : []),
  ...(unit ? unitFailures(unit) : ['Vitest wrote no report (see above)']),
  ...(buildStatus === 0 && !e2e ? ['Playwright wrote no report (see above)'] : []),
  // Errors outside any test: a spec file that does not load, a worker that crashed.
  ...(e2e?.errors ?? []).map((error) => `Playwright: ${firstLine(error.message)}`),
  ...e2eFailures(e2e ?? {}),
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const slowest = [...unitFiles, ...(readJson('test-results/e2e-files.json') ?? [])]
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 15);
console.log(
  [
    'The 15 slowest files (a file on two databases counts twice; times overlap on two workers):',
    ...slowest.map((f) => `  ${seconds(f.ms).padStart(8)}  ${f.file} (${f.project})`),
  ].join('\n'),
);
if (failures.length > 0) console.log(['Failed:', ...failures.map((f) => `  ${f.slice(0, 300)}`)].join('\n'));

const took = Math.round((performance.now() - started) / 1000);
console.log(
  `npm test${deep ? ' -- --deep' : ''} took ${Math.floor(took / 60)} min ${took % 60} s` +
    (failures.length ? `; fuzzing seed ${fuzzSeed}` : ''),
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
