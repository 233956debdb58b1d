// `npm run lint` refuses console.error in the site's code: a failure is logged through
// src/lib/report-error.ts, which leaves out cancelled requests (an aborted request logged as
// an error once failed the accounts browser suite on a sign-out mid-request).
import { lint } from '../support/lint';

jest.setTimeout(120000);

describe('lint: the site logs failures through reportError', () => {
  it('fails on console.error in a feature', async () => {
    const result = await lint('src/features/settings/probe.ts', 'export const probe = (error: unknown) => console.error(error);\n');
    expect(result.code).toBe(1);
    expect(result.output).toContain('no-console');
  });

  it('passes reportError, and console.error in the module that defines it', async () => {
    const feature = await lint(
      'src/features/settings/probe.ts',
      "import { reportError } from '../../lib/report-error';\nexport const probe = (error: unknown) => reportError(error);\n",
    );
    expect(feature.output).not.toContain('no-console');
    expect(feature.code).toBe(0);
    const own = await lint('src/lib/report-error.ts', 'export const probe = (error: unknown) => console.error(error);\n');
    expect(own.output).not.toContain('no-console');
  });
});
