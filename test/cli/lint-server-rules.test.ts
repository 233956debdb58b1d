// `npm run lint` on the server (scripts/eslint/server-rules.mjs, scripts/eslint/no-spec-citations.mjs):
// a refusal is a Refusal, the environment is read in config.ts only, and comments say why
// in their own words (every form of citation: lint-citations.test.ts). These cases lint source text as if it stood at a path of the repository.
import { lint } from '../support/lint';

jest.setTimeout(120000);

const API_ERROR = "import { ApiError } from '../shared/api-error';\n";

describe('lint: the server', () => {
  it('fails on a new ApiError in a service and in a router', async () => {
    const service = await lint(
      'functions/src/billing/probe.ts',
      `${API_ERROR}export const probe = () => new ApiError(403, 'permission-denied', 'No', 'uiNoteLimit');\n`,
    );
    expect(service.code).toBe(1);
    expect(service.output).toContain('refuse with new Refusal(status, catalogueKey');
    expect(service.output).toContain('server/refusals');
    const router = await lint(
      'functions/src/api/routers/probe.ts',
      "import { ApiError } from '../errors';\nexport const probe = () => { throw new ApiError(404, 'not-found', 'Not found'); };\n",
    );
    expect(router.code).toBe(1);
    expect(router.output).toContain('server/refusals');
  });

  it('passes a Refusal, and an ApiError where the answer is made', async () => {
    const refusal = await lint(
      'functions/src/billing/probe.ts',
      "import { Refusal } from '../shared/refusal';\nexport const probe = () => new Refusal(403, 'uiNoteLimit');\n",
    );
    expect(refusal.output).not.toContain('server/refusals');
    expect(refusal.code).toBe(0);
    const answer = await lint(
      'functions/src/api/errors.ts',
      "import { ApiError } from '../shared/api-error';\nexport const probe = () => new ApiError(413, 'invalid-argument', 'Request too large');\n",
    );
    expect(answer.output).not.toContain('server/refusals');
    expect(answer.code).toBe(0);
  });

  it("fails on a logger entry's detail named message (the logger's own text goes there), and passes it named otherwise", async () => {
    const logged =
      "import { logger } from 'firebase-functions/v2';\nexport const probe = (e: Error) => logger.error('Failed', { %s: e.message });\n";
    const lost = await lint('functions/src/api/probe.ts', logged.replace('%s', 'message'));
    expect(lost.code).toBe(1);
    expect(lost.output).toContain('The logger writes its own message there');
    const kept = await lint('functions/src/api/probe.ts', logged.replace('%s', 'error'));
    expect(kept.output).not.toContain('no-restricted-syntax');
    expect(kept.code).toBe(0);
  });

  it('fails on process.env outside config.ts, and passes it there', async () => {
    const provider = await lint('functions/src/providers/mail/probe.ts', 'export const probe = () => process.env.SMTP_HOST;\n');
    expect(provider.code).toBe(1);
    expect(provider.output).toContain('read no process.env here');
    expect(provider.output).toContain('server/config-once');
    const config = await lint('functions/src/config.ts', 'export const probe = () => process.env.SMTP_HOST;\n');
    expect(config.output).not.toContain('server/config-once');
    expect(config.code).toBe(0);
  });

  it('fails on an adapter taking a whole NodeJS.ProcessEnv, and passes its typed section of config() and a test', async () => {
    const adapter = await lint(
      'functions/src/providers/mail/probe.ts',
      'export const probe = (env: NodeJS.ProcessEnv) => env.SMTP_HOST;\n',
    );
    expect(adapter.code).toBe(1);
    expect(adapter.output).toContain('not a whole NodeJS.ProcessEnv');
    expect(adapter.output).toContain('server/config-once');
    const typed = await lint(
      'functions/src/providers/mail/probe.ts',
      "import type { MailSettings } from '../../config';\nexport const probe = (settings: MailSettings) => settings.host;\n",
    );
    expect(typed.output).not.toContain('server/config-once');
    expect(typed.code).toBe(0);
    const test = await lint(
      'functions/src/providers/mail/__tests__/probe.test.ts',
      "it('reads', () => { const env: NodeJS.ProcessEnv = { SMTP_HOST: 'x' }; expect(env.SMTP_HOST).toBe('x'); });\n",
    );
    expect(test.output).not.toContain('server/config-once');
  });

  it("fails on a variable of config.ts's schema read by its name outside config.ts, and passes it there", async () => {
    const member = await lint(
      'functions/src/providers/storage/probe.ts',
      'type Vars = Record<string, string | undefined>;\nexport const probe = (env: Vars) => Number(env.AUDIO_SEGMENT_MS) || 5000;\n',
    );
    expect(member.code).toBe(1);
    expect(member.output).toContain('read AUDIO_SEGMENT_MS through config()');
    expect(member.output).toContain('server/config-once');
    const destructured = await lint(
      'functions/src/providers/transcription/probe.ts',
      'type Vars = Record<string, string | undefined>;\nexport const probe = ({ AWS_TRANSCRIBE_REGION: region }: Vars) => region?.trim();\n',
    );
    expect(destructured.code).toBe(1);
    expect(destructured.output).toContain('read AWS_TRANSCRIBE_REGION through config()');
    const realtime = await lint(
      'functions/src/realtime/probe.ts',
      'export const probe = (env: Record<string, string>) => env.SESSION_SWEEP_MS;\n',
    );
    expect(realtime.code).toBe(1);
    expect(realtime.output).toContain('read SESSION_SWEEP_MS through config()');
    const config = await lint(
      'functions/src/config.ts',
      'export const probe = (env: Record<string, string | undefined>) => Number(env.AUDIO_SEGMENT_MS) || 5000;\n',
    );
    expect(config.output).not.toContain('server/config-once');
    const unrelated = await lint(
      'functions/src/providers/storage/probe.ts',
      "const LIMITS = { MAX_BYTES: 5 };\nexport const probe = { bytes: LIMITS.MAX_BYTES, label: { SMTP_HOST: 'a key that is not read' } };\n",
    );
    expect(unrelated.output).not.toContain('server/config-once');
    expect(unrelated.code).toBe(0);
  });

  it('fails on a transcription engine taken without its sentence step, and passes transcriptionEngine', async () => {
    const raw = await lint(
      'functions/src/realtime/probe.ts',
      "import { selectTranscriptionProvider } from '../providers/transcription/select';\nexport const probe = () => selectTranscriptionProvider('aws', {});\n",
    );
    expect(raw.code).toBe(1);
    expect(raw.output).toContain('take the engine from transcriptionEngine');
    expect(raw.output).toContain('server/transcription-engine');
    const engine = await lint(
      'functions/src/realtime/probe.ts',
      "import { transcriptionEngine } from '../providers/transcription/engine';\nexport const probe = () => transcriptionEngine('aws', {});\n",
    );
    expect(engine.output).not.toContain('server/transcription-engine');
    expect(engine.code).toBe(0);
  });

  it('fails on a server comment that cites instead of saying why', async () => {
    const result = await lint('functions/src/billing/probe.ts', '// Trials last 7 days, as the spec says.\nexport const probe = 7;\n');
    expect(result.code).toBe(1);
    expect(result.output).toContain('comments/no-spec-citations');
  });
});
