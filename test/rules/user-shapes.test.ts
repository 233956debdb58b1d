// The exact shapes of what an owner writes to users/{uid} (settings, review, profile
// texts, writing style), against the real Firestore emulator of the running local stack:
// every value of every enumeration is accepted and a value outside it refused, every text
// is accepted at its length and refused one character past it, and the rules and the
// shared definition (functions/src/shared/user-settings.ts) give the same verdict on each.
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, setLogLevel, updateDoc, type DocumentData } from 'firebase/firestore';
import { LANGUAGES, UI_LANGUAGES } from '@shared/languages';
import { NOTE_TEMPLATE_IDS } from '@shared/note-templates';
import { defaultSettings } from '@shared/user-doc';
import {
  BOT_NAME_MAX,
  clientReviewSchema,
  clientSettingsSchema,
  clientUserInfoSchema,
  NOTE_STYLE_IDS,
  PATIENT_TERMS,
  RECORDING_TYPES,
  RETENTION_PERIODS,
  REVIEW_FEEDBACK_MAX,
  REVIEW_KEYS,
  REVIEW_TYPES,
  SESSION_STORING_DURATION_MAX,
  SESSION_STORING_DURATION_MIN,
  SETTINGS_KEYS,
  TEMPLATE_ID_MAX,
  TRANSCRIPT_TYPES,
  USER_INFO_TEXT_MAX,
  WRITING_STYLE_MAX,
} from '@shared/user-settings';
import { deleteWritten, pastTheRules, type PastTheRules, rulesEnvironment } from '../support/firestore-rules';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

const rulesText = fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

// The emulator is shared with the running app: every id is unique to this run, and
// afterAll deletes exactly the documents this file wrote (no clearFirestore).
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
const written = new Set<string>();
const now = Date.now();
let env: RulesTestEnvironment;
/** The client past the rules that seeds and reads back documents, for the whole suite. */
let pastRules: PastTheRules;

const review = () => ({ reviewType: 'none', feedback: '', reviewTimestamp: 0, googleReviewShown: false, googleReviewShownAt: 0 });

/** A record as functions write it: every setting at its default, a review, a registered profile. */
function userRecord(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    uid,
    userInfo: {
      displayName: 'Jane Roe',
      firstName: 'Jane',
      lastName: 'Roe',
      email: `${uid}@test.example`,
      location: 'Canada',
      role: 'therapist',
      phoneNumber: '+1 555 0100',
      ipAddress: '203.0.113.7',
      language: 'en',
      specialty: '',
      organization: '',
    },
    isGuest: false,
    displayProductTour: true,
    usageLimits: { notesLeft: 10, timeLimit: 3600 },
    subscription: { plan: 'Free', option: '', discount: 0, subscriptionId: '' },
    settings: defaultSettings(),
    smsMarketingConsent: false,
    review: review(),
    writingStyle: '',
    ...overrides,
  };
}

/** Seeds a record past the rules and returns its uid. */
async function seededUser(overrides: DocumentData = {}) {
  const uid = `shapes-${run}-${++counter}`;
  written.add(`users/${uid}`);
  await setDoc(doc(pastRules.db, 'users', uid), userRecord(uid, overrides));
  return uid;
}

/** The record as stored, read past the rules. */
async function stored(uid: string) {
  return (await pastRules.stored(`users/${uid}`)) as DocumentData;
}

/** The owner writes `update` to a fresh record; the write is accepted or refused as expected. */
async function ownerWrites(update: DocumentData, accepted: boolean, overrides: DocumentData = {}) {
  const uid = await seededUser(overrides);
  const before = await stored(uid);
  const write = updateDoc(doc(env.authenticatedContext(uid).firestore(), 'users', uid), update);
  if (accepted) {
    await assertSucceeds(write);
  } else {
    await assertFails(write);
    expect(await stored(uid)).toEqual(before);
  }
  return uid;
}

/**
 * Writes one setting to a record whose settings lack it (so that even a default value is a
 * change the rules check), and checks that the shared schema gives the rules' verdict.
 */
async function setting(key: string, value: unknown, accepted: boolean) {
  expect(clientSettingsSchema.safeParse({ [key]: value }).success).toBe(accepted);
  const { [key]: _absent, ...others } = defaultSettings() as Record<string, unknown>;
  const uid = await ownerWrites({ [`settings.${key}`]: value }, accepted, { settings: others });
  if (accepted) expect((await stored(uid)).settings[key]).toEqual(value);
}

