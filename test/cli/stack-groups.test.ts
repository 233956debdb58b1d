// The grouping of the stack suites (test/support/stack-groups.js): every suite jest's stack
// project finds is named there exactly once, so a new suite cannot be left out of the lanes
// (or put beside suites it shares state with) unnoticed; and the lanes npm test runs hold
// every suite once, each shared list whole in one lane.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import groups from '../support/stack-groups';

const repoRoot = path.join(__dirname, '..', '..');

function stackSuites(): string[] {
  const jest = path.join(repoRoot, 'node_modules', '.bin', 'jest');
  const listed = spawnSync(jest, ['--selectProjects', 'stack', '--listTests', '--json'], { cwd: repoRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(listed.stderr);
  return (JSON.parse(listed.stdout) as string[]).map((file) => path.relative(repoRoot, file)).sort();
}

const named = () => [
  ...groups.independent,
  ...Object.values(groups.shared).flat(),
  ...Object.values(groups.afterLanes).flat(),
  ...groups.alone,
];

describe('the stack suites’ groups', () => {
  it('name every stack suite exactly once, and nothing else', () => {
    const suites = stackSuites();
    expect(suites.length).toBeGreaterThan(50);
    const names = named();
    const twice = names.filter((file, i) => names.indexOf(file) !== i);
    expect(twice).toEqual([]);
    expect(suites.filter((file) => !names.includes(file))).toEqual([]);
    expect(names.filter((file) => !suites.includes(file))).toEqual([]);
    for (const file of names) expect(existsSync(path.join(repoRoot, file))).toBe(true);
    expect(Object.keys(groups.SECONDS).filter((file) => !names.includes(file))).toEqual([]);
  }, 60000);

  it('put each suite in one lane, in a list run after the lanes or among those run alone, a shared list whole in one lane', () => {
    const suites = named();
    for (const width of [1, 2, 3, 4]) {
      const plan = groups.planLanes(suites, width);
      expect(plan.lanes.length).toBeLessThanOrEqual(width);
      expect(plan.unnamed).toEqual([]);
      const placed = [...plan.lanes.flatMap((lane) => lane.files), ...plan.after.flat(), ...plan.alone];
      expect([...placed].sort()).toEqual([...suites].sort());
      expect(plan.after).toEqual(Object.values(groups.afterLanes));
      expect(plan.alone).toEqual(groups.alone);
      for (const list of Object.values(groups.shared)) {
        const holding = plan.lanes.filter((lane) => list.some((file) => lane.files.includes(file)));
        expect(holding).toHaveLength(1);
        expect(list.every((file) => holding[0].files.includes(file))).toBe(true);
      }
    }
  });

  it('names as engines kept alone only suites of the engines project', () => {
    const jest = path.join(repoRoot, 'node_modules', '.bin', 'jest');
    const listed = spawnSync(jest, ['--selectProjects', 'engines', '--listTests', '--json'], { cwd: repoRoot, encoding: 'utf8' });
    if (listed.status !== 0) throw new Error(listed.stderr);
    const engines = (JSON.parse(listed.stdout) as string[]).map((file) => path.relative(repoRoot, file));
    expect(groups.pacedEngines.length).toBeGreaterThan(0);
    expect(groups.pacedEngines.filter((file) => !engines.includes(file))).toEqual([]);
    // Some run beside the lanes: the list is not every engine suite.
    expect(engines.length).toBeGreaterThan(groups.pacedEngines.length);
  }, 60000);

  it('runs a suite it does not know alone, and says so', () => {
    const stranger = 'test/api/not-grouped-yet.test.ts';
    const plan = groups.planLanes([...named(), stranger], 3);
    expect(plan.unnamed).toEqual([stranger]);
    expect(plan.alone).toContain(stranger);
    expect(plan.lanes.some((lane) => lane.files.includes(stranger))).toBe(false);
  });

  it('balances the lanes: no two differ by more than the longest unit', () => {
    const seconds: Record<string, number> = {};
    const suites = named();
    suites.forEach((file, i) => (seconds[file] = 5 + ((i * 37) % 60)));
    const plan = groups.planLanes(suites, 3, seconds);
    const units = [...Object.values(groups.shared), ...groups.independent.map((file) => [file])];
    const longest = Math.max(...units.map((unit) => unit.reduce((sum, file) => sum + seconds[file], 0)));
    const loads = plan.lanes.map((lane) => lane.files.reduce((sum, file) => sum + seconds[file], 0));
    expect(plan.lanes.map((lane) => lane.seconds)).toEqual(loads);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(longest);
  });
});
