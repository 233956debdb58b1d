// The rules matrix for users/{uid}/noteTemplates (STYLE rule 8), against the real
// Firestore emulator of the running local stack: who may do what, and the shapes and
// limits of a built-in's override and of a custom template.
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc, type DocumentData } from 'firebase/firestore';
import { NOTE_TEMPLATE_IDS } from '@shared/note-templates';
import { NOTE_LIBRARY_LIMITS, builtInOverrideDocSchema, customTemplateDocSchema } from '@shared/note-library';
import { deleteWritten, pastTheRules, type PastTheRules, rulesEnvironment } from '../support/firestore-rules';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

const rulesText = fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

// The emulator is shared with the running app: every id is unique to this run, and
// afterAll deletes exactly the documents this file may have written.
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
const freshId = (label: string) => `${label}-${run}-${++counter}`;
/** A custom template id of the allowed shape, unique to this run. */
const customId = () => `tpl_${run.replace(/[^A-Za-z0-9]/g, '')}_${++counter}`;
const otherUid = freshId('other');
const adminUid = freshId('admin');
const written = new Set<string>();
const now = Date.now();

let env: RulesTestEnvironment;
/** The client past the rules that seeds and reads back documents, for the whole suite. */
let pastRules: PastTheRules;

/** A built-in's override as the site writes it. */
const override = (extra: DocumentData = {}): DocumentData => ({ custom: false, favorite: true, hidden: false, updatedAt: now, ...extra });
/** A custom template as the site writes it. */
const customDoc = (extra: DocumentData = {}): DocumentData => ({
  custom: true,
  title: 'Sleep clinic note',
  sections: ['Sleep history', 'Assessment', 'Plan'],
  prompt: 'Write a sleep clinic note from this consultation.',
  favorite: false,
  hidden: false,
  basedOn: null,
  createdAt: now,
  updatedAt: now,
  ...extra,
});
const withoutKey = (data: DocumentData, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

const templatePath = (uid: string, id: string) => `users/${uid}/noteTemplates/${id}`;

async function seed(docPath: string, data: DocumentData) {
  written.add(docPath);
  await setDoc(doc(pastRules.db, docPath), data);
}

/** The document as stored, read past the rules; undefined when it does not exist. */
async function stored(docPath: string) {
  return pastRules.stored(docPath);
}

const as = {
  signedOut: () => env.unauthenticatedContext().firestore(),
  user: (uid: string) => env.authenticatedContext(uid).firestore(),
  admin: () => env.authenticatedContext(adminUid, { admin: true }).firestore(),
};
type Db = ReturnType<typeof as.signedOut>;

/** A write by the owner of a fresh user, recorded for clean-up. */
function ownerWrite(id: string, data: DocumentData) {
  const uid = freshId('owner');
  written.add(templatePath(uid, id));
  return { uid, write: () => setDoc(doc(as.user(uid), templatePath(uid, id)), data) };
}

beforeAll(async () => {
  env = await rulesEnvironment(rulesText);
  pastRules = await pastTheRules(env);
  // A full admin (claim and the server-only marker): still no access to templates.
  await seed(`admins/${adminUid}`, { grantedAt: Date.now(), grantedBy: 'test' });
});

afterAll(async () => {
  await deleteWritten(pastRules.db, written);
  await pastRules.close();
  await env.cleanup();
});

describe('the documents the tests write are the ones the site writes', () => {
  test.concurrent('match the shared schemas, so the rules are tested against real shapes', () => {
    expect(builtInOverrideDocSchema.safeParse(override()).success).toBe(true);
    expect(customTemplateDocSchema.safeParse(customDoc()).success).toBe(true);
  });
});

describe('users/{uid}/noteTemplates: who may do what', () => {
  interface Actor {
    name: string;
    db: (owner: string) => Db;
  }
  const actors: Actor[] = [
    { name: 'signed out', db: () => as.signedOut() },
    { name: 'owner', db: (owner) => as.user(owner) },
    { name: 'other user', db: () => as.user(otherUid) },
    { name: 'admin', db: () => as.admin() },
  ];
  const kinds = [
    { kind: 'built-in override', id: () => 'soap', data: override },
    { kind: 'custom template', id: customId, data: customDoc },
  ];
  const ops = ['get', 'list', 'create', 'update', 'delete'] as const;
  const matrix = kinds.flatMap((k) =>
    actors.flatMap((actor) => ops.map((op) => [k.kind, actor.name, op, actor.name === 'owner' ? 'allowed' : 'denied', actor, k] as const)),
  );

  test.concurrent.each(matrix)('%s: %s: %s is %s', async (_kind, _name, op, verdict, actor, k) => {
    const allowed = verdict === 'allowed';
    const check = allowed ? assertSucceeds : assertFails;
    const owner = freshId('owner');
    const id = k.id();
    const docPath = templatePath(owner, id);
    const ref = doc(actor.db(owner), docPath);
    if (op === 'create') {
      written.add(docPath);
      await check(setDoc(ref, k.data()));
      expect(await stored(docPath)).toEqual(allowed ? k.data() : undefined);
      return;
    }
    await seed(docPath, k.data());
    if (op === 'get') {
      await check(getDoc(ref));
    } else if (op === 'list') {
      await check(getDocs(collection(actor.db(owner), 'users', owner, 'noteTemplates')));
    } else if (op === 'update') {
      await check(updateDoc(ref, { hidden: true, updatedAt: now + 1 }));
      expect((await stored(docPath))?.hidden).toBe(allowed);
    } else {
      await check(deleteDoc(ref));
      expect(await stored(docPath)).toEqual(allowed ? undefined : k.data());
    }
  });

  test.concurrent('the owner’s list returns their templates', async () => {
    const owner = freshId('owner');
    const id = customId();
    await seed(templatePath(owner, 'dap'), override());
    await seed(templatePath(owner, id), customDoc());
    const snapshot = await assertSucceeds(getDocs(collection(as.user(owner), 'users', owner, 'noteTemplates')));
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual(['dap', id].sort());
  });

  test.concurrent('a user may not write into another user’s library, even a valid template', async () => {
    const owner = freshId('owner');
    written.add(templatePath(owner, 'soap'));
    await assertFails(setDoc(doc(as.user(otherUid), templatePath(owner, 'soap')), override()));
    await assertFails(setDoc(doc(as.admin(), templatePath(owner, 'soap')), override()));
    expect(await stored(templatePath(owner, 'soap'))).toBeUndefined();
  });
});

describe('built-in ids', () => {
  test.concurrent('the rules list exactly NOTE_TEMPLATE_IDS', () => {
    const list = /function builtInNoteTemplateIds\(\)\s*{\s*return \[([^\]]*)\]/.exec(rulesText)?.[1];
    expect(list).toBeDefined();
    expect([...(list as string).matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...NOTE_TEMPLATE_IDS]);
  });

  test.concurrent.each([...NOTE_TEMPLATE_IDS])('%s: the owner may store its override, never a custom template under its id', async (id) => {
    const first = ownerWrite(id, override());
    await assertSucceeds(first.write());
    const forged = ownerWrite(id, customDoc());
    await assertFails(forged.write());
    expect(await stored(templatePath(forged.uid, id))).toBeUndefined();
  });

  test.concurrent.each(['notes-soap', 'soap-note-1', 'SOAP', 'Soap'])(
    '%s is not a built-in: an override under it is refused',
    async (id) => {
      await assertFails(ownerWrite(id, override()).write());
    },
  );

  test.concurrent('a custom template’s basedOn is a built-in id or null', async () => {
    for (const basedOn of [...NOTE_TEMPLATE_IDS, null]) await assertSucceeds(ownerWrite(customId(), customDoc({ basedOn })).write());
    await assertFails(ownerWrite(customId(), customDoc({ basedOn: 'my-own' })).write());
    await assertFails(ownerWrite(customId(), customDoc({ basedOn: 3 })).write());
  });
});

describe('a built-in’s override', () => {
  const long = (n: number, ch = 'x') => ch.repeat(n);
  const { titleMax, sectionsMax, sectionMax, promptMax } = NOTE_LIBRARY_LIMITS;

  test.concurrent.each([
    ['preferences only', override()],
    ['favorite and hidden false', override({ favorite: false, hidden: false })],
    ['edited content', override({ title: 'My SOAP', sections: ['S', 'O', 'A', 'P'], prompt: 'Short and factual.' })],
    ['only an edited prompt', override({ prompt: 'Short and factual.' })],
    [
      'content at the limits (accented)',
      override({
        title: long(titleMax, 'é'),
        sections: Array.from({ length: sectionsMax }, () => long(sectionMax, 'é')),
        prompt: long(promptMax),
      }),
    ],
  ])('allowed: %s', async (_label, data) => {
    const { uid, write } = ownerWrite('visit-note', data);
    await assertSucceeds(write());
    expect(await stored(templatePath(uid, 'visit-note'))).toEqual(data);
  });

  test.concurrent.each([
    ['an unknown key', override({ owner: 'me' })],
    ['custom true', override({ custom: true })],
    ['custom missing', withoutKey(override(), 'custom')],
    ['favorite missing', withoutKey(override(), 'favorite')],
    ['hidden missing', withoutKey(override(), 'hidden')],
    ['updatedAt missing', withoutKey(override(), 'updatedAt')],
    ['favorite as a string', override({ favorite: 'true' })],
    ['hidden as a number', override({ hidden: 1 })],
    ['updatedAt as a string', override({ updatedAt: '2026-01-01' })],
    ['a title too long', override({ title: long(titleMax + 1) })],
    ['an empty title', override({ title: '' })],
    ['a title of spaces', override({ title: '   ' })],
    ['a title that is a number', override({ title: 7 })],
    ['a prompt too long', override({ prompt: long(promptMax + 1) })],
    ['an empty prompt', override({ prompt: '' })],
    ['no sections', override({ sections: [] })],
    ['sections as a string', override({ sections: 'S, O, A, P' })],
    ['21 sections', override({ sections: Array.from({ length: sectionsMax + 1 }, (_, i) => `Section ${i}`) })],
    ['a first heading too long', override({ sections: [long(sectionMax + 1)] })],
    ['an empty heading', override({ sections: ['S', ''] })],
    ['a 20th heading too long', override({ sections: [...Array.from({ length: 19 }, () => 'ok'), long(sectionMax + 1)] })],
    ['a 20th heading that is a number', override({ sections: [...Array.from({ length: 19 }, () => 'ok'), 20] })],
    ['a heading that is a map', override({ sections: ['S', { title: 'O' }] })],
  ])('refused: %s', async (_label, data) => {
    const { uid, write } = ownerWrite('visit-note', data);
    await assertFails(write());
    expect(await stored(templatePath(uid, 'visit-note'))).toBeUndefined();
  });

  test.concurrent('reset to default: the owner rewrites it without its content', async () => {
    const owner = freshId('owner');
    const docPath = templatePath(owner, 'soap');
    await seed(docPath, override({ title: 'Mine', sections: ['A'], prompt: 'P' }));
    await assertSucceeds(setDoc(doc(as.user(owner), docPath), override({ updatedAt: now + 5 })));
    expect(await stored(docPath)).toEqual(override({ updatedAt: now + 5 }));
  });

  test.concurrent('an update is checked like a create: a bad field cannot be slipped in', async () => {
    const owner = freshId('owner');
    const docPath = templatePath(owner, 'soap');
    await seed(docPath, override());
    await assertFails(updateDoc(doc(as.user(owner), docPath), { title: long(titleMax + 1) }));
    await assertFails(updateDoc(doc(as.user(owner), docPath), { custom: true }));
    await assertFails(updateDoc(doc(as.user(owner), docPath), { plan: 'Silver' }));
    expect(await stored(docPath)).toEqual(override());
  });
});

describe('a custom template', () => {
  const long = (n: number) => 'x'.repeat(n);

  test.concurrent.each([
    ['from scratch', customDoc()],
    ['copied from a built-in', customDoc({ basedOn: 'dap' })],
    ['one heading', customDoc({ sections: ['Note'] })],
    ['twenty headings', customDoc({ sections: Array.from({ length: 20 }, (_, i) => `Heading ${i + 1}`) })],
  ])('allowed: %s', async (_label, data) => {
    const id = customId();
    const { uid, write } = ownerWrite(id, data);
    await assertSucceeds(write());
    expect(await stored(templatePath(uid, id))).toEqual(data);
  });

  test.concurrent.each(['title', 'sections', 'prompt', 'favorite', 'hidden', 'basedOn', 'createdAt', 'updatedAt', 'custom'])(
    'refused without %s',
    async (key) => {
      await assertFails(ownerWrite(customId(), withoutKey(customDoc(), key)).write());
    },
  );

  test.concurrent.each([
    ['custom false', customDoc({ custom: false })],
    ['an unknown key', customDoc({ shared: true })],
    ['a title too long', customDoc({ title: long(121) })],
    ['a blank title', customDoc({ title: ' ' })],
    ['a prompt too long', customDoc({ prompt: long(20001) })],
    ['a blank prompt', customDoc({ prompt: '' })],
    ['no sections', customDoc({ sections: [] })],
    ['21 sections', customDoc({ sections: Array.from({ length: 21 }, (_, i) => `H${i}`) })],
    ['a heading too long', customDoc({ sections: ['ok', long(81)] })],
    ['a heading that is null', customDoc({ sections: ['ok', null] })],
    ['favorite as a string', customDoc({ favorite: 'no' })],
    ['createdAt as a string', customDoc({ createdAt: 'today' })],
  ])('refused: %s', async (_label, data) => {
    await assertFails(ownerWrite(customId(), data).write());
  });

  test.concurrent.each([
    ['shorter than 8 characters', 'abc1234'],
    ['longer than 64 characters', 'a'.repeat(65)],
    ['with a dot', 'my.template.1'],
    ['with a space', 'my template 1'],
  ])('refused under an id %s', async (_label, id) => {
    await assertFails(ownerWrite(id, customDoc()).write());
  });

  test.concurrent('keeps its createdAt: the owner may edit it but not move createdAt', async () => {
    const owner = freshId('owner');
    const id = customId();
    const docPath = templatePath(owner, id);
    await seed(docPath, customDoc());
    await assertFails(setDoc(doc(as.user(owner), docPath), customDoc({ title: 'Renamed', createdAt: now - 1000 })));
    await assertSucceeds(setDoc(doc(as.user(owner), docPath), customDoc({ title: 'Renamed', updatedAt: now + 1 })));
    expect((await stored(docPath))?.title).toBe('Renamed');
  });
});
