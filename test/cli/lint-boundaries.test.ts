// `npm run lint` keeps the layers apart (scripts/eslint/boundaries.mjs): these cases lint
// source text as if it stood at a path of the repository, with the project's own ESLint
// configuration, exactly as the lint step does.
import { lint } from '../support/lint';

jest.setTimeout(120000);

describe('lint: walls between features and layers', () => {
  it("fails on a feature importing another feature's internals", async () => {
    const result = await lint(
      'src/features/notes/probe.ts',
      "import { selectSession } from '../session/session-slice';\nexport const probe = selectSession;\n",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain("import the 'session' feature through its index.ts or model.ts");
    expect(result.output).toContain('boundaries/layers');
  });

  it("passes the same import through the feature's model.ts", async () => {
    const result = await lint(
      'src/features/notes/probe.ts',
      "import { selectSession } from '../session/model';\nexport const probe = selectSession;\n",
    );
    expect(result.output).not.toContain('boundaries/layers');
    expect(result.code).toBe(0);
  });

  it('fails on shared code importing an SDK', async () => {
    const result = await lint(
      'functions/src/shared/probe.ts',
      "import { getFirestore } from 'firebase-admin/firestore';\nexport const probe = getFirestore;\n",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain("no package but zod ('firebase-admin/firestore')");
  });

  it("passes shared code naming the note engine's types, and fails on it loading the engine", async () => {
    const types = await lint(
      'functions/src/shared/probe.ts',
      "import type { NoteSection } from '@clinicscribe/clinical-notes';\nexport type { Pronoun } from '@clinicscribe/clinical-notes';\nexport type Probe = NoteSection;\n",
    );
    expect(types.output).not.toContain('boundaries/layers');
    expect(types.code).toBe(0);
    const loaded = await lint(
      'functions/src/shared/probe.ts',
      "import { draftNote } from '@clinicscribe/clinical-notes';\nexport const probe = draftNote;\n",
    );
    expect(loaded.code).toBe(1);
    expect(loaded.output).toContain("no package but zod ('@clinicscribe/clinical-notes')");
  });

  it('fails on product code importing from a test folder', async () => {
    const result = await lint(
      'functions/src/providers/probe.ts',
      "import { startChatStandIn } from '../../../test/support/stand-ins/openai-chat';\nexport const probe = startChatStandIn;\n",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('product code must not import test code');
  });

  it('fails on the library layer importing a feature', async () => {
    const result = await lint('src/lib/probe.ts', "export const probe = () => import('../features/session/model');\n");
    expect(result.code).toBe(1);
    expect(result.output).toContain('src/lib is below the features');
  });

  it('fails on a component drawing an icon from the icon package rather than the icon module', async () => {
    const code = "import { Gear } from 'react-bootstrap-icons';\nexport const probe = Gear;\n";
    const result = await lint('src/features/settings/probe.ts', code);
    expect(result.code).toBe(1);
    expect(result.output).toContain("icons come from src/components/icons.ts, the product's one icon set ('react-bootstrap-icons')");
    const fromModule = await lint(
      'src/features/settings/probe.ts',
      "import { SettingsIcon } from '../../components/icons';\nexport const probe = SettingsIcon;\n",
    );
    expect(fromModule.code).toBe(0);
  });
});
