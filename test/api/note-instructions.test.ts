// /note-instructions on the local stack: an instruction applied to a generated note is saved
// as a new version of the session's note (who, when, which instruction in its history), undo
// restores the version before it, and the history lists each version; an instruction not
// understood, over 500 characters or deleting every section is refused with its key and
// nothing saved; another clinician's session is not found; the note in French is written
// again by the offline writer.
import { apiCall } from '../support/api-call';
import { sessionWithNote } from '../support/session-note';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const TRANSCRIPT = [
  '[doctor] Good morning, how can I help?',
  "[patient] I've had diarrhoea for three days, loose and watery, and some tummy cramps.",
  '[doctor] Any blood in the stool? [patient] No.',
  '[doctor] Are you taking anything for it? [patient] Loperamide 2 mg, twice a day.',
  "[doctor] It seems like you have gastroenteritis. Drink plenty of fluids, and I'll see you in one week if it's not better. I'll also check your bloods.",
].join('\n');

/** A clinician with a session holding a SOAP note generated offline. */
async function clinicianWithNote(label: string) {
  const made = await sessionWithNote(stack, label, TRANSCRIPT);
  expect(made.note.generator).toBe('offline');
  return made;
}

type Section = { title: string; items: Array<{ title: string; body: string }> };
const planOf = (sections: Section[]) => sections.find((s) => s.title === 'Plan')?.items.map((c) => c.body) ?? [];

