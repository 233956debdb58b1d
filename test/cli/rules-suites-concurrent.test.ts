// The Firestore rules suites (test/rules, against the emulator) run their cases side by side:
// each case seeds its own documents under ids of its own, so one case's round trips need not
// wait for another's. A case written with it() or test() would run alone again, one after
// another; this test refuses it, and checks that jest lets a useful number run at once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const rulesDir = join(root, 'test', 'rules');

/** The lines of a suite that declare a case jest runs one after another (a declaration starts its line). */
function serialCases(text: string): string[] {
  return text.split('\n').filter((line) => /^\s*(it|test)(\.each|\.only|\.failing)?\s*\(/.test(line));
}

/** The suites of test/rules that talk to the Firestore emulator. */
const emulatorSuites = readdirSync(rulesDir)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => readFileSync(join(rulesDir, name), 'utf8').match(/\b(?:initializeTestEnvironment|rulesEnvironment)\(/));

describe('the Firestore rules suites run their cases concurrently', () => {
  it('finds the suites (the users, shapes, practices and note library matrices among them)', () => {
    expect(emulatorSuites).toEqual(
      expect.arrayContaining(['firestore-users.test.ts', 'user-shapes.test.ts', 'practices.test.ts', 'note-templates.test.ts']),
    );
  });

  it.each(emulatorSuites)('%s declares every case with test.concurrent', (name) => {
    const text = readFileSync(join(rulesDir, name), 'utf8');
    expect(serialCases(text)).toEqual([]);
    expect(text).toMatch(/test\.concurrent(\.each)?\(/);
  });

  it('recognises a case that would run alone', () => {
    expect(
      serialCases("  it('a case', async () => {\n  test.each(cases)('%s', run);\n  test.concurrent('ok', run);\n// as it (and test) do"),
    ).toEqual(["  it('a case', async () => {", "  test.each(cases)('%s', run);"]);
  });

  it('jest runs between 8 and 16 of them at once (maxConcurrency)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the repository's jest configuration
    const { maxConcurrency } = require(join(root, 'jest.config.js')) as { maxConcurrency?: number };
    expect(maxConcurrency).toBeGreaterThanOrEqual(8);
    expect(maxConcurrency).toBeLessThanOrEqual(16);
  });
});
