import { INVITER_NAME_MAX, inviterNameSchema } from '../invitations';
import { MAIL_TEXTS, mailText } from '../mail-texts';

describe('the inviter name an invitation may carry', () => {
  it('accepts names of letters (any script), spaces, hyphens and apostrophes', () => {
    for (const [firstName, lastName] of [
      ['Robin', 'Hale'],
      ['Élise', 'Martin-Roy'],
      ['Anne Marie', "O'Neil"],
      ['Zoë', 'D’Arcy'],
    ]) {
      expect(inviterNameSchema.safeParse({ firstName, lastName }).success).toBe(true);
    }
  });

  it('refuses links, digits, punctuation, line breaks, empty and over-long names', () => {
    for (const firstName of [
      'Visit http://evil.example',
      'Robin2',
      'Robin!',
      'Rob\nin',
      '',
      ' ',
      '-Robin',
      'Rob  in',
      'R'.repeat(INVITER_NAME_MAX + 1),
      'Robin <b>',
    ]) {
      expect(inviterNameSchema.safeParse({ firstName, lastName: 'Hale' }).success).toBe(false);
    }
    expect(inviterNameSchema.safeParse({ firstName: 'R'.repeat(INVITER_NAME_MAX), lastName: 'Hale' }).success).toBe(true);
  });
});

describe('the invitation e-mail', () => {
  it('has a fixed subject in both languages: no placeholder of the inviter', () => {
    expect(MAIL_TEXTS.referralSubject.en).not.toContain('{{');
    expect(MAIL_TEXTS.referralSubject.fr).not.toContain('{{');
    expect(mailText('referralSubject', 'en', { inviter: 'Someone Hostile' })).toBe(
      'You are invited to ClinicScribe: $100 off your first month',
    );
  });
});
