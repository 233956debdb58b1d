import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { NOTE_TEMPLATE_IDS } from '../note-templates';
import { defaultSettings, settingsFromData, userDocFromData } from '../user-doc';
import {
  BOT_NAME_MAX,
  clampSessionStoringDuration,
  clientReviewSchema,
  clientSettingsSchema,
  clientUserInfoSchema,
  GROUP_PARTICIPANTS_MAX,
  nearestRetentionPeriod,
  NOTE_STYLE_IDS,
  PARTICIPANT_NAME_MAX,
  PARTICIPANT_ROLE_MAX,
  PATIENT_TERMS,
  RECORDING_TYPES,
  RETENTION_PERIODS,
  REVIEW_FEEDBACK_MAX,
  REVIEW_TYPES,
  SESSION_STORING_DURATION_MAX,
  SESSION_STORING_DURATION_MIN,
  SETTINGS_KEYS,
  TRANSCRIPT_TYPES,
  USER_INFO_TEXT_MAX,
  WRITING_STYLE_MAX,
} from '../user-settings';

const settingsOk = (value: Record<string, unknown>) => clientSettingsSchema.safeParse(value).success;

describe('the client-writable settings', () => {
  it('lists every setting of the typed settings, and the default note template', () => {
    expect([...SETTINGS_KEYS].sort()).toEqual([...Object.keys(defaultSettings()), 'defaultNoteTemplate'].sort());
  });

  it('accepts the defaults new records are created with', () => {
    expect(settingsOk({ ...defaultSettings(), defaultNoteTemplate: 'soap' })).toBe(true);
  });

  it('refuses a key it does not list', () => {
    expect(settingsOk({ modelType: 'gpt' })).toBe(false);
    expect(settingsOk({ junk: 'x'.repeat(700_000) })).toBe(false);
  });

  it.each([
    ['recordingType', RECORDING_TYPES, 'Phone'],
    ['transcriptType', TRANSCRIPT_TYPES, 'google'],
    ['patientTerm', PATIENT_TERMS, 'patient'],
    ['noteStyle', NOTE_STYLE_IDS, '4'],
    ['retentionPeriod', RETENTION_PERIODS, '365'],
    ['defaultNote', NOTE_TEMPLATE_IDS, 'not-a-template'],
  ] as const)('%s: each listed value, and nothing else', (key, values, outside) => {
    for (const value of values) expect(settingsOk({ [key]: value })).toBe(true);
    expect(settingsOk({ [key]: outside })).toBe(false);
    expect(settingsOk({ [key]: 1 })).toBe(false);
  });

  it('sessionStoringDuration: a whole number of days from 1 to 30', () => {
    expect(SESSION_STORING_DURATION_MIN).toBe(1);
    expect(SESSION_STORING_DURATION_MAX).toBe(30);
    for (const days of [1, 14, 30]) expect(settingsOk({ sessionStoringDuration: days })).toBe(true);
    for (const days of [0, 31, 36500, 1.5, '7']) expect(settingsOk({ sessionStoringDuration: days })).toBe(false);
  });

  it('languages: exactly as the shared list holds them', () => {
    for (const language of LANGUAGES) expect(settingsOk({ transcriptLanguage: language, noteLanguage: language })).toBe(true);
    expect(settingsOk({ noteLanguage: { ...DEFAULT_LANGUAGE, code: 'xx' } })).toBe(false);
    expect(settingsOk({ noteLanguage: { ...DEFAULT_LANGUAGE, name: 'Anglais' } })).toBe(false);
    expect(settingsOk({ noteLanguage: { ...DEFAULT_LANGUAGE, category: 'Other Languages' } })).toBe(false);
    expect(settingsOk({ noteLanguage: { ...DEFAULT_LANGUAGE, extra: true } })).toBe(false);
    expect(settingsOk({ noteLanguage: 'en' })).toBe(false);
  });

  it.each([
    ['writingStyle', WRITING_STYLE_MAX],
    ['botName', BOT_NAME_MAX],
  ])('%s: up to its length', (key, max) => {
    expect(settingsOk({ [key]: 'x'.repeat(max) })).toBe(true);
    expect(settingsOk({ [key]: 'x'.repeat(max + 1) })).toBe(false);
  });

  it('groupParticipants: a client only clears the list (sessions keep their participants)', () => {
    expect(settingsOk({ groupParticipants: [] })).toBe(true);
    expect(settingsOk({ groupParticipants: [{ name: 'Sam', role: 'parent' }] })).toBe(false);
    expect(settingsOk({ groupParticipants: 'Sam' })).toBe(false);
  });

  it('defaultNoteTemplate: a template id', () => {
    expect(settingsOk({ defaultNoteTemplate: 'x'.repeat(64) })).toBe(true);
    expect(settingsOk({ defaultNoteTemplate: 'x'.repeat(65) })).toBe(false);
    expect(settingsOk({ defaultNoteTemplate: 'has space' })).toBe(false);
  });
});

