// POST /notes/evidence on the local stack: a generated note's sentences with their state,
// place and source passages, what it leaves out; a sentence the clinician typed with no
// source is "added"; an omission added through the session's save is no longer missing, one
// dismissed stays hidden; the owner only, input checked.
import { apiCall } from '../support/api-call';
import { clinicianWithNote } from '../support/session-note';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const TRANSCRIPT = [
  '[doctor] what brings you in today?',
  '[patient] i have had pain in my left knee for three weeks.',
  '[patient] i take ibuprofen 400 mg twice a day.',
  '[doctor] any fever? [patient] no fever.',
  '[doctor] we will get an x-ray of the left knee.',
  '[doctor] i will see you back in two weeks.',
].join('\n');

const noteOf = (label: string) => clinicianWithNote(stack, label, TRANSCRIPT, { localDate: '2026-11-27' });

describe('POST /notes/evidence', () => {
  it('gives each sentence of a generated note its state, place and passages', async () => {
    const { account, sessionId, note } = await noteOf('evidence-api');
    const answer = await apiCall(stack, '/notes/evidence', account.idToken, { sessionId, noteId: 'soap' });
    expect(answer.status).toBe(200);
    const sentences = answer.body.sentences as Array<Record<string, any>>;
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.every((s) => ['supported', 'partial'].includes(s.state) && s.typed === false)).toBe(true);
    const ibuprofen = sentences.find((s) => /ibuprofen/i.test(s.text));
    const passage = ibuprofen?.sources.find((p: { kind: string }) => p.kind === 'transcript');
    expect(TRANSCRIPT.slice(passage.start, passage.end)).toBe(passage.text);
    expect(passage).toMatchObject({ utterance: expect.any(Number) });
    const body = note.sections[ibuprofen?.place.section].items[ibuprofen?.place.item].body;
    expect(ibuprofen?.text.endsWith(body.slice(ibuprofen?.place.start, ibuprofen?.place.end))).toBe(true);
    expect(Array.isArray(answer.body.omissions)).toBe(true);
  });

  it('calls a typed sentence with no source "added"; adds and dismisses omissions through the session save', async () => {
    const { account, sessionId, note } = await noteOf('evidence-edits');
    const plan = note.sections.findIndex((s) => /plan/i.test(s.title));
    // The x-ray's item says something else now: the x-ray comes back as a missing plan item.
    const withoutPlan = note.sections.map((s) => ({
      ...s,
      items: s.items.map((c) => (/x-ray/i.test(c.body) ? { ...c, body: 'No fever.' } : c)),
    }));
    withoutPlan[0] = {
      ...withoutPlan[0],
      items: [...withoutPlan[0].items, { title: '', body: 'The patient plays the violin every weekend.' }],
    };
    await apiCall(stack, `/sessions/${sessionId}`, account.idToken, { notes: [{ noteId: 'soap', sections: withoutPlan }] }, 'PATCH');
    const edited = await apiCall(stack, '/notes/evidence', account.idToken, { sessionId, noteId: 'soap' });
    expect(edited.body.sentences.find((s: { text: string }) => /violin/.test(s.text))).toMatchObject({ state: 'added', typed: true });
    const xray = (edited.body.omissions as Array<{ text: string; kind: string; section: string }>).find((o) => /x-ray/i.test(o.text));
    expect(xray).toMatchObject({ kind: 'plan', section: note.sections[plan].title });

    const others = (edited.body.omissions as Array<{ text: string }>).filter((o) => o.text !== xray?.text).map((o) => o.text);
    withoutPlan[plan] = { ...withoutPlan[plan], items: [...withoutPlan[plan].items, { title: '', body: xray!.text }] };
    const saved = await apiCall(
      stack,
      `/sessions/${sessionId}`,
      account.idToken,
      { notes: [{ noteId: 'soap', sections: withoutPlan, dismissedOmissions: others }] },
      'PATCH',
    );
    expect(saved.status).toBe(200);
    const after = await apiCall(stack, '/notes/evidence', account.idToken, { sessionId, noteId: 'soap' });
    expect(after.body.omissions).toEqual([]);
    // The offline draft wrote the same sentence: it counts as generated, and its source supports it.
    expect(after.body.sentences.find((s: { text: string }) => s.text === xray!.text)?.state).toMatch(/^(supported|partial)$/);
  });

  it('answers the owner only, and checks its input', async () => {
    const { sessionId } = await noteOf('evidence-owner');
    const other = await newAccount(stack, 'evidence-other');
    const refused = await apiCall(stack, '/notes/evidence', other.idToken, { sessionId, noteId: 'soap' });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({
      code: 'not-found',
      key: 'sessionNotFound',
      message: 'This session no longer exists. Start a new session.',
    });
    expect((await apiCall(stack, '/notes/evidence', other.idToken, { sessionId: 'x', noteId: 'soap' })).status).toBe(400);
    expect((await apiCall(stack, '/notes/evidence', 'not-a-token', { sessionId, noteId: 'soap' })).status).toBe(401);
  });
});
