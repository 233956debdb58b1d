// Lints source text as if it stood at a path of the repository, with the project's own ESLint
// configuration, exactly as the lint step does: the lint rules' own tests use it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const eslint = join(root, 'node_modules', '.bin', 'eslint');

/** Lints `code` as the file `filePath`; resolves with ESLint's exit code and output. */
export function lint(filePath: string, code: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(eslint, ['--max-warnings', '0', '--stdin', '--stdin-filename', filePath], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (exit) => resolve({ code: exit ?? -1, output }));
    child.stdin.end(code);
  });
}
