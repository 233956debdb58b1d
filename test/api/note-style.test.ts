// /note-style on the local stack: the same edits made in three exported SOAP notes become
// offers (with the three notes as examples), accepted or rejected once and never offered again;
// a later draft follows the accepted rule and records it; a rule paused is not followed; a rule
// written by hand; a rule contradicting an accepted one asks which wins; a rule whose section
// left the template is paused with a notice; bad input refused with the catalogue's text;
// another clinician neither reads nor changes them; the rules are in "export my data" and go
// with the account.
import { ERROR_CATALOGUE } from '@shared/error-catalogue';
import type { SessionNote } from '@shared/notes';
import { toStoredNote } from '@shared/stored-note';
import { apiCall } from '../support/api-call';
import { eventually, listDocs, patchDoc, readDoc } from '../support/firestore-rest';
import { noteOfNewSession, type GeneratedNote } from '../support/session-note';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const TRANSCRIPT = [
  '[doctor] Good morning, how can I help?',
  "[patient] I've had diarrhoea for three days, loose and watery, and some tummy cramps.",
  '[doctor] Any blood in the stool? [patient] No.',
  '[doctor] Are you taking anything for it? [patient] Loperamide 2 mg, twice a day.',
  "[doctor] It seems like you have gastroenteritis. Drink plenty of fluids, and I'll see you in one week if it's not better. I'll also check your bloods.",
].join('\n');
const REPLACE = { kind: 'replace', from: 'the patient', to: 'Pt' };
const REMOVE_OBJECTIVE = { kind: 'remove-section', sections: ['Objective'] };

type Account = Awaited<ReturnType<typeof newAccount>>;
const text = (note: GeneratedNote) => note.sections.flatMap((s) => [s.title, ...s.items.map((c) => c.body)]);

/** A new SOAP note, edited as the clinician does (by instruction), then exported: the offers it made. */
async function editAndExport(account: Account, instructions: string[]) {
  const { sessionId, note } = await noteOfNewSession(stack, account.idToken, TRANSCRIPT);
  for (const instruction of instructions) {
    const applied = await apiCall(stack, '/note-instructions/apply', account.idToken, { sessionId, noteId: 'soap', instruction });
    expect(applied.status).toBe(200);
  }
  const exported = await apiCall(stack, '/note-style/exported', account.idToken, { sessionId, noteIds: ['soap'] });
  expect(exported.status).toBe(200);
  return { sessionId, note, offers: exported.body.offers as Array<Record<string, any>> };
}

const list = async (account: Account) => (await apiCall(stack, '/note-style', account.idToken)).body;

