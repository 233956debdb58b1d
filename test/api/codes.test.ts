// /codes on the local stack: suggestions for a generated note, each with the transcript
// passage that justifies it; search by words and by code; accepted codes saved with the note,
// confirmed by the clinician; a code that does not exist, is not billable, is listed twice or
// excludes another is refused with its reason and nothing is saved; the last save wins and
// says so; the plans without EMR integration and other users are refused.
import { apiCall, type ApiAnswer } from '../support/api-call';
import { clinicianWithNote as withNote } from '../support/session-note';
import { readStack } from '../support/stack';

const stack = readStack();
const TRANSCRIPT = [
  '[doctor] Good morning, how can I help?',
  "[patient] I've had diarrhoea for three days, loose and watery, and some tummy cramps.",
  '[doctor] Any blood in the stool? [patient] No.',
  '[doctor] Do you have any medical conditions? [patient] I have asthma, I use an inhaler.',
  "[doctor] It seems like you have something called gastroenteritis, a tummy bug. Drink plenty of fluids and I'll see you if it's not better in three days.",
].join('\n');

/** A clinician on `plan` with a session holding a generated SOAP note. */
const clinicianWithNote = (label: string, plan = 'Bronze') => withNote(stack, label, TRANSCRIPT, { plan });

const accept = (token: string, sessionId: string, codes: Array<{ code: string; origin: string }>, seenAt = 0) =>
  apiCall(stack, '/codes/accepted', token, { sessionId, noteId: 'soap', codes, seenAt });

