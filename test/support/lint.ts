// Lints source text as if it stood at a path of the repository, with the project's own ESLint
// configuration, exactly as the lint step does: the lint rules' own tests use it. One ESLint
// (lint-server.mjs, a child process: ESLint loads its ES-module configuration, which Jest's
// module sandbox cannot) serves every case of a test file, rather than one ESLint a case.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const server = join(__dirname, 'lint-server.mjs');
const root = join(__dirname, '..', '..');

type Answer = { code: number; output: string };
let child: ChildProcessWithoutNullStreams | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();

function failAll(error: Error) {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function started(): ChildProcessWithoutNullStreams {
  if (child) return child;
  const proc = spawn(process.execPath, [server], { cwd: root });
  let stderr = '';
  proc.stderr.on('data', (chunk) => (stderr += chunk));
  createInterface({ input: proc.stdout }).on('line', (line) => {
    const { id, code, output } = JSON.parse(line) as Answer & { id: number };
    waiting.get(id)?.resolve({ code, output });
    waiting.delete(id);
  });
  proc.on('error', failAll);
  proc.on('exit', (exit) => {
    child = null;
    failAll(new Error(`the lint server exited (${exit}): ${stderr}`));
  });
  child = proc;
  return proc;
}

// The server lives as long as the test file that uses it.
afterAll(async () => {
  const proc = child;
  if (!proc) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.stdin.end();
  await exited;
});

/** Lints `code` as the file `filePath`; resolves with ESLint's exit code and output. */
export function lint(filePath: string, code: string): Promise<Answer> {
  const proc = started();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    proc.stdin.write(`${JSON.stringify({ id, filePath, code })}\n`);
  });
}
