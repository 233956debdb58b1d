// Codes proposed by a language model, on the local stack's Firestore: the functions' code (as
// built) with the OpenAI SDK against a local OpenAI-compatible stand-in, as the suggest endpoint
// runs it when a model is configured. A code the visit suggests too is marked; one the visit
// supports that it does not suggest follows, with its evidence; one no fact supports is listed
// apart; the accepted codes are checked as ever; a model that fails leaves the visit's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCall } from '../support/api-call';
import { clinicianWithNote } from '../support/session-note';
import { readStack } from '../support/stack';

const stack = readStack();
const functionsDir = join(__dirname, '..', '..', 'functions');
/* eslint-disable @typescript-eslint/no-require-imports */
const load = (id: string) => require(require.resolve(id, { paths: [functionsDir] }));
process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
process.env.SECRETS_KEY = readFileSync(join(__dirname, '..', '..', '.run', 'secrets.key'), 'utf8').trim();
const { initializeApp, getApps } = load('firebase-admin/app');
const { getFirestore } = load('firebase-admin/firestore');
const { suggestNoteCodes } = require('../../functions/lib/notes/codes/session-codes.js');
const { OpenAiChatModel } = require('../../functions/lib/providers/notes/openai-chat.js');
const { OpenAiChatStandIn } = require('../../functions/src/providers/notes/__tests__/stand-ins/openai-chat-stand-in');
/* eslint-enable @typescript-eslint/no-require-imports */
const app =
  getApps().find((a: { name: string }) => a.name === 'codes-model') ?? initializeApp({ projectId: stack.projectId }, 'codes-model');
const db = getFirestore(app);

const TRANSCRIPT = [
  '[doctor] Good morning, how can I help?',
  "[patient] I've had diarrhoea for three days, loose and watery, and some tummy cramps.",
  '[doctor] Do you have any medical conditions? [patient] I have asthma, I use an inhaler.',
  "[doctor] It seems like you have something called gastroenteritis, a tummy bug. Drink plenty of fluids and I'll see you if it's not better in three days.",
].join('\n');
const ANSWER = ['K52.9 - Noninfective gastroenteritis and colitis, unspecified', 'R10.9 - Abdominal pain', 'E11.9 - Type 2 diabetes'].join(
  '\n',
);

let standIn: { start(): Promise<string>; stop(): Promise<void>; next(b: unknown, times?: number): unknown; requests: unknown[] };
let baseURL: string;
beforeAll(async () => {
  standIn = new OpenAiChatStandIn({ answer: ANSWER, apiKey: 'test-key' });
  baseURL = await standIn.start();
});
afterAll(() => standIn.stop());

describe('/codes/suggest with a language model', () => {
  it('marks what the visit suggests too, adds what the visit supports, lists apart what it does not; the save checks them as ever', async () => {
    const { account, sessionId } = await clinicianWithNote(stack, 'codes-model', TRANSCRIPT, { plan: 'Bronze' });
    const model = new OpenAiChatModel({ apiKey: 'test-key', baseURL, model: 'stand-in-model' });
    const answer = await suggestNoteCodes(db, account.localId, sessionId, 'soap', model);
    const byCode = new Map(answer.suggestions.map((s: { code: string }) => [s.code, s]));
    expect(byCode.get('K52.9')).toMatchObject({ basis: 'diagnosis', proposedByModel: true });
    // Abdominal pain: said by the patient, not suggested by the visit alone (a diagnosis was stated).
    expect(byCode.get('R10.9')).toMatchObject({ basis: 'symptom', proposedByModel: true, billable: true });
    const pain = byCode.get('R10.9') as {
      evidence: { start: number; end: number };
      passage: { text: string };
      reasons: Array<{ key: string }>;
    };
    expect(TRANSCRIPT.slice(pain.evidence.start, pain.evidence.end)).toMatch(/cramps/);
    expect(pain.reasons.map((r) => r.key).slice(0, 2)).toEqual(['modelProposed', 'modelSupported']);
    expect(byCode.get('J45.909')).not.toHaveProperty('proposedByModel');
    expect(answer.model).toEqual({
      label: 'stand-in-model',
      failed: false,
      unsupported: [
        {
          code: 'E11.9',
          description: 'Type 2 diabetes mellitus without complications',
          billable: true,
          reasons: [
            { key: 'modelProposed', values: { model: 'stand-in-model', code: 'E11.9' } },
            { key: 'modelUnsupported', values: {} },
          ],
        },
      ],
    });
    // The endpoint without a model configured (the local stack's) answers the visit's own, with no model part.
    const plain = await apiCall(stack, '/codes/suggest', account.idToken, { sessionId, noteId: 'soap' });
    expect(plain.body).not.toHaveProperty('model');
    expect(plain.body.suggestions.map((s: { code: string }) => s.code)).not.toContain('R10.9');
    const saved = await apiCall(stack, '/codes/accepted', account.idToken, {
      sessionId,
      noteId: 'soap',
      codes: [
        { code: 'K52.9', origin: 'suggested' },
        { code: 'R10.9', origin: 'suggested' },
      ],
      seenAt: 0,
    });
    expect(saved.status).toBe(200);
  });

  it("keeps the visit's own suggestions when the model fails, and says so", async () => {
    const { account, sessionId } = await clinicianWithNote(stack, 'codes-model-fail', TRANSCRIPT, { plan: 'Bronze' });
    standIn.next({ kind: 'fail', status: 400 }, 1);
    const model = new OpenAiChatModel({ apiKey: 'test-key', baseURL, model: 'stand-in-model-2', maxRetries: 0 });
    const answer = await suggestNoteCodes(db, account.localId, sessionId, 'soap', model);
    expect(answer.model).toEqual({ label: 'stand-in-model-2', failed: true, unsupported: [] });
    expect(answer.suggestions[0]).toMatchObject({ code: 'K52.9', basis: 'diagnosis' });
    expect(answer.suggestions.some((s: { proposedByModel?: boolean }) => s.proposedByModel)).toBe(false);
  });
});
