import { DEFAULT_LANGUAGE } from '../languages';
import {
  completedSettings,
  defaultSettings,
  groupUpdate,
  promoUpdate,
  referralsUpdate,
  settingsFromData,
  settingsUpdate,
  USER_FIELDS,
  userDocFromData,
  userDocPath,
  userFieldPath,
  userInfoUpdate,
  usageLimitsUpdate,
  type UserDoc,
} from '../user-doc';

/** A record with every field stored, each with a value unlike its default. */
function fullRecord(): UserDoc {
  return {
    uid: 'u1',
    userInfo: {
      displayName: 'Jane Roe',
      firstName: 'Jane',
      lastName: 'Roe',
      email: 'jane@example.test',
      location: 'Canada',
      role: 'therapist',
      phoneNumber: '+1 555 0100',
      ipAddress: '203.0.113.7',
      language: 'fr',
      specialty: 'CBT',
      organization: 'Clinic',
    },
    isInternalEmail: true,
    isEmailVerified: true,
    isFirstTimeLogin: false,
    isGuest: true,
    isEnrolled2FA: true,
    displayProductTour: true,
    leadSource: 'google',
    onlineStatus: 'online',
    usageLimits: { notesLeft: 7, timeLimit: 1800 },
    settings: {
      recordingType: 'Video Call',
      transcriptType: 'aws',
      transcriptLanguage: { code: 'fr', name: 'French', category: 'Common Languages' },
      noteLanguage: { code: 'cy', name: 'Welsh', category: 'Other Languages' },
      patientTerm: 'Client',
      writingStyle: 'terse',
      enableSessionStoring: true,
      sessionStoringDuration: 14,
      defaultNote: 'dap',
      noteStyle: '3',
      showConsentPopup: false,
      saveSessionData: true,
      retentionPeriod: '30',
      groupSession: true,
      groupParticipants: [{ name: 'Sam', role: 'parent' }],
      botName: 'Scribe',
      defaultNoteTemplate: 'birp',
    },
    referrals: { referralCode: 'ABC123', referredBy: 'XYZ789', refList: ['u2', 'u3'] },
    subscription: { plan: 'Silver', option: 'yearly', discount: 20, subscriptionId: 'sub_1' },
    lastLoginTimestamp: 1_700_000_000_000,
    smsMarketingConsent: true,
    accountCreatedAt: 1_600_000_000_000,
    promo: { promoCode: 'SPRING' },
    review: { reviewType: 'positive', feedback: 'Good', reviewTimestamp: 5, googleReviewShown: true, googleReviewShownAt: 6 },
    emailChangeCompletedAt: 1_650_000_000_000,
    usage: [{ timestamp: '2026-01-05', session: 900, notes: 1 }],
    writingStyle: 'verbose',
    trialStart: 1_690_000_000_000,
    trialSecondsLeft: 1200,
  };
}

