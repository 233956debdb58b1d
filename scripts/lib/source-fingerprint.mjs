// A fingerprint of a build's inputs: the paths, sizes and modification times of the files
// under the given entries of a folder (cheap: no file is read). A build records it next to
// its output and is current while the fingerprint is unchanged.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

/** The fingerprint of `inputs` (files or folders) under `dir`, with `extra` strings mixed in. */
export function fingerprintOf(dir, inputs, extra = []) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [file, stat] of files(join(dir, input))) hash.update(`${relative(dir, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  for (const value of extra) hash.update(value);
  return hash.digest('hex');
}
