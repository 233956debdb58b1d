// The functions' unit cases get 30 s from the root's jest too: a project's own `testTimeout` is
// a global option that jest ignores in a project, so the time is set by a setup file the project
// runs (functions/jest.setup.js). A case over jest's default 5 s beside the stack's lanes failed
// a fresh-clone run when the time sat in `testTimeout`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(join(root, 'jest.config.js')) as { projects: Array<Record<string, unknown>> };

describe('unit case timeouts', () => {
  it('no project sets testTimeout, which jest would ignore there', () => {
    expect(config.projects.filter((p) => 'testTimeout' in p).map((p) => p.displayName)).toEqual([]);
  });

  it('the functions project runs the setup file that gives each case 30 s', () => {
    const functions = config.projects.find((p) => p.displayName === 'functions');
    const setup = (functions?.setupFilesAfterEnv as string[] | undefined) ?? [];
    expect(setup).toContain('<rootDir>/jest.setup.js');
    expect(String(functions?.rootDir)).toBe(join(root, 'functions'));
    expect(readFileSync(join(root, 'functions', 'jest.setup.js'), 'utf8')).toMatch(/jest\.setTimeout\(30000\)/);
  });
});
