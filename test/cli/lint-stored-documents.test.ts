// `npm run lint` keeps every Firestore collection behind its repository's parser
// (scripts/eslint/stored-documents.mjs): a cast of a document's data is refused in product code,
// repositories included. These cases lint source text as if it stood at a path of the repository.
import { lint } from '../support/lint';

jest.setTimeout(120000);

const ADMIN_SDK = "import { getFirestore } from 'firebase-admin/firestore';\ntype Doc = { day: string };\n";
const RULE = 'stored-documents/parse-stored';

describe("lint: a document's data is parsed, never cast", () => {
  it.each([
    ['a plain cast', 'export const probe = async () => (await getFirestore().doc(`x/1`).get()).data() as Doc;\n'],
    ['a cast with a fallback', 'export const probe = async () => ((await getFirestore().doc(`x/1`).get()).data() ?? {}) as Doc;\n'],
    [
      'a cast to a possibly missing document',
      'export const probe = async () => (await getFirestore().doc(`x/1`).get()).data() as Doc | undefined;\n',
    ],
    [
      'a cast of an optional chain',
      'export const probe = async () => { const s = await getFirestore().doc(`x/1`).get(); return s?.data() as Doc; };\n',
    ],
    [
      'a cast in a spread of query rows',
      'export const probe = async () => (await getFirestore().collection(`x`).get()).docs.map((d) => ({ id: d.id, ...(d.data() as Doc) }));\n',
    ],
  ])('fails on %s in server code', async (_name, body) => {
    const result = await lint('functions/src/billing/probe.ts', `${ADMIN_SDK}${body}`);
    expect(result.code).toBe(1);
    expect(result.output).toContain("cast no document's data");
    expect(result.output).toContain(RULE);
  });

  it('fails in a repository module too, and on the site', async () => {
    const repository = await lint(
      'functions/src/sessions/session-store.ts',
      `${ADMIN_SDK}export const probe = async () => (await getFirestore().doc(\`x/1\`).get()).data() as Doc;\n`,
    );
    expect(repository.code).toBe(1);
    expect(repository.output).toContain(RULE);
    const site = await lint(
      'src/lib/firebase/probe.ts',
      "import { doc, getDoc, getFirestore } from 'firebase/firestore';\nexport const probe = async () => (await getDoc(doc(getFirestore(), 'x', '1'))).data() as { day: string };\n",
    );
    expect(site.code).toBe(1);
    expect(site.output).toContain(RULE);
  });

  it("passes a document parsed by its schema, data read without a cast, and a test's cast", async () => {
    const parsed = await lint(
      'functions/src/billing/probe.ts',
      "import { getFirestore } from 'firebase-admin/firestore';\nimport { z } from 'zod';\nimport { parseStored } from '../shared/stored-document';\nconst schema = z.object({ day: z.string() });\nexport const probe = async () => parseStored(schema, (await getFirestore().doc(`x/1`).get()).data(), 'x');\nexport const other = (value: unknown) => value as string;\n",
    );
    expect(parsed.output).not.toContain(RULE);
    expect(parsed.code).toBe(0);
    const test = await lint(
      'functions/src/billing/__tests__/probe.test.ts',
      `${ADMIN_SDK}it('reads', async () => expect(((await getFirestore().doc(\`x/1\`).get()).data() as Doc).day).toBe('x'));\n`,
    );
    expect(test.output).not.toContain(RULE);
  });
});