/** Writes one review field and checks that the shared schema gives the rules' verdict. */
async function reviewField(key: string, value: unknown, accepted: boolean) {
  expect(clientReviewSchema.safeParse({ ...review(), [key]: value }).success).toBe(accepted);
  await ownerWrites({ [`review.${key}`]: value }, accepted);
}

/** Writes one profile field and checks that the shared schema gives the rules' verdict. */
async function profileField(key: string, value: unknown, accepted: boolean) {
  expect(clientUserInfoSchema.safeParse({ [key]: value }).success).toBe(accepted);
  await ownerWrites({ [`userInfo.${key}`]: value }, accepted);
}

const text = (length: number) => 'x'.repeat(length);
const verdict = (accepted: boolean) => (accepted ? 'accepted' : 'refused');

beforeAll(async () => {
  env = await rulesEnvironment(rulesText);
  pastRules = await pastTheRules(env);
});

afterAll(async () => {
  await deleteWritten(pastRules.db, written);
  await pastRules.close();
  await env.cleanup();
});

describe('the rules list what the shared definition lists', () => {
  /** The quoted strings of the list returned by the rules function `name`. */
  const listIn = (name: string) => {
    const body = new RegExp(`function ${name}\\(\\)\\s*{\\s*return \\[([^\\]]*)\\]`).exec(rulesText)?.[1] ?? '';
    return [...body.matchAll(/'([^']*)'/g)].map((match) => match[1]);
  };
  /** The string returned by the rules function `name`. */
  const stringIn = (name: string) => new RegExp(`function ${name}\\(\\)\\s*{\\s*return '([^']*)'`).exec(rulesText)?.[1];

  test.concurrent('settings keys, review keys, interface languages, the language list and profile text lengths', () => {
    expect(listIn('settingsKeys')).toEqual([...SETTINGS_KEYS]);
    expect(listIn('reviewKeys')).toEqual([...REVIEW_KEYS]);
    expect(listIn('uiLanguages')).toEqual([...UI_LANGUAGES]);
    const pattern = (category: string) =>
      `^(${LANGUAGES.filter((l) => l.category === category)
        .map((l) => `${l.code}:${l.name}`)
        .join('|')}):${category}$`;
    expect(stringIn('commonLanguagesPattern')).toBe(pattern('Common Languages'));
    expect(stringIn('otherLanguagesPattern')).toBe(pattern('Other Languages'));
    const lengths = [...rulesText.matchAll(/textUpTo\(after\.(\w+), (\d+)\)/g)].map((m) => [m[1], Number(m[2])]);
    expect(Object.fromEntries(lengths.filter(([key]) => key in USER_INFO_TEXT_MAX))).toEqual(USER_INFO_TEXT_MAX);
  });
});

describe('settings: enumerations', () => {
  const cases = [
    ...RECORDING_TYPES.map((v) => ['recordingType', v, true] as const),
    ['recordingType', 'in-person', false],
    ['recordingType', 'Phone', false],
    ...TRANSCRIPT_TYPES.map((v) => ['transcriptType', v, true] as const),
    ['transcriptType', 'google', false],
    ...PATIENT_TERMS.map((v) => ['patientTerm', v, true] as const),
    ['patientTerm', 'Customer', false],
    ...NOTE_STYLE_IDS.map((v) => ['noteStyle', v, true] as const),
    ['noteStyle', '4', false],
    ['noteStyle', 1, false],
    ...RETENTION_PERIODS.map((v) => ['retentionPeriod', v, true] as const),
    ['retentionPeriod', '365', false],
    ['retentionPeriod', 7, false],
    ...NOTE_TEMPLATE_IDS.map((v) => ['defaultNote', v, true] as const),
    ['defaultNote', 'forged-template', false],
  ] as const;
  test.concurrent.each(cases.map(([key, value, accepted]) => [key, value, verdict(accepted), accepted] as const))(
    '%s = %p is %s',
    async (key, value, _v, accepted) => {
      await setting(key, value, accepted);
    },
  );
});

