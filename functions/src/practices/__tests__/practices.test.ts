import { mailText } from '../../shared/mail-texts';
import { invitationView, INVITATION_TTL_MS } from '../../shared/practices';
import { copiedTemplateId } from '../close';
import { expiryText, invitationLink } from '../invite-mail';
import { currentPeriod, unusedCredit } from '../member-plan';
import { newDocId, newInvitationToken, tokenHash, tokenMatches } from '../practice-store';
import { periodStartOf, usageSince } from '../usage';
import { rulesFor } from '../../security/rate-limit';

const at = (iso: string) => Date.parse(iso);

describe('the unused part of a paid period', () => {
  it('finds the period a date falls in, by calendar months or years from the start', () => {
    const start = at('2026-01-31T10:00:00Z');
    expect(currentPeriod(start, 'monthly', at('2026-01-31T12:00:00Z'))).toEqual({ start, end: at('2026-03-03T10:00:00Z') });
    expect(currentPeriod(at('2026-01-15T00:00:00Z'), 'monthly', at('2026-04-20T00:00:00Z'))).toEqual({
      start: at('2026-04-15T00:00:00Z'),
      end: at('2026-05-15T00:00:00Z'),
    });
    expect(currentPeriod(at('2025-06-01T00:00:00Z'), 'yearly', at('2026-07-01T00:00:00Z'))).toEqual({
      start: at('2026-06-01T00:00:00Z'),
      end: at('2027-06-01T00:00:00Z'),
    });
  });

  it('is the price times the share of the period left, rounded down to the cent', () => {
    const period = { start: 0, end: 100 };
    expect(unusedCredit(55, period, 0)).toBe(55);
    expect(unusedCredit(55, period, 50)).toBe(27.5);
    expect(unusedCredit(39.99, period, 67)).toBe(13.19);
    expect(unusedCredit(55, period, 100)).toBe(0);
    expect(unusedCredit(55, period, 150)).toBe(0);
    expect(unusedCredit(0, period, 10)).toBe(0);
  });
});

describe('usage this period', () => {
  it('counts the notes and the minutes of the days from the period start', () => {
    const history = [
      { timestamp: '2026-02-27', session: 600, notes: 4 },
      { timestamp: '2026-03-01', session: 1500, notes: 2 },
      { timestamp: '2026-03-09', session: 1290, notes: 1 },
    ];
    expect(usageSince(history, periodStartOf(at('2026-03-10T08:00:00Z')))).toEqual({ notesGenerated: 3, minutesRecorded: 47 });
    expect(usageSince(history, at('2026-03-05T15:00:00Z'))).toEqual({ notesGenerated: 1, minutesRecorded: 22 });
    expect(usageSince([], 0)).toEqual({ notesGenerated: 0, minutesRecorded: 0 });
  });
});

describe('invitation links', () => {
  it('keep only the hash of a random secret, compared in constant time', () => {
    const token = newInvitationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newInvitationToken()).not.toBe(token);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenMatches(token, tokenHash(token))).toBe(true);
    expect(tokenMatches(`${token}x`, tokenHash(token))).toBe(false);
    expect(tokenMatches(token, 'ab')).toBe(false);
    expect(newDocId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('read as expired once past their expiry while pending', () => {
    expect(invitationView({ status: 'pending', expiresAt: 10 }, 9)).toBe('pending');
    expect(invitationView({ status: 'pending', expiresAt: 10 }, 10)).toBe('expired');
    expect(invitationView({ status: 'accepted', expiresAt: 10 }, 20)).toBe('accepted');
    expect(INVITATION_TTL_MS).toBe(604800000);
  });

  it("open the invitation page in the inviter's language, and the mail says until when and for whom", () => {
    process.env.SITE_URL = 'https://clinic.example';
    const link = { practiceId: 'practice-1234', invitationId: 'invite-5678', token: 'secret_TOKEN-value-0123456789abcdef' };
    expect(invitationLink(link, 'en')).toBe(
      'https://clinic.example/practice-invite/?practiceId=practice-1234&invitationId=invite-5678&token=secret_TOKEN-value-0123456789abcdef',
    );
    expect(invitationLink(link, 'fr')).toMatch(/^https:\/\/clinic\.example\/fr\/practice-invite\/\?practiceId=/);
    expect(expiryText(at('2026-03-17T12:00:00Z'), 'en')).toBe('March 17, 2026');
    expect(expiryText(at('2026-03-17T12:00:00Z'), 'fr')).toBe('17 mars 2026');
    const body = mailText('practiceInviteBody', 'fr', {
      inviter: 'Dre Roy',
      practice: 'Clinique du Parc',
      role: mailText('practiceRoleAdmin', 'fr'),
      link: 'L',
      expires: '17 mars 2026',
      email: 'a@b.example',
    });
    expect(body).toContain('Dre Roy vous invite à rejoindre le cabinet « Clinique du Parc » sur ClinicScribe en tant que administrateur.');
    expect(body).toContain('jusqu’au 17 mars 2026, et uniquement pour a@b.example');
  });
});

describe('closing', () => {
  it("gives a shared template's copy the same id each time (a second close copies nothing twice)", () => {
    const id = copiedTemplateId('practice-1', 'template-1');
    expect(id).toBe(copiedTemplateId('practice-1', 'template-1'));
    expect(id).not.toBe(copiedTemplateId('practice-2', 'template-1'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('rate limits', () => {
  it('count the calls that send an invitation mail under the mail rule too, and nothing else of /practices', () => {
    expect(rulesFor('/practices/invitations')).toEqual(['general', 'mail']);
    expect(rulesFor('/backend/practices/invitations/resend')).toEqual(['general', 'mail']);
    expect(rulesFor('/practices/invitations/accept')).toEqual(['general']);
    expect(rulesFor('/practices/invitations/preview')).toEqual(['general']);
    expect(rulesFor('/practices/mine')).toEqual(['general']);
  });
});
