// The formatter: `npm run lint` checks the tree with Prettier and the repository's settings, so
// code that is not formatted fails lint, and formatted code passes it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const PRETTIER = join(ROOT, 'node_modules', '.bin', 'prettier');

/** Whether Prettier, with the repository's settings, finds `code` formatted. */
function formatted(code: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'format-check-'));
  try {
    const file = join(dir, 'example.ts');
    writeFileSync(file, code);
    const run = spawnSync(PRETTIER, ['--config', join(ROOT, '.prettierrc.json'), '--check', file], { encoding: 'utf8' });
    if (run.status !== 0 && run.status !== 1) throw new Error(`prettier failed: ${run.stderr}`);
    return run.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('npm run lint runs the format check after ESLint', () => {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
  expect(scripts.lint).toContain('prettier --check .');
  expect(scripts.format).toBe('prettier --write .');
});

test("the repository's settings refuse unformatted code and accept formatted code", () => {
  expect(formatted('const a = {b:1,c:"two"}\n')).toBe(false);
  expect(formatted("const a = { b: 1, c: 'two' };\n")).toBe(true);
  const long = `export const words = ['${'word'.repeat(20)}', '${'term'.repeat(20)}', '${'name'.repeat(20)}'];\n`;
  expect(formatted(long)).toBe(false);
});