describe('the client-writable review and profile', () => {
  it('review: a listed type, feedback up to 2,000 characters, whole-number milliseconds', () => {
    for (const reviewType of REVIEW_TYPES) expect(clientReviewSchema.safeParse({ reviewType }).success).toBe(true);
    expect(clientReviewSchema.safeParse({ reviewType: 'great' }).success).toBe(false);
    expect(clientReviewSchema.safeParse({ feedback: 'no type' }).success).toBe(false);
    expect(clientReviewSchema.safeParse({ reviewType: 'positive', feedback: 'x'.repeat(REVIEW_FEEDBACK_MAX) }).success).toBe(true);
    expect(clientReviewSchema.safeParse({ reviewType: 'positive', feedback: 'x'.repeat(REVIEW_FEEDBACK_MAX + 1) }).success).toBe(false);
    expect(clientReviewSchema.safeParse({ reviewType: 'positive', reviewTimestamp: 1.5 }).success).toBe(false);
    expect(clientReviewSchema.safeParse({ reviewType: 'positive', stars: 5 }).success).toBe(false);
  });

  it.each(Object.entries(USER_INFO_TEXT_MAX))('userInfo.%s: up to %i characters', (key, max) => {
    expect(clientUserInfoSchema.safeParse({ [key]: 'x'.repeat(max) }).success).toBe(true);
    expect(clientUserInfoSchema.safeParse({ [key]: 'x'.repeat(max + 1) }).success).toBe(false);
  });

  it('userInfo.language: an interface language; server fields are not client fields', () => {
    expect(clientUserInfoSchema.safeParse({ language: 'fr' }).success).toBe(true);
    expect(clientUserInfoSchema.safeParse({ language: 'es' }).success).toBe(false);
    expect(clientUserInfoSchema.safeParse({ email: 'a@b.test' }).success).toBe(false);
  });
});

describe('reading stored values back within the bounds', () => {
  it('sessionStoringDuration: the nearest whole number of days in 1..30, the default for no number', () => {
    expect(clampSessionStoringDuration(36500)).toBe(30);
    expect(clampSessionStoringDuration(31)).toBe(30);
    expect(clampSessionStoringDuration(0)).toBe(1);
    expect(clampSessionStoringDuration(-5)).toBe(1);
    expect(clampSessionStoringDuration(6.6)).toBe(7);
    expect(clampSessionStoringDuration('14')).toBe(14);
    expect(clampSessionStoringDuration(Infinity)).toBe(1);
    for (const value of [undefined, null, '', 'week', NaN, {}, [30]]) expect(clampSessionStoringDuration(value)).toBe(1);
  });

  it('retentionPeriod: the nearest choice, the default for no number', () => {
    expect(nearestRetentionPeriod('365')).toBe('30');
    expect(nearestRetentionPeriod(10)).toBe('7');
    expect(nearestRetentionPeriod('12')).toBe('14');
    expect(nearestRetentionPeriod('0')).toBe('1');
    expect(nearestRetentionPeriod('14')).toBe('14');
    for (const value of [undefined, null, '', 'forever', {}]) expect(nearestRetentionPeriod(value)).toBe('7');
  });

  it('reads an out-of-range record as settings the rules would accept', () => {
    const settings = settingsFromData({
      recordingType: 'Telepathy',
      transcriptType: 'google',
      transcriptLanguage: { code: 'fr', name: 'x'.repeat(1000), category: 'junk' },
      noteLanguage: { code: 'xx', name: 'Klingon', category: 'Other Languages' },
      patientTerm: 'Customer',
      writingStyle: 'w'.repeat(700_000),
      sessionStoringDuration: 36500,
      defaultNote: 'forged',
      noteStyle: '9',
      retentionPeriod: '36500',
      groupParticipants: [...Array(20).fill({ name: 'n'.repeat(500), role: 'r'.repeat(500) }), 'not a participant'],
      botName: 'b'.repeat(500),
      defaultNoteTemplate: 'not an id!',
    });
    expect(settings.sessionStoringDuration).toBe(30);
    expect(settings.retentionPeriod).toBe('30');
    expect(settings.recordingType).toBe('In-person');
    expect(settings.transcriptType).toBe('whisper');
    expect(settings.patientTerm).toBe('Patient');
    expect(settings.defaultNote).toBe('soap');
    expect(settings.noteStyle).toBe('1');
    expect(settings.transcriptLanguage).toEqual({ code: 'fr', name: 'French', category: 'Common Languages' });
    expect(settings.noteLanguage).toEqual(DEFAULT_LANGUAGE);
    expect(settings.writingStyle).toHaveLength(WRITING_STYLE_MAX);
    expect(settings.botName).toHaveLength(BOT_NAME_MAX);
    expect(settings.groupParticipants).toHaveLength(GROUP_PARTICIPANTS_MAX);
    expect(settings.groupParticipants[0]).toEqual({ name: 'n'.repeat(PARTICIPANT_NAME_MAX), role: 'r'.repeat(PARTICIPANT_ROLE_MAX) });
    expect(settings).not.toHaveProperty('defaultNoteTemplate');
    // Within every client bound but the participants', which the server may keep and a client only clears.
    const { defaultNoteTemplate: _none, ...known } = settings;
    expect(settingsOk({ ...known, groupParticipants: [] })).toBe(true);
  });

  it('reads the user record with the clamped settings, and bounded review and profile texts', () => {
    const user = userDocFromData({
      settings: { enableSessionStoring: true, sessionStoringDuration: 36500 },
      review: { reviewType: 'forged', feedback: 'f'.repeat(200_000) },
      userInfo: { firstName: 'a'.repeat(500), organization: 'o'.repeat(500), language: 'klingon' },
      writingStyle: 's'.repeat(5000),
    });
    expect(user.settings.sessionStoringDuration).toBe(30);
    expect(user.review?.reviewType).toBe('none');
    expect(user.review?.feedback).toHaveLength(REVIEW_FEEDBACK_MAX);
    expect(user.userInfo.firstName).toHaveLength(USER_INFO_TEXT_MAX.firstName);
    expect(user.userInfo.organization).toHaveLength(USER_INFO_TEXT_MAX.organization);
    expect(user.userInfo.language).toBe('');
    expect(user.writingStyle).toHaveLength(WRITING_STYLE_MAX);
  });
});
