// `npm run lint` keeps comments and test titles in their own words (scripts/eslint/no-spec-citations.mjs):
// a reference to the specification document or to a tracker item is refused in every file lint reads: product code, the engine
// package, every test, the scripts, the benchmarks and the configuration. These cases lint source text as if it stood at a path of the repository.
import { lint } from '../support/lint';

jest.setTimeout(120000);

const RULE = 'comments/no-spec-citations';

describe('lint: comments in their own words', () => {
  it.each([
    ["// The tour's steps, in the spec's order."],
    ['/** Popover width (spec: 600). */'],
    ['// As the spec says.'],
    ['/** Spec section 4: not connected, connected, or session expired. */'],
    ['// The hosting catch-all serves the main index (spec section 2).'],
    ['// Settings as the specification §3 lists them.'],
    ['// Revocation (§7).'],
    ['// Trusted client address and rate limits (issue 28).'],
    ['// Attack 6 of Issue #28: a revoked account keeps access.'],
    ['// Found while fixing issues 28 and 30.'],
    ['// Reverted in PR #112.'],
    ['// The values of spec.md.'],
  ])('fails on a product comment citing a reference: %s', async (comment) => {
    const result = await lint('src/features/tour/probe.ts', `${comment}\nexport const probe = 600;\n`);
    expect(result.code).toBe(1);
    expect(result.output).toContain(RULE);
  });

  it('fails on a citation in a server comment and in a test comment', async () => {
    const server = await lint(
      'functions/src/shared/probe.ts',
      '// Invitations and the welcome e-mail (issue 28: no mail relay).\nexport const probe = 1;\n',
    );
    expect(server.code).toBe(1);
    expect(server.output).toContain(RULE);
    const test = await lint(
      'test/security/probe.test.ts',
      "// Weak point of issue 28: API answers carry PHI.\nit('answers', () => expect(1).toBe(1));\n",
    );
    expect(test.code).toBe(1);
    expect(test.output).toContain(RULE);
  });

  it('fails on a citation in the engine package', async () => {
    const result = await lint(
      'packages/clinical-notes/src/visit/probe.ts',
      '// Sections in the order of spec section 5.\nexport const probe = 1;\n',
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain(RULE);
  });

  it.each([
    ['bench/probe.mjs', "// The note engine on bad input (issue 42's faults): an empty transcript.\n"],
    ['bench/probe.mjs', "// Numbers only (the issue's aim: each in 500 ms or less).\n"],
    ['bench/probe.mjs', "// Numbers only, no pass or fail (the\n// issue's aim: each in 1 s or less).\n"],
    ['scripts/probe.mjs', '/** Spec section 4: the stack starts every service. */\n'],
    ['scripts/services/probe.mjs', '// The stand-in answers as issue 28 found the provider does.\n'],
    ['gatsby-probe.ts', "// The prefetch stays off (this ticket's request).\n"],
    ['packages/clinical-notes/test/probe.test.ts', '// Section order\n// of spec section 5.\n'],
  ])('fails on a citation anywhere lint reads, a benchmark, a script or a configuration too: %s %s', async (path, comment) => {
    const result = await lint(path, `${comment}export const probe = 1;\n`);
    expect(result.code).toBe(1);
    expect(result.output).toContain(RULE);
  });

  it('passes the words issue and spec where they cite nothing', async () => {
    const code =
      "// The token endpoint issues one token a client; the issuer's key; the issues of a Bundle; a private key in PKCS #8.\n// The special\n// case of a spectrum.\nexport const probe = 1;\n";
    const result = await lint('bench/probe.mjs', code);
    expect(result.output).not.toContain(RULE);
    expect(result.code).toBe(0);
  });

  it('passes a comment that says why, and words that merely contain the letters', async () => {
    const code =
      '// Room for the longest step on three lines; the specialty and its respect of the inspection order; the tissue 3 cm wide; section 2 of the note.\nexport const probe = 600;\n';
    const result = await lint('src/features/tour/probe.ts', code);
    expect(result.output).not.toContain(RULE);
    expect(result.code).toBe(0);
  });
});

describe("lint: a test's title in its own words", () => {
  it.each([
    ["describe('constants of spec section 9', () => { it('holds', () => expect(1).toBe(1)); });\n"],
    ["it('shows the spec texts for sign-in mistakes', () => expect(1).toBe(1));\n"],
    ["test.each([[1]])('%s matches spec section 9', (n) => expect(n).toBe(1));\n"],
    ["it(`refuses ${'twice'} as issue 28 found`, () => expect(1).toBe(1));\n"],
    ["describe.skip('the trail of issue 28', () => { it('holds', () => expect(1).toBe(1)); });\n"],
  ])('fails on a title citing a reference: %s', async (code) => {
    const result = await lint('functions/src/shared/__tests__/probe.test.ts', code);
    expect(result.code).toBe(1);
    expect(result.output).toContain("say the behaviour in the test's title");
  });

  it('passes a title that says the behaviour, and a product string that is not a title', async () => {
    const title = await lint(
      'test/api/probe.test.ts',
      "it('refuses with the catalogue texts before taking anything', () => expect(1).toBe(1));\n",
    );
    expect(title.output).not.toContain(RULE);
    expect(title.code).toBe(0);
    const text = await lint(
      'src/features/help/probe.ts',
      "export const probe = (t: (key: string) => string) => [t('help.spec'), 'See issue 28 of the newsletter'];\n",
    );
    expect(text.output).not.toContain(RULE);
    expect(text.code).toBe(0);
  });
});
