// `node scripts/lane-seconds.mjs [results folder]` prints the seconds each suite of the stack's
// lanes took in a run, from jest's reports, as the entries of stack-groups.js's SECONDS.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const script = join(root, 'scripts', 'lane-seconds.mjs');
const report = (suites: Array<[string, number, number]>) =>
  JSON.stringify({ testResults: suites.map(([file, startTime, endTime]) => ({ name: join(root, file), startTime, endTime })) });

describe('the lanes’ seconds from a run', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lane-seconds-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints every lane suite once, by path, in whole seconds (at least 1), and not the lists after the lanes', () => {
    writeFileSync(
      join(dir, 'stack-lane-1-of-2.json'),
      report([
        ['test/e2e/notes.test.ts', 1000, 14_600],
        ['test/api/api.test.ts', 20_000, 20_200],
      ]),
    );
    writeFileSync(join(dir, 'stack-lane-2-of-2.json'), report([['test/api/admin.test.ts', 5000, 13_400]]));
    writeFileSync(join(dir, 'stack-after-the-lanes-1-of-2.json'), report([['test/e2e/recording.test.ts', 0, 30_000]]));
    const out = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    expect(out.stdout.trimEnd().split('\n')).toEqual([
      "  'test/api/admin.test.ts': 8,",
      "  'test/api/api.test.ts': 1,",
      "  'test/e2e/notes.test.ts': 14,",
    ]);
  });

  it('says to run the tests first when there is no lane report, or no such folder', () => {
    const out = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/No lane reports in .*run `npm test` first/);
    const missing = spawnSync(process.execPath, [script, join(dir, 'none')], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(`No lane reports in ${join(dir, 'none')}: run \`npm test\` first.`);
  });
});
