// `npm run lint` refuses performance.now() in tests: speed is measured by the benchmarks under
// bench/ and printed, never asserted (a rule applier's "under 20 ms" failed once on a busy
// machine while the code was unchanged).
import { lint } from '../support/lint';

jest.setTimeout(120000);

describe('lint: no timed assertions in tests', () => {
  const timed =
    "it('is fast', () => {\n  const started = performance.now();\n  expect(performance.now() - started).toBeLessThan(20);\n});\n";

  it('fails on performance.now() in a unit test and in a stack suite', async () => {
    for (const file of ['packages/clinical-notes/src/style/__tests__/probe.test.ts', 'test/api/probe.test.ts']) {
      const result = await lint(file, timed);
      expect(result.code).toBe(1);
      expect(result.output).toContain('Measure speed in a benchmark');
    }
  });

  it('passes performance.now() in a benchmark', async () => {
    const result = await lint('bench/lib/probe.mjs', 'export const elapsed = (started) => performance.now() - started;\n');
    expect(result.output).not.toContain('Measure speed in a benchmark');
  });
});

describe('lint: tests wait for states, not for fixed times', () => {
  const fixed =
    "const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nit('ends', async () => {\n  await sleep(500);\n  expect(1).toBe(1);\n});\n";

  it('fails on a long fixed sleep in a unit test and in a stack suite (an idle stream once took longer than 500 ms under load)', async () => {
    for (const file of ['functions/src/providers/transcription/__tests__/probe.test.ts', 'test/api/probe.test.ts']) {
      const result = await lint(file, fixed);
      expect(result.code).toBe(1);
      expect(result.output).toContain('Wait for the state the test needs');
    }
  });

  it('passes a short pause between polls of a state', async () => {
    const result = await lint('test/api/probe.test.ts', fixed.replace('sleep(500)', 'sleep(20)'));
    expect(result.output).not.toContain('Wait for the state the test needs');
  });
});