describe('/note-style', () => {
  let account: Account;
  let ruleId = '';
  let sessions: string[] = [];

  beforeAll(async () => {
    account = await newAccount(stack, 'style-owner');
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => d !== null,
    );
  });

  it('offers the edits seen in 3 exported notes of a template, with the three notes, once', async () => {
    const edits = ['replace "The patient" with "Pt"', 'remove the Objective section'];
    const first = await editAndExport(account, edits);
    const second = await editAndExport(account, edits);
    expect(first.offers).toEqual([]);
    expect(second.offers).toEqual([]);
    expect((await list(account)).offers).toEqual([]);
    const third = await editAndExport(account, edits);
    sessions = [first.sessionId, second.sessionId, third.sessionId];
    expect(third.offers.map((o) => o.edit)).toEqual(expect.arrayContaining([REPLACE, REMOVE_OBJECTIVE]));
    expect(third.offers).toHaveLength(2);
    const listed = await list(account);
    const replace = listed.offers.find((o: any) => o.edit.kind === 'replace');
    expect(replace).toMatchObject({ template: 'soap', state: 'offered', origin: 'offered', applied: 0 });
    expect(replace.examples.map((e: any) => e.sessionId).sort()).toEqual([...sessions].sort());
    // An example: a sentence of the draft, and the same sentence as the clinician kept it.
    expect(replace.examples[0]).toMatchObject({ noteId: 'soap', before: expect.stringMatching(/^The patient /) });
    expect(replace.examples[0].after).toBe(replace.examples[0].before.replace(/^The patient/, 'Pt'));
    // Exported again: the same note counts once, and nothing is offered twice.
    const again = await apiCall(stack, '/note-style/exported', account.idToken, { sessionId: third.sessionId, noteIds: ['soap'] });
    expect(again.body.offers).toEqual([]);
    ruleId = replace.id;
  });

  it('accepts one offer and rejects the other; a later draft follows the rule and records it; a rejected edit is not offered again', async () => {
    const { offers } = await list(account);
    const remove = offers.find((o: any) => o.edit.kind === 'remove-section');
    const accepted = await apiCall(stack, `/note-style/offers/${ruleId}/accept`, account.idToken, {});
    expect(accepted).toMatchObject({ status: 200, body: { id: ruleId, state: 'accepted', acceptedAt: expect.any(Number) } });
    expect((await apiCall(stack, `/note-style/offers/${remove.id}/reject`, account.idToken, {})).status).toBe(204);
    const twice = await apiCall(stack, `/note-style/offers/${ruleId}/accept`, account.idToken, {});
    expect(twice).toMatchObject({ status: 409, body: { error: { key: 'notesStyleAnswered' } } });

    // The fourth note: the rule followed; the clinician removes Objective again and exports.
    const fourth = await editAndExport(account, ['remove the Objective section']);
    expect(fourth.note.styleRules).toEqual([ruleId]);
    expect(text(fourth.note).join(' ')).toContain('Pt presents with watery diarrhea');
    expect(text(fourth.note).join(' ')).not.toMatch(/the patient/i);
    expect(fourth.offers).toEqual([]);
    const listed = await list(account);
    expect(listed.offers).toEqual([]);
    expect(listed.rules).toEqual([expect.objectContaining({ id: ruleId, applied: 1, lastAppliedAt: expect.any(Number) })]);
  });

  it('pauses and resumes a rule: a paused rule is not followed', async () => {
    const paused = await apiCall(stack, `/note-style/rules/${ruleId}`, account.idToken, { paused: true }, 'PATCH');
    expect(paused).toMatchObject({ status: 200, body: { state: 'paused' } });
    const { note } = await noteOfNewSession(stack, account.idToken, TRANSCRIPT);
    expect(note.styleRules).toBeUndefined();
    expect(text(note).join(' ')).toContain('The patient presents with watery diarrhea');
    const resumed = await apiCall(stack, `/note-style/rules/${ruleId}`, account.idToken, { paused: false }, 'PATCH');
    expect(resumed).toMatchObject({ status: 200, body: { state: 'accepted' } });
  });

  it('writes a rule by hand, named as the template names its section; a contradiction asks which wins', async () => {
    const made = await apiCall(stack, '/note-style/rules', account.idToken, {
      template: 'soap',
      instruction: 'add to plan: Seen by Dr Lee',
    });
    expect(made).toMatchObject({
      status: 201,
      body: { state: 'accepted', origin: 'hand', edit: { kind: 'add', section: 'Plan', text: 'Seen by Dr Lee' } },
    });
    const same = await apiCall(stack, '/note-style/rules', account.idToken, {
      template: 'soap',
      instruction: 'add to Plan: Seen by Dr Lee',
    });
    expect(same).toMatchObject({ status: 409, body: { error: { key: 'notesStyleExists', message: ERROR_CATALOGUE.notesStyleExists.en } } });

    const other = { template: 'soap', instruction: 'replace "the patient" with "The pt"' };
    const asked = await apiCall(stack, '/note-style/rules', account.idToken, other);
    expect(asked).toMatchObject({
      status: 409,
      body: {
        error: {
          key: 'notesStyleConflict',
          values: { rule: 'the patient → Pt' },
          message: 'This rule says otherwise than your rule "the patient → Pt". Which one wins?',
        },
      },
    });
    const kept = await apiCall(stack, '/note-style/rules', account.idToken, { ...other, wins: 'existing' });
    expect(kept).toMatchObject({ status: 201, body: { state: 'rejected' } });
    expect((await list(account)).rules.map((r: any) => r.id)).toContain(ruleId);
    // Asked again for the same edit, the clinician lets the new one win: the old rule is set aside.
    const replaced = await apiCall(stack, '/note-style/rules', account.idToken, { ...other, wins: 'new' });
    expect(replaced).toMatchObject({
      status: 201,
      body: { state: 'accepted', edit: { kind: 'replace', from: 'the patient', to: 'The pt' } },
    });
    const rules = (await list(account)).rules;
    expect(rules.map((r: any) => r.id)).not.toContain(ruleId);
    expect(rules.map((r: any) => r.edit.kind).sort()).toEqual(['add', 'replace']);
    ruleId = replaced.body.id;

    // Written again: the rule in its place keeps when it was made.
    const before = rules.find((r: any) => r.id === ruleId);
    const rewritten = await apiCall(
      stack,
      `/note-style/rules/${ruleId}`,
      account.idToken,
      { instruction: 'replace "the patient" with "Pt."' },
      'PATCH',
    );
    expect(rewritten).toMatchObject({ status: 200, body: { state: 'accepted', createdAt: before.createdAt, edit: { to: 'Pt.' } } });
    ruleId = rewritten.body.id;
  });

  it('pauses, with a notice, a rule whose section left its template; resuming it is refused', async () => {
    const made = await apiCall(stack, '/note-style/rules', account.idToken, {
      template: 'soap',
      instruction: 'add to objective: Obs stable',
    });
    expect(made.status).toBe(201);
    await patchDoc(stack, `users/${account.localId}/noteTemplates/soap`, {
      custom: false,
      favorite: false,
      hidden: false,
      sections: ['Subjective', 'Assessment', 'Plan'],
      updatedAt: Date.now(),
    });
    const listed = await list(account);
    expect(listed.rules.find((r: any) => r.id === made.body.id)).toMatchObject({ state: 'paused', notice: 'section-gone' });
    expect(listed.rules.filter((r: any) => r.state === 'accepted')).toHaveLength(2);
    const resumed = await apiCall(stack, `/note-style/rules/${made.body.id}`, account.idToken, { paused: false }, 'PATCH');
    expect(resumed).toMatchObject({
      status: 422,
      body: { error: { key: 'notesStyleNoSection', values: { section: 'Objective', sections: 'Subjective, Assessment, Plan' } } },
    });
  });

  it('refuses bad input with the catalogue’s text', async () => {
    const cases: Array<[unknown, string]> = [
      [{ template: 'soap' }, 'notesStyleInvalid'],
      [{ template: 'soap', instruction: 'x'.repeat(501) }, 'notesStyleInvalid'],
      [{ template: '../soap', instruction: 'remove the plan section' }, 'notesStyleInvalid'],
      [{ template: 'soap', instruction: 'make it sound warmer' }, 'notesStyleUnknown'],
      [{ template: 'soap', instruction: 'shorten the note' }, 'notesStyleKind'],
      [{ template: 'nosuchtemplate', instruction: 'remove the plan section' }, 'notesStyleNoTemplate'],
      [{ template: 'soap', instruction: 'add to history: x' }, 'notesStyleNoSection'],
    ];
    for (const [body, key] of cases) {
      const answer = await apiCall(stack, '/note-style/rules', account.idToken, body);
      expect([key, answer.body.error?.key]).toEqual([key, key]);
      if (key !== 'notesStyleNoSection') expect(answer.body.error.message).toBe(ERROR_CATALOGUE[key as 'notesStyleKind'].en);
    }
    expect((await apiCall(stack, '/note-style/exported', account.idToken, { sessionId: sessions[0], noteIds: [] })).body.error.key).toBe(
      'notesStyleInvalid',
    );
    expect((await apiCall(stack, `/note-style/rules/${ruleId}`, account.idToken, {}, 'PATCH')).body.error.key).toBe('notesStyleInvalid');
    expect((await apiCall(stack, '/note-style/rules/a.b', account.idToken, undefined, 'DELETE')).body.error.key).toBe('notesStyleInvalid');
  });

  it('another clinician neither reads nor changes them, nor exports the owner’s notes', async () => {
    const other = await newAccount(stack, 'style-other');
    expect(await list(other)).toEqual({ rules: [], offers: [] });
    for (const [path, body, method] of [
      [`/note-style/rules/${ruleId}`, { paused: true }, 'PATCH'],
      [`/note-style/rules/${ruleId}`, undefined, 'DELETE'],
      [`/note-style/offers/${ruleId}/accept`, {}, undefined],
      [`/note-style/offers/${ruleId}/reject`, {}, undefined],
    ] as const) {
      const answer = await apiCall(stack, path, other.idToken, body, method);
      expect(answer).toMatchObject({ status: 404, body: { error: { key: 'notesStyleNotFound' } } });
    }
    const exported = await apiCall(stack, '/note-style/exported', other.idToken, { sessionId: sessions[0], noteIds: ['soap'] });
    expect(exported).toMatchObject({ status: 404, body: { error: { key: 'sessionNotFound' } } });
    expect((await list(account)).rules.find((r: any) => r.id === ruleId)).toMatchObject({ state: 'accepted' });
    const unsigned = await fetch(`${stack.api}/note-style`);
    expect(unsigned.status).toBe(401);
  });

  it('deletes a rule (not offered again), and the rules and edits are in "export my data" and go with the account', async () => {
    expect((await apiCall(stack, `/note-style/rules/${ruleId}`, account.idToken, undefined, 'DELETE')).status).toBe(204);
    expect((await list(account)).rules.map((r: any) => r.id)).not.toContain(ruleId);
    expect((await apiCall(stack, `/note-style/rules/${ruleId}`, account.idToken, undefined, 'DELETE')).status).toBe(404);

    const exported = (await apiCall(stack, '/account/export', account.idToken)).body;
    expect(exported.styleRules.length).toBeGreaterThanOrEqual(4);
    expect(exported.styleEdits.map((e: any) => e.sessionId)).toEqual(expect.arrayContaining(sessions));
    // The notes' histories (each instruction applied) are in their sessions.
    const session = exported.sessions.find((s: any) => s.id === sessions[0]);
    expect(session.contents.noteHistory.soap.map((v: any) => v.kind)).toEqual(['replace', 'remove-section']);
    // The export gives the contents as stored: each note in the shape session documents store it.
    const kept = (await apiCall(stack, `/sessions/${sessions[0]}`, account.idToken)).body.contents.notes as SessionNote[];
    expect(kept.length).toBeGreaterThan(0);
    expect(session.contents.notes).toEqual(kept.map(toStoredNote));

    expect((await listDocs(stack, `users/${account.localId}/styleRules`)).length).toBeGreaterThan(0);
    await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: account.idToken }),
    });
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (doc) => doc === null,
    );
    expect(await listDocs(stack, `users/${account.localId}/styleRules`)).toEqual([]);
    expect(await listDocs(stack, `users/${account.localId}/styleEdits`)).toEqual([]);
  });
});
