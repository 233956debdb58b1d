// A practice's shared templates through the API on the local stack: the practice's admins
// publish one of their own custom templates (again: the practice's copy is updated) and
// unpublish it; members copy one into their own library and write a note with it; every call
// is written to the practice log. The practice is made with the Admin SDK in the stored
// shapes (the invitations that fill one have their own suite).
import { NOTE_TEMPLATE_IDS } from '@shared/note-templates';
import { customTemplateDocSchema } from '@shared/note-library';
import { isPracticeTemplateId, practiceLogEntrySchema, practiceTemplateDocSchema } from '@shared/practices';
import { apiCall } from '../support/api-call';
import { eventually, readDoc } from '../support/firestore-rest';
import { adminFirestore, newPracticeId, practiceLog, removeMember, seedPractice } from '../support/practice-fixture';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const db = adminFirestore(stack, 'practice-templates-test');

const TRANSCRIPT = [
  '[doctor] what brings you in today?',
  '[patient] i have had pain in my left knee for three weeks.',
  '[doctor] are you taking anything for it?',
  '[patient] ibuprofen 400 mg twice a day.',
  '[doctor] we will get an x-ray of the left knee and see you in two weeks.',
].join('\n');

type Account = Awaited<ReturnType<typeof newAccount>>;

async function account(label: string): Promise<Account> {
  const made = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${made.localId}`),
    (d) => d !== null,
  );
  return made;
}

/** One of `who`'s own custom templates, as the site stores it. */
async function ownTemplate(who: Account, id: string, title: string, basedOn: string | null = null) {
  const now = Date.now();
  const data = customTemplateDocSchema.parse({
    custom: true,
    title,
    sections: ['Knee history', 'Knee findings', 'Knee plan'],
    prompt: 'Write a knee clinic note.',
    favorite: true,
    hidden: false,
    basedOn,
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`users/${who.localId}/noteTemplates/${id}`).set(data);
  return data;
}

const publish = (who: Account, templateId: unknown) => apiCall(stack, '/practice-templates/publish', who.idToken, { templateId });
const unpublish = (who: Account, templateId: unknown) => apiCall(stack, '/practice-templates/unpublish', who.idToken, { templateId });
const copy = (who: Account, templateId: unknown) => apiCall(stack, '/practice-templates/copy', who.idToken, { templateId });
const shared = async (practiceId: string) =>
  (await db.collection(`practices/${practiceId}/templates`).get()).docs.map((d: any) => ({ id: d.id, ...d.data() }));

/** A practice of an owner, an admin and two clinicians; an outsider; and the admin's own custom template. */
async function practiceWithTemplate(label: string) {
  const [owner, admin, clinician, colleague, outsider] = await Promise.all(
    ['owner', 'admin', 'clinician', 'colleague', 'outsider'].map((role) => account(`${label}-${role}`)),
  );
  const practiceId = newPracticeId();
  await seedPractice(db, practiceId, [
    { uid: owner.localId, email: owner.email, role: 'owner', displayName: 'Olive Owner' },
    { uid: admin.localId, email: admin.email, role: 'admin', displayName: 'Alex Admin' },
    { uid: clinician.localId, email: clinician.email, role: 'clinician' },
    { uid: colleague.localId, email: colleague.email, role: 'clinician' },
  ]);
  const sourceId = `knee${Date.now()}abc`;
  await ownTemplate(admin, sourceId, 'Knee clinic', 'progress-note');
  return { owner, admin, clinician, colleague, outsider, practiceId, sourceId };
}

describe('publishing a template to the practice', () => {
  it('an admin publishes one of their own: the practice holds its copy, written to the log', async () => {
    const p = await practiceWithTemplate('publish');
    const answer = await publish(p.admin, p.sourceId);
    expect(answer.status).toBe(200);
    const { template } = answer.body;
    expect(isPracticeTemplateId(template.id)).toBe(true);
    expect(template).toMatchObject({
      title: 'Knee clinic',
      sections: ['Knee history', 'Knee findings', 'Knee plan'],
      prompt: 'Write a knee clinic note.',
      basedOn: 'progress-note',
      sourceId: p.sourceId,
      publishedBy: p.admin.localId,
      publishedByName: 'Alex Admin',
    });
    const stored = await shared(p.practiceId);
    expect(stored).toHaveLength(1);
    expect(practiceTemplateDocSchema.parse(stored[0])).toEqual(practiceTemplateDocSchema.parse(template));
    const log = await practiceLog(db, p.practiceId);
    expect(log.map((e) => practiceLogEntrySchema.parse(e))).toEqual([
      expect.objectContaining({
        event: 'templatePublished',
        actorUid: p.admin.localId,
        actorName: 'Alex Admin',
        subject: 'Knee clinic',
        details: { templateId: template.id, change: 'added' },
      }),
    ]);
  });

  it('publishing it again updates the practice’s copy (same id, first publication kept)', async () => {
    const p = await practiceWithTemplate('republish');
    const first = (await publish(p.admin, p.sourceId)).body.template;
    await db.doc(`users/${p.admin.localId}/noteTemplates/${p.sourceId}`).update({ title: 'Knee clinic v2', sections: ['Story', 'Plan'] });
    const again = await publish(p.admin, p.sourceId);
    expect(again.status).toBe(200);
    expect(again.body.template).toMatchObject({
      id: first.id,
      title: 'Knee clinic v2',
      sections: ['Story', 'Plan'],
      publishedAt: first.publishedAt,
    });
    expect(again.body.template.updatedAt).toBeGreaterThanOrEqual(first.updatedAt);
    const stored = await shared(p.practiceId);
    expect(stored.map((t: any) => [t.id, t.title])).toEqual([[first.id, 'Knee clinic v2']]);
    const log = await practiceLog(db, p.practiceId);
    expect(log.map((e) => e.details.change)).toEqual(['added', 'updated']);
  });

  it('the owner publishes too', async () => {
    const p = await practiceWithTemplate('owner-publish');
    const mine = `own${Date.now()}xyz`;
    await ownTemplate(p.owner, mine, 'Owner’s note');
    expect((await publish(p.owner, mine)).status).toBe(200);
    expect((await shared(p.practiceId)).map((t: any) => t.publishedBy)).toEqual([p.owner.localId]);
  });

  it('a clinician may not publish, an outsider neither: refused, nothing written', async () => {
    const p = await practiceWithTemplate('publish-refused');
    const theirs = `mine${Date.now()}abc`;
    await ownTemplate(p.clinician, theirs, 'My own');
    await ownTemplate(p.outsider, theirs, 'My own');
    expect(await publish(p.clinician, theirs)).toMatchObject({ status: 403, body: { error: { key: 'practiceNotAdmin' } } });
    expect(await publish(p.outsider, theirs)).toMatchObject({ status: 404, body: { error: { key: 'practiceNotMember' } } });
    expect(await shared(p.practiceId)).toEqual([]);
    expect(await practiceLog(db, p.practiceId)).toEqual([]);
  });

  it('only the admin’s own custom templates: a built-in, someone else’s, a missing one and a bad id are refused', async () => {
    const p = await practiceWithTemplate('publish-what');
    const theirs = `clin${Date.now()}abc`;
    await ownTemplate(p.clinician, theirs, 'Not the admin’s');
    for (const id of ['soap', theirs, 'nothing-here-1', 'a/b/c'])
      expect(await publish(p.admin, id)).toMatchObject({ status: 404, body: { error: { key: 'practiceTemplateNotFound' } } });
    for (const bad of [undefined, '', 7, 'x'.repeat(65)]) expect((await publish(p.admin, bad)).status).toBe(400);
    expect(await shared(p.practiceId)).toEqual([]);
  });

  it('a removed admin publishes no more', async () => {
    const p = await practiceWithTemplate('publish-removed');
    await removeMember(db, p.practiceId, p.admin.localId);
    expect(await publish(p.admin, p.sourceId)).toMatchObject({ status: 404, body: { error: { key: 'practiceNotMember' } } });
  });

  it('signed out: refused', async () => {
    const answer = await fetch(`${stack.api}/practice-templates/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateId: 'abcdefgh' }),
    });
    expect(answer.status).toBe(401);
  });
});

