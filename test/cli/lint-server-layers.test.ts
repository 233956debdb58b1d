// `npm run lint` on the server's layers (scripts/eslint/server-layers.mjs): an import goes from a
// layer to its own entry or a layer below (shared → config → security → providers → users →
// billing → sessions → the features → api, realtime → index.ts); the features stand side by
// side but for the named allowances; type-only imports cross freely. These cases lint source
// text as if it stood at a path of the repository.
import { lint } from '../support/lint';

jest.setTimeout(120000);

const RULE = 'server-layers/order';

describe('lint: the server layers', () => {
  it('refuses an import from a layer above', async () => {
    const config = await lint('functions/src/config.ts', "import { clientIp } from './security/auth';\nexport const probe = clientIp;\n");
    expect(config.code).toBe(1);
    expect(config.output).toContain(RULE);
    expect(config.output).toContain("'config' (config) must not import './security/auth' from 'security' (security), a layer above it");
    const users = await lint(
      'functions/src/users/probe.ts',
      "import { accountRouter } from '../api/routers/account';\nexport const probe = accountRouter;\n",
    );
    expect(users.code).toBe(1);
    expect(users.output).toContain("'users' (users) must not import '../api/routers/account' from 'api' (entry points)");
    const provider = await lint(
      'functions/src/providers/integrations/probe.ts',
      "const bundle = require('../../integrations/fhir/note-bundle');\nexport const probe = bundle;\n",
    );
    expect(provider.code).toBe(1);
    expect(provider.output).toContain(RULE);
  });

  it('refuses one feature importing another side by side, and a re-export or import() as well', async () => {
    const feature = await lint(
      'functions/src/virtual/probe.ts',
      "import { exportNote } from '../integrations/adapters';\nexport const probe = exportNote;\n",
    );
    expect(feature.code).toBe(1);
    expect(feature.output).toContain("'virtual' must not import '../integrations/adapters' from 'integrations': the features");
    const reexport = await lint('functions/src/sessions/probe.ts', "export { connectFhir } from '../integrations/fhir/fhir-service';\n");
    expect(reexport.code).toBe(1);
    expect(reexport.output).toContain(RULE);
    const importer = await lint(
      'functions/src/file-processing/document-to-text.ts',
      "import { importNote } from '../notes/import/prompt-from-note';\nexport const probe = importNote;\n",
    );
    expect(importer.code).toBe(1);
    expect(importer.output).toContain("'file-processing' must not import '../notes/import/prompt-from-note' from 'notes'");
    const dynamic = await lint('functions/src/billing/probe.ts', "export const probe = () => import('../sessions/session-store');\n");
    expect(dynamic.code).toBe(1);
    expect(dynamic.output).toContain(RULE);
  });

  it('passes imports along the order, within an entry, through an allowance, and of types only', async () => {
    const down = await lint(
      'functions/src/sessions/probe.ts',
      "import { readUserDoc } from '../users/user-store';\nimport { expireTrialIfOver } from '../billing/trials';\nimport { providers } from '../providers';\nimport { config } from '../config';\nimport { Refusal } from '../shared/refusal';\nimport { readSession } from './session-store';\nexport const probe = [readUserDoc, expireTrialIfOver, providers, config, Refusal, readSession];\n",
    );
    expect(down.output).not.toContain(RULE);
    expect(down.code).toBe(0);
    const entry = await lint(
      'functions/src/api/probe.ts',
      "import { connectFhir } from '../integrations/fhir/fhir-service';\nimport { sweepUploadQuotas } from '../file-processing/upload-quota';\nexport const probe = [connectFhir, sweepUploadQuotas];\n",
    );
    expect(entry.output).not.toContain(RULE);
    expect(entry.code).toBe(0);
    const allowance = await lint(
      'functions/src/integrations/practice-connections.ts',
      "import { logOf } from '../practices/practice-store';\nimport { extractDocument } from '../providers/files/extract-text';\nexport const probe = [logOf, extractDocument];\n",
    );
    expect(allowance.output).not.toContain(RULE);
    expect(allowance.code).toBe(0);
    const types = await lint(
      'functions/src/providers/integrations/probe.ts',
      "import type { FhirCredentials } from '../../integrations/fhir/types';\nimport { type FhirAdapter } from '../../integrations/fhir/types';\nexport type Probe = [FhirCredentials, FhirAdapter];\n",
    );
    expect(types.output).not.toContain(RULE);
    expect(types.code).toBe(0);
  });

  it('leaves tests free to compose layers', async () => {
    const test = await lint(
      'functions/src/shared/__tests__/probe.test.ts',
      "import { createApiApp } from '../../api/app';\nit('builds the app', () => expect(createApiApp).toBeDefined());\n",
    );
    expect(test.output).not.toContain(RULE);
  });
});