describe('/codes', () => {
  it('suggests the stated diagnosis with its passage, and saves the accepted codes with the note', async () => {
    const { account, sessionId } = await clinicianWithNote('codes-suggest');
    const suggested = await apiCall(stack, '/codes/suggest', account.idToken, { sessionId, noteId: 'soap' });
    expect(suggested.status).toBe(200);
    expect(suggested.body).toMatchObject({ release: 'ICD-10-CM FY2021', saved: null });
    const [first, ...rest] = suggested.body.suggestions as Array<Record<string, any>>;
    expect(first).toMatchObject({ code: 'K52.9', basis: 'diagnosis', billable: true, unspecified: true });
    expect(TRANSCRIPT.slice(first.evidence.start, first.evidence.end).toLowerCase()).toMatch(/gastroenteritis|tummy bug/);
    // Each suggestion names the transcript's words and the note's sentence that justify it.
    expect(first.passage.text).toBe(TRANSCRIPT.slice(first.passage.start, first.passage.end));
    expect(first.passage.text).toBe('It seems like you have something called gastroenteritis, a tummy bug.');
    expect(first.noteSentence).toMatch(/gastroenteritis/i);
    expect(first.reasons.map((r: { key: string }) => r.key)).toEqual(['conceptMap', 'billable']);
    expect(rest.map((s) => s.code)).toContain('J45.909');

    const saved = await accept(account.idToken, sessionId, [
      { code: 'K52.9', origin: 'suggested' },
      { code: 'j45909', origin: 'added' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ overwrote: false, saved: { release: 'ICD-10-CM FY2021', confirmedBy: account.localId } });
    expect(saved.body.saved.items).toEqual([
      { code: 'K52.9', description: 'Noninfective gastroenteritis and colitis, unspecified', origin: 'suggested' },
      { code: 'J45.909', description: 'Unspecified asthma, uncomplicated', origin: 'added' },
    ]);
    const session = await apiCall(stack, `/sessions/${sessionId}`, account.idToken);
    expect(session.body.contents.notes[0].codes).toEqual(saved.body.saved);
    const again = await apiCall(stack, '/codes/suggest', account.idToken, { sessionId, noteId: 'soap' });
    expect(again.body.saved).toEqual(saved.body.saved);

    // A second save that did not see the first one wins, and says it replaced newer codes.
    const later = await accept(account.idToken, sessionId, [{ code: 'A09', origin: 'added' }], 0);
    expect(later.body.overwrote).toBe(true);
    const seen = await accept(account.idToken, sessionId, [], later.body.saved.confirmedAt);
    expect(seen.body).toMatchObject({ overwrote: false, saved: { items: [] } });

    // A rejected suggestion is kept with the note, by its code as the set writes it.
    const rejecting = await apiCall(stack, '/codes/accepted', account.idToken, {
      sessionId,
      noteId: 'soap',
      codes: [{ code: 'K52.9', origin: 'suggested' }],
      rejected: ['j45909'],
      seenAt: seen.body.saved.confirmedAt,
    });
    expect(rejecting.body.saved).toMatchObject({ items: [{ code: 'K52.9' }], rejected: ['J45.909'] });
    expect((await apiCall(stack, '/codes/suggest', account.idToken, { sessionId, noteId: 'soap' })).body.saved.rejected).toEqual([
      'J45.909',
    ]);
  });

  it('puts the accepted codes in the FHIR download: a confirmed ICD-10-CM Condition each, named by the note', async () => {
    const { account, sessionId } = await clinicianWithNote('codes-fhir');
    await accept(account.idToken, sessionId, [
      { code: 'K52.9', origin: 'suggested' },
      { code: 'J45.909', origin: 'added' },
    ]);
    const download = await apiCall(stack, '/integrations/fhir/bundle', account.idToken, { sessionId, noteIds: ['soap'] });
    expect(download.status).toBe(200);
    const entries = download.body.entry as Array<{ fullUrl: string; resource: Record<string, any> }>;
    const conditions = entries.filter((e) => e.resource.resourceType === 'Condition');
    expect(conditions.map((c) => c.resource.code.coding[0])).toEqual([
      { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'K52.9', display: 'Noninfective gastroenteritis and colitis, unspecified' },
      { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'J45.909', display: 'Unspecified asthma, uncomplicated' },
    ]);
    expect(conditions[0].resource).toMatchObject({
      verificationStatus: { coding: [{ code: 'confirmed' }] },
      category: [{ coding: [{ code: 'encounter-diagnosis' }] }],
      subject: { display: 'Jane Roe' },
    });
    const document = entries.find((e) => e.resource.resourceType === 'DocumentReference')?.resource;
    expect(document?.context.related.map((r: { reference: string }) => r.reference)).toEqual(conditions.map((c) => c.fullUrl));
    // The note's text ends with its Diagnoses section.
    expect(Buffer.from(document?.content[0].attachment.data, 'base64').toString('utf8')).toMatch(
      /\nDiagnoses\n- K52\.9 — Noninfective gastroenteritis and colitis, unspecified\n- J45\.909 — Unspecified asthma, uncomplicated\n$/,
    );
  });

  it('exports the Conditions one by one to a FHIR server that takes no transaction, the DocumentReference naming them by their ids', async () => {
    const { account, sessionId } = await clinicianWithNote('codes-fhir-one-by-one');
    await accept(account.idToken, sessionId, [
      { code: 'K52.9', origin: 'suggested' },
      { code: 'J45.909', origin: 'added' },
    ]);
    const fhir = stack.fhir;
    const baseUrl = fhir.url.replace(/\/fhir$/, '/fhir-no-transactions');
    const bearer = { baseUrl, auth: 'bearer', bearerToken: fhir.bearerToken, practitionerId: fhir.practitionerId };
    expect((await apiCall(stack, '/integrations/fhir/connect', account.idToken, bearer)).status).toBe(200);
    const origin = new URL(fhir.url).origin;
    const sentBefore = ((await (await fetch(`${origin}/_received`)).json()) as unknown[]).length;
    const exported = await apiCall(stack, '/integrations/fhir/export', account.idToken, {
      sessionId,
      noteIds: ['soap'],
      patientId: '1001',
      draft: true,
    });
    expect(exported.status).toBe(200);
    const { externalId } = exported.body.exported[0];
    // No Bundle was posted: each Condition, then the DocumentReference, then its Provenance.
    const sent = ((await (await fetch(`${origin}/_received`)).json()) as Array<{ method: string; path: string }>)
      .slice(sentBefore)
      .filter((r) => r.method === 'POST' && r.path.startsWith('/fhir-no-transactions'))
      .map((r) => r.path.replace('/fhir-no-transactions', ''));
    expect(sent).toEqual(['/Condition', '/Condition', '/DocumentReference', '/Provenance']);
    // Read back through FHIR: the DocumentReference names the two Conditions, each with its ICD-10-CM code.
    const read = async (path: string) =>
      (
        await fetch(`${baseUrl}/${path}`, { headers: { authorization: `Bearer ${fhir.bearerToken}`, accept: 'application/fhir+json' } })
      ).json();
    const document = await read(`DocumentReference/${externalId}`);
    const related = (document.context.related as Array<{ reference: string }>).map((r) => r.reference);
    expect(related).toEqual([expect.stringMatching(/^Condition\/[A-Za-z0-9.-]+$/), expect.stringMatching(/^Condition\/[A-Za-z0-9.-]+$/)]);
    const conditions = await Promise.all(related.map((reference) => read(reference)));
    expect(conditions.map((c) => c.code.coding[0])).toEqual([
      { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'K52.9', display: 'Noninfective gastroenteritis and colitis, unspecified' },
      { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'J45.909', display: 'Unspecified asthma, uncomplicated' },
    ]);
    expect(conditions[0]).toMatchObject({
      subject: { reference: 'Patient/1001' },
      verificationStatus: { coding: [{ code: 'confirmed' }] },
    });
  });

  it('searches by words and by code', async () => {
    const { account } = await clinicianWithNote('codes-search');
    const words = await apiCall(stack, '/codes/search?q=viral%20gastroenteritis&billableOnly=true', account.idToken);
    expect(words.status).toBe(200);
    expect(words.body.hits.map((h: { code: string }) => h.code)).toContain('A08.4');
    expect(words.body.hits.every((h: { billable: boolean }) => h.billable)).toBe(true);
    const byCode = await apiCall(stack, '/codes/search?q=R19.7', account.idToken);
    expect(byCode.body.hits[0]).toMatchObject({ code: 'R19.7', description: 'Diarrhea, unspecified', billable: true });
    const empty = await apiCall(stack, '/codes/search?q=', account.idToken);
    expect(empty.status).toBe(400);
    // billableOnly=false is false: the category J45 is among the hits, and not when only billable codes are asked.
    const codesOf = (answer: ApiAnswer) => answer.body.hits.map((h: { code: string }) => h.code);
    const all = await apiCall(stack, '/codes/search?q=J45&billableOnly=false', account.idToken);
    expect(all.status).toBe(200);
    expect(codesOf(all)).toContain('J45');
    const billable = await apiCall(stack, '/codes/search?q=J45&billableOnly=true', account.idToken);
    expect(codesOf(billable)).not.toContain('J45');
    expect(codesOf(billable).length).toBeGreaterThan(0);
    expect((await apiCall(stack, '/codes/search?q=J45&billableOnly=yes', account.idToken)).status).toBe(400);
  });

  it('refuses a code that does not exist, is not billable, is listed twice or excludes another, and saves nothing', async () => {
    const { account, sessionId } = await clinicianWithNote('codes-refusals');
    const missing = await accept(account.idToken, sessionId, [{ code: 'Z99.99', origin: 'added' }]);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ key: 'codeNotFound' });
    expect(missing.body.error.message).toMatch(/^There is no code Z99.99\. Nearest: /);
    const category = await accept(account.idToken, sessionId, [{ code: 'J45', origin: 'added' }]);
    expect(category.status).toBe(422);
    expect(category.body.error).toMatchObject({ key: 'codeNotBillable' });
    expect(category.body.error.message).toMatch(/^J45 is a category, not a billable code\. Choose one of: J45\.20/);
    const twice = await accept(account.idToken, sessionId, [
      { code: 'K52.9', origin: 'suggested' },
      { code: 'K529', origin: 'added' },
    ]);
    expect(twice.body.error).toMatchObject({ key: 'codeTwice', message: 'K52.9 is listed twice.' });
    const excluded = await accept(account.idToken, sessionId, [
      { code: 'K52.9', origin: 'suggested' },
      { code: 'R19.7', origin: 'added' },
    ]);
    expect(excluded.status).toBe(422);
    expect(excluded.body.error).toMatchObject({
      key: 'codesExcludeEachOther',
      message: 'K52.9 and R19.7 exclude each other: keep one of them.',
    });
    const session = await apiCall(stack, `/sessions/${sessionId}`, account.idToken);
    expect(session.body.contents.notes[0].codes).toBeUndefined();
    const tooMany = await accept(
      account.idToken,
      sessionId,
      Array.from({ length: 13 }, () => ({ code: 'K52.9', origin: 'added' })),
    );
    expect(tooMany.status).toBe(400);
  });

  it('refuses a plan without EMR integration, and another clinician’s session', async () => {
    const { account, sessionId } = await clinicianWithNote('codes-free', 'Free');
    const refused = await apiCall(stack, '/codes/suggest', account.idToken, { sessionId, noteId: 'soap' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      key: 'codesPlan',
      message: 'Diagnosis codes come with the Starter Plus, Bronze and Silver plans.',
    });
    const other = await clinicianWithNote('codes-other');
    const stranger = await apiCall(stack, '/codes/suggest', other.account.idToken, { sessionId, noteId: 'soap' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toMatchObject({ key: 'sessionNotFound' });
    const unsigned = await apiCall(stack, '/codes/suggest', '', { sessionId, noteId: 'soap' });
    expect(unsigned.status).toBe(401);
  });
});
