// `npm test` runs a failed stack suite once more, alone: one that passes then is named flaky
// and counts as passed; a crashed run or many failures are not run again.
import groups from '../support/stack-groups';

const run = (failed: Array<[string, number]>, complete = true) => ({ failedSuites: new Map(failed), complete });

describe('which stack suites run again', () => {
  it('takes every failed suite of every lane, with its failed cases', () => {
    const rerun = groups.suitesToRerun([run([['test/e2e/app-shell.test.ts', 1]]), run([]), run([['test/api/admin.test.ts', 2]])]);
    expect([...rerun]).toEqual([
      ['test/e2e/app-shell.test.ts', 1],
      ['test/api/admin.test.ts', 2],
    ]);
  });

  it('takes none when a jest crashed without a report, or when more suites failed than a shared machine explains', () => {
    expect(groups.suitesToRerun([run([['a.test.ts', 1]]), run([], false)]).size).toBe(0);
    const many = Array.from({ length: groups.MAX_RERUN + 1 }, (_, i): [string, number] => [`s${i}.test.ts`, 1]);
    expect(groups.suitesToRerun([run(many)]).size).toBe(0);
    expect(groups.suitesToRerun([run(many.slice(0, groups.MAX_RERUN))]).size).toBe(groups.MAX_RERUN);
  });

  it('names flaky only the suites that passed the second time, and none when the second run crashed', () => {
    const rerun = new Map([
      ['a.test.ts', 1],
      ['b.test.ts', 3],
    ]);
    expect(groups.flakySuites(rerun, run([['b.test.ts', 3]]))).toEqual(['a.test.ts']);
    expect(groups.flakySuites(rerun, run([]))).toEqual(['a.test.ts', 'b.test.ts']);
    expect(groups.flakySuites(rerun, run([], false))).toEqual([]);
  });
});
