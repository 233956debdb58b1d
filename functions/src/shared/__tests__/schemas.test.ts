import {
  adminNotesSchema,
  adminPlanSchema,
  adminTimeSchema,
  adminUsersSchema,
  clinikoExportSchema,
  clinikoPatientsSchema,
  emailChangeSchema,
  promoVerifySchema,
  referralCheckSchema,
  referralInviteSchema,
  sendUserToAutomationSchema,
  sendWelcomeMailSchema,
} from '../schemas';
import { BOT_NAME_MAX, clientReviewSchema, SETTINGS_SHAPES } from '../user-settings';

type Parsed = { success: boolean; error?: { issues: Array<{ message: string }> } };
const firstMessage = (result: Parsed) => result.error?.issues[0]?.message;
const ok = (result: Parsed) => result.success;

describe('referral schemas', () => {
  const addresses = (n: number) => Array.from({ length: n }, (_, i) => `user${i}@example.com`);

  it('takes 1 to 50 well-formed addresses, trimmed and lower-cased', () => {
    expect(referralInviteSchema.parse({ emails: [' A@Example.com '] }).emails).toEqual(['a@example.com']);
    expect(ok(referralInviteSchema.safeParse({ emails: addresses(20) }))).toBe(true);
    expect(ok(referralInviteSchema.safeParse({ emails: addresses(21) }))).toBe(false);
    expect(ok(referralInviteSchema.safeParse({ emails: [] }))).toBe(false);
    expect(firstMessage(referralInviteSchema.safeParse({ emails: ['a@b.co', 'nope'] }))).toBe('Invalid email format');
  });

  it('normalises referral codes to 6 uppercase letters and digits', () => {
    expect(referralCheckSchema.parse({ userId: 'u1', referralCode: ' ab12cd ' }).referralCode).toBe('AB12CD');
    expect(firstMessage(referralCheckSchema.safeParse({ userId: 'u1', referralCode: 'AB12C' }))).toBe('Error verifying referral code');
    expect(ok(referralCheckSchema.safeParse({ userId: 'u1', referralCode: 'AB12CDE' }))).toBe(false);
    expect(ok(referralCheckSchema.safeParse({ userId: 'u1', referralCode: 'AB12C!' }))).toBe(false);
    expect(ok(referralCheckSchema.safeParse({ userId: '', referralCode: 'AB12CD' }))).toBe(false);
  });
});

describe('promo code', () => {
  it('refuses an empty or missing code with the catalogue text', () => {
    expect(firstMessage(promoVerifySchema.safeParse({ userId: 'u1', code: '  ' }))).toBe('Please enter a promo code');
    expect(firstMessage(promoVerifySchema.safeParse({ userId: 'u1' }))).toBe('Please enter a promo code');
    expect(promoVerifySchema.parse({ userId: 'u1', code: ' SPRING ' }).code).toBe('SPRING');
  });
});

describe('admin schemas', () => {
  it('accepts only plan names of the table', () => {
    expect(ok(adminPlanSchema.safeParse({ uid: 'a', userId: 'b', planName: 'Bronze' }))).toBe(true);
    expect(ok(adminPlanSchema.safeParse({ uid: 'a', userId: 'b', planName: 'YearlySilverDiscount' }))).toBe(true);
    expect(ok(adminPlanSchema.safeParse({ uid: 'a', userId: 'b', planName: 'Gold' }))).toBe(false);
    expect(ok(adminPlanSchema.safeParse({ uid: 'a', planName: 'Bronze' }))).toBe(false);
  });

  it.each([
    ['notesLeft', adminNotesSchema],
    ['timeLimit', adminTimeSchema],
  ] as const)('takes %s as a whole number, 0 or more', (field, schema) => {
    const body = (value: unknown) => ({ uid: 'a', userId: 'b', [field]: value });
    expect(ok(schema.safeParse(body(0)))).toBe(true);
    expect(ok(schema.safeParse(body(4500)))).toBe(true);
    expect(ok(schema.safeParse(body(-1)))).toBe(false);
    expect(ok(schema.safeParse(body(1.5)))).toBe(false);
    expect(ok(schema.safeParse(body('10')))).toBe(false);
  });

  it('needs the admin uid to list users and to send a user to automation', () => {
    expect(ok(adminUsersSchema.safeParse({ uid: 'admin1' }))).toBe(true);
    expect(ok(adminUsersSchema.safeParse({ uid: '   ' }))).toBe(false);
    expect(ok(sendUserToAutomationSchema.safeParse({ adminUid: 'a', targetUserId: 'b' }))).toBe(true);
    expect(ok(sendUserToAutomationSchema.safeParse({ adminUid: 'a' }))).toBe(false);
  });
});

describe('other calls', () => {
  it('sends a welcome mail to a valid address, with a name that may be empty', () => {
    expect(ok(sendWelcomeMailSchema.safeParse({ email: 'a@b.co', name: '' }))).toBe(true);
    expect(ok(sendWelcomeMailSchema.safeParse({ email: 'a@b', name: 'Ann' }))).toBe(false);
  });

  it('takes bot names up to the shared bound (the settings shape; no schema of its own here)', () => {
    expect(SETTINGS_SHAPES.botName.parse('Note bot')).toBe('Note bot');
    expect(ok(SETTINGS_SHAPES.botName.safeParse('x'.repeat(BOT_NAME_MAX)))).toBe(true);
    expect(ok(SETTINGS_SHAPES.botName.safeParse('x'.repeat(BOT_NAME_MAX + 1)))).toBe(false);
  });

  it('needs a user id for Cliniko patients and non-empty notes to export', () => {
    expect(ok(clinikoPatientsSchema.safeParse({ userId: 'u1' }))).toBe(true);
    expect(ok(clinikoPatientsSchema.safeParse({}))).toBe(false);
    expect(ok(clinikoExportSchema.safeParse({ userId: 'u1', notes: 'SOAP note' }))).toBe(true);
    expect(ok(clinikoExportSchema.safeParse({ userId: 'u1', notes: ' ' }))).toBe(false);
  });

  it('checks the new e-mail address with the catalogue text', () => {
    expect(firstMessage(emailChangeSchema.safeParse({ newEmail: 'not-an-email' }))).toBe('Invalid email format');
    expect(firstMessage(emailChangeSchema.safeParse({ newEmail: 'a b@c.de' }))).toBe('Invalid email format');
    expect(firstMessage(emailChangeSchema.safeParse({}))).toBe('Invalid email format');
    expect(emailChangeSchema.parse({ newEmail: ' New@Example.com ' }).newEmail).toBe('new@example.com');
  });

  it('requires a review type from the shared list; feedback is optional (the shared review schema)', () => {
    expect(ok(clientReviewSchema.safeParse({}))).toBe(false);
    expect(ok(clientReviewSchema.safeParse({ reviewType: '' }))).toBe(false);
    expect(clientReviewSchema.parse({ reviewType: 'positive' })).toEqual({ reviewType: 'positive' });
    expect(clientReviewSchema.parse({ reviewType: 'negative', feedback: 'Too slow' }).feedback).toBe('Too slow');
    expect(ok(clientReviewSchema.safeParse({ reviewType: 'negative', feedback: 42 }))).toBe(false);
  });

  it('strips fields the call does not define', () => {
    expect(clinikoPatientsSchema.parse({ userId: 'u1', admin: true })).toEqual({ userId: 'u1' });
  });
});
