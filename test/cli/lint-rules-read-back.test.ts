// `npm run lint` refuses a record read back past the rules with getDoc in the rules and security
// suites: from the one context every concurrent test shares, getDoc may answer from the client's
// cache on a busy machine (test/rules/user-shapes.test.ts failed so, the record as it was before
// the write it had just accepted); getDocFromServer reads the emulator.
import { lint } from '../support/lint';

jest.setTimeout(120000);

describe('lint: a record read back past the rules comes from the emulator', () => {
  const readBack = (read: string) =>
    `import { doc, ${read} } from 'firebase/firestore';\ndeclare const pastRules: { db: any };\nexport const stored = async (uid: string) => (await ${read}(doc(pastRules.db, 'users', uid))).data();\n`;

  it('fails on getDoc past the rules in a rules suite and a security suite', async () => {
    for (const file of ['test/rules/probe.test.ts', 'test/security/probe.test.ts']) {
      const result = await lint(file, readBack('getDoc'));
      expect(result.code).toBe(1);
      expect(result.output).toContain('getDocFromServer');
    }
  });

  it('passes getDocFromServer', async () => {
    const result = await lint('test/rules/probe.test.ts', readBack('getDocFromServer'));
    expect(result.output).not.toContain('Read a record back past the rules');
  });
});