describe('copying a shared template into one’s own library', () => {
  it('a clinician copies it: a custom template of their own, based on the same built-in; the practice’s copy unchanged', async () => {
    const p = await practiceWithTemplate('copy');
    const { template } = (await publish(p.admin, p.sourceId)).body;
    const answer = await copy(p.clinician, template.id);
    expect(answer.status).toBe(200);
    const mine = await readDoc(stack, `users/${p.clinician.localId}/noteTemplates/${answer.body.id}`);
    expect(customTemplateDocSchema.parse(mine)).toMatchObject({
      custom: true,
      title: 'Knee clinic',
      sections: ['Knee history', 'Knee findings', 'Knee plan'],
      prompt: 'Write a knee clinic note.',
      basedOn: 'progress-note',
      favorite: false,
      hidden: false,
    });
    expect(NOTE_TEMPLATE_IDS).toContain(mine?.basedOn);
    expect(await shared(p.practiceId)).toEqual([template]);
    const log = await practiceLog(db, p.practiceId);
    expect(log.at(-1)).toMatchObject({ event: 'templateCopied', actorUid: p.clinician.localId, subject: 'Knee clinic' });
  });

  it('a copy of a template made from scratch is based on no built-in', async () => {
    const p = await practiceWithTemplate('copy-scratch');
    const scratch = `scr${Date.now()}abc`;
    await ownTemplate(p.admin, scratch, 'From scratch', null);
    const { template } = (await publish(p.admin, scratch)).body;
    const answer = await copy(p.colleague, template.id);
    expect((await readDoc(stack, `users/${p.colleague.localId}/noteTemplates/${answer.body.id}`))?.basedOn).toBeNull();
  });

  it('a non-member may not copy; a member of another practice finds no such template', async () => {
    const p = await practiceWithTemplate('copy-refused');
    const { template } = (await publish(p.admin, p.sourceId)).body;
    expect(await copy(p.outsider, template.id)).toMatchObject({ status: 404, body: { error: { key: 'practiceNotMember' } } });
    const other = await account('copy-other-owner');
    await seedPractice(db, newPracticeId(), [{ uid: other.localId, email: other.email, role: 'owner' }]);
    expect(await copy(other, template.id)).toMatchObject({ status: 404, body: { error: { key: 'practiceTemplateNotFound' } } });
    expect((await db.collection(`users/${p.outsider.localId}/noteTemplates`).get()).size).toBe(0);
    expect((await db.collection(`users/${other.localId}/noteTemplates`).get()).size).toBe(0);
  });
});