describe('userDocFromData', () => {
  it('maps every stored field as it is', () => {
    const record = fullRecord();
    expect(userDocFromData(JSON.parse(JSON.stringify(record)))).toStrictEqual(record);
  });

  it('reads a missing record as all defaults', () => {
    const expected: UserDoc = {
      uid: '',
      userInfo: {
        displayName: '',
        firstName: '',
        lastName: '',
        email: '',
        location: '',
        phoneNumber: '',
        ipAddress: '',
        language: '',
        specialty: '',
        organization: '',
      },
      isInternalEmail: false,
      isEmailVerified: false,
      isGuest: false,
      isEnrolled2FA: false,
      displayProductTour: false,
      leadSource: '',
      onlineStatus: 'offline',
      usageLimits: { notesLeft: 0, timeLimit: 0 },
      settings: defaultSettings(),
      referrals: { referredBy: '', refList: [] },
      subscription: { plan: 'Free', option: '', discount: 0, subscriptionId: '' },
      smsMarketingConsent: false,
      promo: { promoCode: '' },
      usage: [],
      trialStart: 0,
    };
    expect(userDocFromData(undefined)).toStrictEqual(expected);
    expect(userDocFromData(null)).toStrictEqual(expected);
    expect(userDocFromData({})).toStrictEqual(expected);
  });

  it('leaves absent the fields whose absence the code treats apart', () => {
    const user = userDocFromData({ userInfo: {}, referrals: {}, settings: {} });
    for (const key of [
      'isFirstTimeLogin',
      'lastLoginTimestamp',
      'accountCreatedAt',
      'review',
      'emailChangeCompletedAt',
      'writingStyle',
      'trialSecondsLeft',
    ]) {
      expect(user).not.toHaveProperty(key);
    }
    expect(user.userInfo).not.toHaveProperty('role');
    expect(user.referrals).not.toHaveProperty('referralCode');
    expect(user.settings).not.toHaveProperty('defaultNoteTemplate');
  });

  it('keeps the unset role and an empty referral code apart from absent ones', () => {
    const user = userDocFromData({ userInfo: { role: 'null' }, referrals: { referralCode: '' } });
    expect(user.userInfo.role).toBe('null');
    expect(user.referrals.referralCode).toBe('');
  });

  it('drops values of the wrong type where the code checks the type, and coerces where it always did', () => {
    const user = userDocFromData({
      isFirstTimeLogin: 'yes',
      isGuest: 'true',
      accountCreatedAt: { seconds: 1 },
      trialSecondsLeft: '60',
      userInfo: { role: 5, displayName: 42 },
      referrals: { referralCode: 7, refList: ['u2', 3, null] },
      usageLimits: { notesLeft: '4', timeLimit: null },
      onlineStatus: 'away',
    });
    expect(user).not.toHaveProperty('isFirstTimeLogin');
    expect(user).not.toHaveProperty('accountCreatedAt');
    expect(user).not.toHaveProperty('trialSecondsLeft');
    expect(user.isGuest).toBe(false);
    expect(user.userInfo).not.toHaveProperty('role');
    expect(user.userInfo.displayName).toBe('42');
    expect(user.referrals).toEqual({ referredBy: '', refList: ['u2'] });
    expect(user.usageLimits).toEqual({ notesLeft: 4, timeLimit: 0 });
    expect(user.onlineStatus).toBe('offline');
  });

  it('keeps the usage entries exactly as stored', () => {
    const usage = [{ timestamp: '2026-01-05', session: 900, notes: 1, extra: true }];
    expect(userDocFromData({ usage }).usage).toEqual(usage);
    expect(userDocFromData({ usage: 'broken' }).usage).toEqual([]);
  });

  it('reads a top-level writing style as a string', () => {
    expect(userDocFromData({ writingStyle: '' }).writingStyle).toBe('');
    expect(userDocFromData({ writingStyle: null })).not.toHaveProperty('writingStyle');
  });
});

describe('settingsFromData', () => {
  it('fills the default of each missing setting', () => {
    expect(settingsFromData({ patientTerm: 'Client' })).toStrictEqual({ ...defaultSettings(), patientTerm: 'Client' });
    expect(settingsFromData(undefined)).toStrictEqual(defaultSettings());
  });

  it('gives the defaults that new records are created with', () => {
    expect(defaultSettings()).toEqual({
      recordingType: 'In-person',
      transcriptType: 'whisper',
      transcriptLanguage: { code: 'en', name: 'English', category: 'Common Languages' },
      noteLanguage: { code: 'en', name: 'English', category: 'Common Languages' },
      patientTerm: 'Patient',
      writingStyle: '',
      enableSessionStoring: false,
      sessionStoringDuration: 1,
      defaultNote: 'soap',
      noteStyle: '1',
      showConsentPopup: true,
      saveSessionData: false,
      retentionPeriod: '7',
      groupSession: false,
      groupParticipants: [],
      botName: '',
    });
    expect(defaultSettings().transcriptLanguage).not.toBe(DEFAULT_LANGUAGE);
  });

  it('reads as the settings form always did: null is missing, numbers and texts coerced, the consent popup on unless false', () => {
    const settings = settingsFromData({
      patientTerm: null,
      sessionStoringDuration: '3',
      noteStyle: 2,
      showConsentPopup: 'no',
      enableSessionStoring: 'true',
      transcriptLanguage: 'fr',
      noteLanguage: { name: 'German' },
    });
    expect(settings.patientTerm).toBe('Patient');
    expect(settings.sessionStoringDuration).toBe(3);
    expect(settings.noteStyle).toBe('2');
    expect(settings.showConsentPopup).toBe(true);
    expect(settings.enableSessionStoring).toBe(false);
    expect(settings.transcriptLanguage).toEqual(DEFAULT_LANGUAGE);
    expect(settings.noteLanguage).toEqual(DEFAULT_LANGUAGE);
  });

  it('keeps settings it does not know', () => {
    expect(settingsFromData({ modelType: 'gpt' })).toMatchObject({ modelType: 'gpt' });
  });

  it('reads a null default note template as none', () => {
    expect(settingsFromData({ defaultNoteTemplate: null })).not.toHaveProperty('defaultNoteTemplate');
  });
});

