// The command-line reading the repository's commands share: node's parseArgs with positionals
// and a --help flag; a malformed line prints the error and the usage and exits 2, --help
// prints the usage and exits 0.
import { parseArgs } from 'node:util';

/** The parsed flags and positionals of process.argv, given the command's `usage` and its parseArgs `options`. */
export function readCommandLine(usage, options) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
