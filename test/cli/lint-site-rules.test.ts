// `npm run lint` refuses a cycle between features (scripts/eslint/feature-cycles.mjs), a
// component over 150 lines, a screen reaching the user record's Firestore module instead of its RTK Query endpoints
// (scripts/eslint/user-record-access.mjs), recoil outside its one module, and a browser test
// reading a response body without a rejection handler. These cases lint source text as if it stood at a
// path of the repository, with the project's own ESLint configuration.
import { lint } from '../support/lint';

jest.setTimeout(120000);

describe('lint: features without cycles', () => {
  it('fails on a feature importing one that already depends on it (auth is imported by billing)', async () => {
    const result = await lint(
      'src/features/auth/probe.ts',
      "import { BillingScreen } from '../billing';\nexport const probe = BillingScreen;\n",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain("feature cycle: 'auth' imports 'billing', which depends on 'auth' (billing → auth)");
    expect(result.output).toContain('features/no-cycles');
  });

  it('fails on a cycle through further features, a lazy import() included', async () => {
    const result = await lint('src/features/session/probe.ts', "export const probe = () => import('../home');\n");
    expect(result.code).toBe(1);
    expect(result.output).toContain("feature cycle: 'session' imports 'home', which depends on 'session' (home → session)");
  });

  it('passes the same kind of import in the direction the features already go', async () => {
    const result = await lint('src/features/billing/probe.ts', "import { useAuth } from '../auth';\nexport const probe = useAuth;\n");
    expect(result.output).not.toContain('features/no-cycles');
    expect(result.code).toBe(0);
  });
});

describe('lint: small components', () => {
  const component = (lines: number) =>
    [
      'export function Probe() {',
      '  return (',
      '    <div>',
      ...Array.from({ length: lines - 6 }, (_, i) => `      <p>${i}</p>`),
      '    </div>',
      '  );',
      '}',
    ].join('\n') + '\n';

  it('fails on a .tsx file over 150 lines, wherever it stands', async () => {
    for (const path of ['src/features/admin/components/probe.tsx', 'src/pages/probe.tsx']) {
      const result = await lint(path, component(151));
      expect(result.code).toBe(1);
      expect(result.output).toContain('File has too many lines (151). Maximum allowed is 150');
    }
  });

  it('passes one of 150 lines', async () => {
    const result = await lint('src/features/admin/components/probe.tsx', component(150));
    expect(result.output).not.toContain('max-lines');
    expect(result.code).toBe(0);
  });
});

describe('lint: the user record through its endpoints', () => {
  it("fails on a screen importing the record's Firestore module, statically or lazily", async () => {
    const stat = await lint(
      'src/features/settings/probe.ts',
      "import { saveSettings } from '../../lib/firebase/user-record';\nexport const probe = saveSettings;\n",
    );
    expect(stat.code).toBe(1);
    expect(stat.output).toContain(
      "the user record is read and written through src/app/user-record-api.ts (its queries and mutations), not '../../lib/firebase/user-record'",
    );
    expect(stat.output).toContain('user-record/through-api');
    const lazy = await lint('src/features/tour/probe.ts', "export const probe = () => import('../../lib/firebase/user-record');\n");
    expect(lazy.code).toBe(1);
    expect(lazy.output).toContain('user-record/through-api');
  });

  it('passes the same write through the mutation', async () => {
    const result = await lint(
      'src/features/settings/probe.ts',
      "import { useSaveSettingsMutation } from '../../app/user-record-api';\nexport const probe = useSaveSettingsMutation;\n",
    );
    expect(result.output).not.toContain('user-record/through-api');
    expect(result.code).toBe(0);
  });
});

describe('lint: recoil in its one module', () => {
  it('fails on recoil imported anywhere but src/app/local-ui-state.ts', async () => {
    const code = "import { atom } from 'recoil';\nexport const probe = atom;\n";
    const elsewhere = await lint('src/features/notes/probe.ts', code);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toContain('recoil is imported only by src/app/local-ui-state.ts');
    const home = await lint('src/app/local-ui-state.ts', code);
    expect(home.output).not.toContain('no-restricted-imports');
  });
});

describe('lint: browser tests read response bodies with a rejection handler', () => {
  const listener = (read: string) =>
    `import type { Page } from 'playwright-core';\nexport function probe(page: Page): void {\n  page.on('response', (response) => {\n    void ${read};\n  });\n}\n`;

  it("fails on a response body's .then() without one, and passes it with one", async () => {
    const bare = await lint('test/e2e/probe.test.ts', listener('response.text().then((text) => text.length)'));
    expect(bare.code).toBe(1);
    expect(bare.output).toContain("Give a response body's .then() a rejection handler");
    const handled = await lint('test/e2e/probe.test.ts', listener('response.text().then((text) => text.length, () => 0)'));
    expect(handled.output).not.toContain('rejection handler');
    expect(handled.code).toBe(0);
  });
});

describe("lint: dates in the interface's language", () => {
  it('fails on toLocaleDateString() or toLocaleString() without a locale in the site', async () => {
    const result = await lint(
      'src/features/style/probe.ts',
      'export const probe = (at: number) => [new Date(at).toLocaleDateString(), new Date(at).toLocaleString()];\n',
    );
    expect(result.code).toBe(1);
    expect(result.output.match(/no-restricted-syntax/g)).toHaveLength(2);
  });

  it("passes the same call given the interface's language", async () => {
    const result = await lint(
      'src/features/style/probe.ts',
      "export const probe = (at: number, lang: string) => new Date(at).toLocaleDateString(lang, { dateStyle: 'medium' });\n",
    );
    expect(result.output).not.toContain('no-restricted-syntax');
    expect(result.code).toBe(0);
  });
});