describe('/note-instructions', () => {
  it('applies an instruction as a new version with who, when and which, undoes it, and lists the history', async () => {
    const { account, sessionId, note } = await clinicianWithNote('instr-apply');
    const before = note.sections as Section[];
    expect(planOf(before).length).toBeGreaterThan(1);

    const started = Date.now();
    const applied = await apiCall(stack, '/note-instructions/apply', account.idToken, {
      sessionId,
      noteId: 'soap',
      instruction: 'Write the plan as a numbered list',
    });
    expect(applied.status).toBe(200);
    const numbered = planOf(applied.body.note.sections);
    expect(numbered[0]).toMatch(/^1\. /);
    // Each item numbered, its label after the number.
    const labelled = (before.find((s) => s.title === 'Plan')?.items ?? []).map((c) => (c.title ? `${c.title}: ${c.body}` : c.body));
    expect(numbered).toEqual(labelled.map((text, i) => `${i + 1}. ${text}`));
    expect(applied.body.history).toEqual([
      expect.objectContaining({
        version: 1,
        instruction: 'Write the plan as a numbered list',
        kind: 'layout',
        by: { uid: account.localId, email: account.email },
        at: expect.any(Number),
      }),
    ]);
    expect(applied.body.history[0].at).toBeGreaterThanOrEqual(started);
    // Saved in the session, as the site reads it again.
    const saved = await apiCall(stack, `/sessions/${sessionId}`, account.idToken);
    expect(planOf(saved.body.contents.notes[0].sections)).toEqual(numbered);

    const added = await apiCall(stack, '/note-instructions/apply', account.idToken, {
      sessionId,
      noteId: 'soap',
      instruction: 'ajoute au plan : revoir le bilan dans 2 semaines',
    });
    expect(added.status).toBe(200);
    expect(planOf(added.body.note.sections).at(-1)).toBe('Revoir le bilan dans 2 semaines.');

    const undone = await apiCall(stack, '/note-instructions/undo', account.idToken, { sessionId, noteId: 'soap' });
    expect(undone.status).toBe(200);
    expect(planOf(undone.body.note.sections)).toEqual(numbered);
    const first = await apiCall(stack, '/note-instructions/undo', account.idToken, { sessionId, noteId: 'soap' });
    expect(first.body.note.sections).toEqual(before);
    const none = await apiCall(stack, '/note-instructions/undo', account.idToken, { sessionId, noteId: 'soap' });
    expect(none).toMatchObject({ status: 409, body: { error: { key: 'notesUndoNothing' } } });

    const history = await apiCall(stack, `/note-instructions/history?sessionId=${sessionId}&noteId=soap`, account.idToken);
    expect(history.status).toBe(200);
    expect(history.body.history.map((v: Record<string, unknown>) => [v.version, v.kind, Boolean(v.undone)])).toEqual([
      [1, 'layout', true],
      [2, 'add', true],
    ]);
    const restored = await apiCall(stack, `/sessions/${sessionId}`, account.idToken);
    expect(restored.body.contents.notes[0].sections).toEqual(before);
  });

  it('refuses what it does not understand, what is too long and deleting every section, with nothing saved', async () => {
    const { account, sessionId, note } = await clinicianWithNote('instr-refuse');
    const apply = (instruction: string) =>
      apiCall(stack, '/note-instructions/apply', account.idToken, { sessionId, noteId: 'soap', instruction });
    expect(await apply('make it sound warmer')).toMatchObject({ status: 422, body: { error: { key: 'notesInstructionUnknown' } } });
    expect(await apply(`add to the plan: ${'x'.repeat(520)}`)).toMatchObject({
      status: 422,
      body: { error: { key: 'notesInstructionTooLong' } },
    });
    expect(await apply('remove everything')).toMatchObject({ status: 422, body: { error: { key: 'notesInstructionEverySection' } } });
    const sections = (note.sections as Section[]).map((s) => s.title);
    expect(await apply(`remove ${sections.join(', ')}`)).toMatchObject({
      status: 422,
      body: { error: { key: 'notesInstructionEverySection' } },
    });
    const missing = await apply('remove the social history');
    expect(missing).toMatchObject({
      status: 422,
      body: { error: { key: 'notesInstructionNoSection', values: { section: 'social history' } } },
    });
    expect(await apply('')).toMatchObject({ status: 400 });
    const session = await apiCall(stack, `/sessions/${sessionId}`, account.idToken);
    expect(session.body.contents.notes[0].sections).toEqual(note.sections);
    const history = await apiCall(stack, `/note-instructions/history?sessionId=${sessionId}&noteId=soap`, account.idToken);
    expect(history.body.history).toEqual([]);
  });

  it('makes the note shorter with the evidence check, keeping its medications and numbers', async () => {
    const { account, sessionId, note } = await clinicianWithNote('instr-shorter');
    const text = (sections: Section[]) => sections.flatMap((s) => s.items.map((c) => `${c.title} ${c.body}`)).join(' ');
    const shorter = await apiCall(stack, '/note-instructions/apply', account.idToken, {
      sessionId,
      noteId: 'soap',
      instruction: 'shorter',
    });
    expect(shorter.status).toBe(200);
    const after = text(shorter.body.note.sections);
    expect(after.length).toBeLessThan(text(note.sections).length);
    for (const kept of text(note.sections).match(/loperamide|\d+(?:\.\d+)?/gi) ?? []) expect(after).toContain(kept);
    expect(shorter.body.history[0]).toMatchObject({ kind: 'shorten', instruction: 'shorter' });
  });

  it("saves a model's revision the clinician accepted as a version, which undo takes back", async () => {
    const { account, sessionId, note } = await clinicianWithNote('instr-accept');
    const sections = [{ title: 'Plan', items: [{ title: '', body: 'Fluids, loperamide 2 mg as needed, review in one week.' }] }];
    const body = { sessionId, noteId: 'soap', instruction: 'make the plan one friendly line', sections };
    const accepted = await apiCall(stack, '/note-instructions/accept', account.idToken, body);
    expect(accepted.status).toBe(200);
    expect(accepted.body.note.sections).toEqual(sections);
    expect(accepted.body.history).toEqual([
      expect.objectContaining({ version: 1, kind: 'model', instruction: 'make the plan one friendly line' }),
    ]);
    expect((await apiCall(stack, '/note-instructions/accept', account.idToken, { ...body, sections: [] })).status).toBe(400);
    const other = await newAccount(stack, 'instr-accept-other');
    expect((await apiCall(stack, '/note-instructions/accept', other.idToken, body)).status).toBe(404);
    const undone = await apiCall(stack, '/note-instructions/undo', account.idToken, { sessionId, noteId: 'soap' });
    expect(undone.body.note.sections).toEqual(note.sections);
  });

  it("keeps another clinician out of the session's note, and asks for a signed-in caller", async () => {
    const { sessionId } = await clinicianWithNote('instr-owner');
    const other = await newAccount(stack, 'instr-other');
    const body = { sessionId, noteId: 'soap', instruction: 'shorter' };
    expect(await apiCall(stack, '/note-instructions/apply', other.idToken, body)).toMatchObject({
      status: 404,
      body: { error: { key: 'sessionNotFound' } },
    });
    expect(await apiCall(stack, '/note-instructions/undo', other.idToken, { sessionId, noteId: 'soap' })).toMatchObject({ status: 404 });
    expect((await apiCall(stack, `/note-instructions/history?sessionId=${sessionId}&noteId=soap`, other.idToken)).status).toBe(404);
    expect((await apiCall(stack, '/note-instructions/apply', 'not-a-token', body)).status).toBe(401);
  });

  it('writes the note again in French with the offline writer, and undo brings the English back', async () => {
    const { account, sessionId, note } = await clinicianWithNote('instr-french');
    const french = await apiCall(stack, '/note-instructions/apply', account.idToken, {
      sessionId,
      noteId: 'soap',
      instruction: 'in French',
    });
    expect(french.status).toBe(200);
    expect(french.body.note.language).toBe('fr');
    expect((french.body.note.sections as Section[]).map((s) => s.title)).toEqual(['Subjectif', 'Objectif', 'Évaluation', 'Plan']);
    const back = await apiCall(stack, '/note-instructions/undo', account.idToken, { sessionId, noteId: 'soap' });
    expect(back.body.note).toMatchObject({ language: 'en', sections: note.sections });
  });
});