describe('completedSettings', () => {
  it('adds the missing defaults and keeps every stored value exactly, of whatever type', () => {
    const stored = { patientTerm: 'Client', sessionStoringDuration: '3', showConsentPopup: null, modelType: 'gpt' };
    expect(completedSettings({ settings: stored })).toStrictEqual({ ...defaultSettings(), ...stored });
  });

  it('gives the defaults when the record has no settings', () => {
    expect(completedSettings({})).toStrictEqual(defaultSettings());
    expect(completedSettings(undefined)).toStrictEqual(defaultSettings());
  });
});

describe('paths and updates', () => {
  it('names the record and its nested fields', () => {
    expect(userDocPath('u1')).toBe('users/u1');
    expect(userFieldPath('usageLimits', 'notesLeft')).toBe('usageLimits.notesLeft');
    expect(USER_FIELDS).toEqual({
      notesLeft: 'usageLimits.notesLeft',
      timeLimit: 'usageLimits.timeLimit',
      referralCode: 'referrals.referralCode',
      referredBy: 'referrals.referredBy',
      refList: 'referrals.refList',
      plan: 'subscription.plan',
      promoCode: 'promo.promoCode',
      role: 'userInfo.role',
      email: 'userInfo.email',
      language: 'userInfo.language',
      ipAddress: 'userInfo.ipAddress',
      defaultNoteTemplate: 'settings.defaultNoteTemplate',
    });
  });

  it('builds dotted updates of exactly the fields given', () => {
    expect(settingsUpdate({ patientTerm: 'Client', enableSessionStoring: true })).toStrictEqual({
      'settings.patientTerm': 'Client',
      'settings.enableSessionStoring': true,
    });
    expect(settingsUpdate({ defaultNoteTemplate: 'soap' })).toStrictEqual({ 'settings.defaultNoteTemplate': 'soap' });
    expect(userInfoUpdate({ language: 'fr' })).toStrictEqual({ 'userInfo.language': 'fr' });
    expect(userInfoUpdate({ displayName: 'A B', firstName: 'A', lastName: 'B', role: 'nurse', location: 'CA' })).toStrictEqual({
      'userInfo.displayName': 'A B',
      'userInfo.firstName': 'A',
      'userInfo.lastName': 'B',
      'userInfo.role': 'nurse',
      'userInfo.location': 'CA',
    });
    expect(usageLimitsUpdate({ notesLeft: 9 })).toStrictEqual({ 'usageLimits.notesLeft': 9 });
    expect(referralsUpdate({ referredBy: '' })).toStrictEqual({ 'referrals.referredBy': '' });
    expect(promoUpdate({ promoCode: 'SPRING' })).toStrictEqual({ 'promo.promoCode': 'SPRING' });
    expect(settingsUpdate({})).toStrictEqual({});
  });

  it('writes a key given as undefined, as the update it replaces did', () => {
    expect(userInfoUpdate({ specialty: undefined })).toStrictEqual({ 'userInfo.specialty': undefined });
  });

  it('passes an SDK sentinel through untouched', () => {
    const sentinel = { isSentinel: true };
    expect(groupUpdate<'referrals', typeof sentinel>('referrals', { refList: sentinel })).toStrictEqual({ 'referrals.refList': sentinel });
  });
});