describe('unpublishing', () => {
  it('a clinician may not; an admin does: the practice’s copy goes, members’ copies stay theirs', async () => {
    const p = await practiceWithTemplate('unpublish');
    const { template } = (await publish(p.admin, p.sourceId)).body;
    const copied = (await copy(p.clinician, template.id)).body.id;
    expect(await unpublish(p.clinician, template.id)).toMatchObject({ status: 403, body: { error: { key: 'practiceNotAdmin' } } });
    expect(await shared(p.practiceId)).toHaveLength(1);
    // Any admin unpublishes, not only the one who published it.
    expect(await unpublish(p.owner, template.id)).toMatchObject({ status: 200, body: { id: template.id } });
    expect(await shared(p.practiceId)).toEqual([]);
    expect(await readDoc(stack, `users/${p.clinician.localId}/noteTemplates/${copied}`)).toMatchObject({ title: 'Knee clinic' });
    expect(await readDoc(stack, `users/${p.admin.localId}/noteTemplates/${p.sourceId}`)).toMatchObject({ title: 'Knee clinic' });
    expect(await copy(p.colleague, template.id)).toMatchObject({ status: 404, body: { error: { key: 'practiceTemplateNotFound' } } });
    expect(await unpublish(p.admin, template.id)).toMatchObject({ status: 404 });
    const log = await practiceLog(db, p.practiceId);
    expect(log.find((e) => e.event === 'templateUnpublished')).toMatchObject({ actorUid: p.owner.localId, subject: 'Knee clinic' });
  });
});

describe('a note written with a shared template', () => {
  async function sessionOf(who: Account) {
    const created = await apiCall(stack, '/sessions', who.idToken, {
      type: 'in-person',
      clientName: 'Jane Roe',
      consent: true,
      language: 'en',
    });
    await apiCall(stack, `/sessions/${created.body.sessionId}`, who.idToken, { transcript: TRANSCRIPT }, 'PATCH');
    return created.body.sessionId as string;
  }
  async function generate(who: Account, sessionId: string, templateId: string) {
    const response = await fetch(`${stack.api}/notes/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, templateIds: [templateId], style: 'bullet', language: 'en', localDate: '2026-11-23' }),
    });
    const text = await response.text();
    return { status: response.status, text };
  }
  const notesLeft = async (who: Account) => ((await readDoc(stack, `users/${who.localId}`)) as any).usageLimits.notesLeft;

  it('a member writes one: the practice template’s headings, its id on the note, one note from the quota', async () => {
    const p = await practiceWithTemplate('generate');
    const { template } = (await publish(p.admin, p.sourceId)).body;
    const sessionId = await sessionOf(p.clinician);
    const before = await notesLeft(p.clinician);
    const answer = await generate(p.clinician, sessionId, template.id);
    expect(answer.status).toBe(200);
    const events = answer.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const note = events.find((e) => e.type === 'note')?.note;
    expect(note.noteId).toBe(template.id);
    expect(note.sections.map((s: { title: string }) => s.title)).toEqual(['Knee history', 'Knee findings', 'Knee plan']);
    expect(JSON.stringify(note.sections).toLowerCase()).toContain('ibuprofen');
    expect(events.at(-1)).toEqual({ type: 'done', notesLeft: before - 1 });
    const session = await apiCall(stack, `/sessions/${sessionId}`, p.clinician.idToken);
    expect(session.body.contents.notes.map((n: { noteId: string }) => n.noteId)).toEqual([template.id]);
  });

  it('a non-member, a removed member and an id the practice does not hold are refused before any note is taken', async () => {
    const p = await practiceWithTemplate('generate-refused');
    const { template } = (await publish(p.admin, p.sourceId)).body;
    const outsiderSession = await sessionOf(p.outsider);
    const outsiderBefore = await notesLeft(p.outsider);
    const refused = await generate(p.outsider, outsiderSession, template.id);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { key: 'practiceNotMember' } });
    expect(await notesLeft(p.outsider)).toBe(outsiderBefore);

    const memberSession = await sessionOf(p.colleague);
    const missing = await generate(p.colleague, memberSession, 'practice-AAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({ error: { key: 'practiceTemplateNotFound' } });

    await removeMember(db, p.practiceId, p.colleague.localId);
    const before = await notesLeft(p.colleague);
    const removed = await generate(p.colleague, memberSession, template.id);
    expect(removed.status).toBe(404);
    expect(await notesLeft(p.colleague)).toBe(before);
  });
});
