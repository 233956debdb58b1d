// One ESLint, with the project's own configuration, for every case of a lint rules' test
// file: reads one JSON request a line ({ id, filePath, code }) on stdin, answers one JSON line
// ({ id, code, output }) on stdout with what `eslint --max-warnings 0 --stdin
// --stdin-filename <filePath>` would have exited with and printed. Started by lint.ts.
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });
const formatter = await eslint.loadFormatter('stylish');

/** As the CLI does: errors, or any warning past --max-warnings 0, exit 1. */
async function lint(filePath, code) {
  const results = await eslint.lintText(code, { filePath });
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  let output = await formatter.format(results);
  if (!errors && warnings > 0) output += 'ESLint found too many warnings (maximum: 0).\n';
  return { code: errors || warnings > 0 ? 1 : 0, output };
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, filePath, code } = JSON.parse(line);
  let answer;
  try {
    answer = { id, ...(await lint(filePath, code)) };
  } catch (error) {
    // A crash in ESLint is exit code 2 on the command line.
    answer = { id, code: 2, output: String(error?.stack ?? error) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