describe('settings: languages are exactly those of the shared list', () => {
  test.concurrent.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s is accepted as transcript and note language',
    async (_code, language) => {
      expect(clientSettingsSchema.safeParse({ transcriptLanguage: language, noteLanguage: language }).success).toBe(true);
      await ownerWrites({ 'settings.transcriptLanguage': { ...language }, 'settings.noteLanguage': { ...language } }, true);
    },
  );

  const english = { name: 'English', code: 'en', category: 'Common Languages' };
  test.concurrent.each([
    ['an unlisted code', { ...english, code: 'xx' }],
    ['another name', { ...english, name: 'Anglais' }],
    ['another category', { ...english, category: 'Other Languages' }],
    ['an extra key', { ...english, flag: 'gb' }],
    ['a missing key', { name: 'English', code: 'en' }],
    ['a code alone', 'en'],
    ['a 700 KB name', { ...english, name: text(700_000) }],
  ])('%s is refused', async (_label, value) => {
    await setting('transcriptLanguage', value, false);
    await setting('noteLanguage', value, false);
  });
});

describe('settings: numbers, booleans and texts within their bounds', () => {
  test.concurrent.each([
    [SESSION_STORING_DURATION_MIN, true],
    [14, true],
    [SESSION_STORING_DURATION_MAX, true],
    [SESSION_STORING_DURATION_MIN - 1, false],
    [SESSION_STORING_DURATION_MAX + 1, false],
    [36500, false],
    [1.5, false],
    ['7', false],
  ])('sessionStoringDuration = %p is %s', async (value, accepted) => {
    await setting('sessionStoringDuration', value, accepted as boolean);
  });

  test.concurrent.each(['enableSessionStoring', 'showConsentPopup', 'saveSessionData', 'groupSession'])(
    '%s: true and false accepted, "true" and 1 refused',
    async (key) => {
      await setting(key, true, true);
      await setting(key, false, true);
      await setting(key, 'true', false);
      await setting(key, 1, false);
    },
  );

  test.concurrent.each([
    ['writingStyle', WRITING_STYLE_MAX],
    ['botName', BOT_NAME_MAX],
  ])('%s: %i characters accepted, one more refused', async (key, max) => {
    await setting(key, text(max), true);
    await setting(key, text(max + 1), false);
    await setting(key, 42, false);
  });

  test.concurrent('writingStyle: a 700 KB text is refused', async () => {
    await setting('writingStyle', text(700_000), false);
  });

  test.concurrent('defaultNoteTemplate: a template id of up to 64 characters', async () => {
    await setting('defaultNoteTemplate', text(TEMPLATE_ID_MAX), true);
    await setting('defaultNoteTemplate', text(TEMPLATE_ID_MAX + 1), false);
    await setting('defaultNoteTemplate', 'soap', true);
    await setting('defaultNoteTemplate', 'not an id', false);
    await setting('defaultNoteTemplate', '', false);
  });

  test.concurrent.each([
    ['an empty list', [], true],
    ['one participant', [{ name: 'Sam', role: 'parent' }], false],
    ['no list', 'Sam', false],
  ])('groupParticipants: %s is %s', async (_label, value, accepted) => {
    // Participants are chosen per session (the session keeps them): a client only clears the list.
    await setting('groupParticipants', value, accepted as boolean);
  });
});

