// Prints the seconds each stack suite took in the last `npm test` (its reports in
// .run/results/), as the entries of `SECONDS` in test/support/stack-groups.js, which balances
// the lanes: `node scripts/lane-seconds.mjs [results folder]`, then paste. Only the lanes'
// suites are printed (the lists after the lanes and the suites run alone are not balanced by it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot, runDir } from './lib/paths.mjs';

const resultsDir = process.argv[2] ?? join(runDir, 'results');
const seconds = new Map();
const reports = existsSync(resultsDir) ? readdirSync(resultsDir) : [];
for (const file of reports.filter((name) => /^stack-lane-.*\.json$/.test(name))) {
  const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
  for (const result of report.testResults)
    seconds.set(relative(repoRoot, result.name), Math.max(1, Math.round((result.endTime - result.startTime) / 1000)));
}
if (seconds.size === 0) {
  console.error(`No lane reports in ${process.argv[2] ?? relative(repoRoot, resultsDir)}: run \`npm test\` first.`);
  process.exit(1);
}
for (const [file, s] of [...seconds].sort(([a], [b]) => a.localeCompare(b))) console.log(`  '${file}': ${s},`);