describe('settings: only the listed keys, and never more of them', () => {
  test.concurrent('an unknown settings key is refused, with a small or a 700 KB value', async () => {
    await setting('modelType', 'gpt', false);
    await setting('junk', text(700_000), false);
  });

  test.concurrent('the whole map with every listed key is accepted; with one more key it is refused', async () => {
    const full = { ...defaultSettings(), defaultNoteTemplate: 'soap', patientTerm: 'Client' };
    expect(Object.keys(full)).toHaveLength(SETTINGS_KEYS.length);
    expect(clientSettingsSchema.safeParse(full).success).toBe(true);
    await ownerWrites({ settings: full }, true);
    expect(clientSettingsSchema.safeParse({ ...full, extra: true }).success).toBe(false);
    await ownerWrites({ settings: { ...full, extra: true } }, false);
  });

  test.concurrent(
    'a record holding a key from before the rules: a write that keeps more keys than listed is refused, one that drops it is accepted',
    async () => {
      const legacy = { settings: { ...defaultSettings(), defaultNoteTemplate: 'soap', modelType: 'gpt' } };
      await ownerWrites({ 'settings.patientTerm': 'Client' }, false, legacy);
      const uid = await ownerWrites({ 'settings.patientTerm': 'Client', 'settings.modelType': deleteField() }, true, legacy);
      expect((await stored(uid)).settings).not.toHaveProperty('modelType');
    },
  );

  test.concurrent('a record with fewer keys than listed may add listed ones', async () => {
    await ownerWrites({ 'settings.defaultNoteTemplate': 'dap' }, true, { settings: { patientTerm: 'Patient' } });
  });

  test.concurrent(
    'a value stored out of range before the rules does not block other settings; writing it again must be in range',
    async () => {
      const legacy = { settings: { ...defaultSettings(), sessionStoringDuration: 36500 } };
      await ownerWrites({ 'settings.patientTerm': 'Client' }, true, legacy);
      await ownerWrites({ 'settings.sessionStoringDuration': 36499 }, false, legacy);
      await ownerWrites({ 'settings.sessionStoringDuration': 30 }, true, legacy);
    },
  );

  test.concurrent('settings that are not a map are refused', async () => {
    await ownerWrites({ settings: 'dark' }, false);
    await ownerWrites({ settings: deleteField() }, false);
  });
});

describe('review', () => {
  test.concurrent.each(REVIEW_TYPES)('reviewType %p is accepted', async (reviewType) => {
    await reviewField('reviewType', reviewType, true);
  });

  test.concurrent.each(['great', 'Positive', '', 5])('reviewType %p is refused', async (reviewType) => {
    await reviewField('reviewType', reviewType, false);
  });

  test.concurrent('feedback: 2,000 characters accepted, 2,001 and 200 KB refused', async () => {
    await reviewField('feedback', text(REVIEW_FEEDBACK_MAX), true);
    await reviewField('feedback', text(REVIEW_FEEDBACK_MAX + 1), false);
    await reviewField('feedback', text(200 * 1024), false);
  });

  test.concurrent('instants are whole milliseconds, the flag a boolean', async () => {
    await reviewField('reviewTimestamp', now, true);
    await reviewField('reviewTimestamp', -1, false);
    await reviewField('reviewTimestamp', 'yesterday', false);
    await reviewField('googleReviewShownAt', now, true);
    await reviewField('googleReviewShownAt', 1.5, false);
    await reviewField('googleReviewShown', true, true);
    await reviewField('googleReviewShown', 'yes', false);
  });

  test.concurrent('an unknown review key is refused', async () => {
    await reviewField('stars', 5, false);
  });

  test.concurrent('a whole review: accepted with its keys, refused with feedback one character too long or without a type', async () => {
    const full = {
      reviewType: 'positive',
      feedback: text(REVIEW_FEEDBACK_MAX),
      reviewTimestamp: now,
      googleReviewShown: true,
      googleReviewShownAt: now,
    };
    await ownerWrites({ review: full }, true);
    await ownerWrites({ review: { ...full, feedback: text(REVIEW_FEEDBACK_MAX + 1) } }, false);
    const { reviewType: _type, ...untyped } = full;
    await ownerWrites({ review: untyped }, false);
  });
});

describe('profile texts and the top-level writing style', () => {
  test.concurrent.each(Object.entries(USER_INFO_TEXT_MAX))('userInfo.%s: %i characters accepted, one more refused', async (key, max) => {
    await profileField(key, text(max), true);
    await profileField(key, text(max + 1), false);
  });

  test.concurrent.each(UI_LANGUAGES)('userInfo.language %p is accepted', async (language) => {
    expect(clientUserInfoSchema.safeParse({ language }).success).toBe(true);
    const unset = { userInfo: { ...userRecord('unset').userInfo, language: '' } };
    await ownerWrites({ 'userInfo.language': language }, true, unset);
  });

  test.concurrent.each(['es', 'english', ''])('userInfo.language %p is refused', async (language) => {
    await profileField('language', language, false);
  });

  test.concurrent('writingStyle: 2,000 characters accepted, 2,001 refused', async () => {
    await ownerWrites({ writingStyle: text(WRITING_STYLE_MAX) }, true);
    await ownerWrites({ writingStyle: text(WRITING_STYLE_MAX + 1) }, false);
  });
});
