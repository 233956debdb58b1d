import { destinationAfterLogin } from '../login-flow';
import { prefilledEmail, returnPath, signInPath } from '../return-path';

describe('destinationAfterLogin', () => {
  it('sends admins to /admin, whatever else is true', () => {
    expect(destinationAfterLogin({ isAdmin: true, needsRegistration: false })).toBe('/admin/');
    expect(destinationAfterLogin({ isAdmin: true, needsRegistration: true })).toBe('/admin/');
  });

  it('sends a user without a role to finish registration', () => {
    expect(destinationAfterLogin({ isAdmin: false, needsRegistration: true })).toBe('/login/register/');
  });

  it('sends everyone else to the dashboard', () => {
    expect(destinationAfterLogin({ isAdmin: false, needsRegistration: false })).toBe('/');
  });
});

describe('going back after signing in', () => {
  const next = '/practice-invite/?practiceId=practice-1&invitationId=invite-12345&token=abc';

  it('goes back to the page that sent the visitor to sign in, through registration when it is unfinished', () => {
    expect(destinationAfterLogin({ isAdmin: false, needsRegistration: false }, next)).toBe(next);
    const viaRegistration = destinationAfterLogin({ isAdmin: false, needsRegistration: true }, next);
    expect(viaRegistration.startsWith('/login/register/?')).toBe(true);
    expect(returnPath(viaRegistration.slice(viaRegistration.indexOf('?')))).toBe(next);
    expect(destinationAfterLogin({ isAdmin: true, needsRegistration: false }, next)).toBe('/admin/');
  });

  it('follows only a path of this site', () => {
    expect(returnPath(`?next=${encodeURIComponent(next)}`)).toBe(next);
    for (const elsewhere of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'practice/', '/a b', ''])
      expect(returnPath(`?next=${encodeURIComponent(elsewhere)}`)).toBeNull();
    expect(returnPath('')).toBeNull();
  });

  it('makes the sign-in page’s address with the invited address filled in and the way back', () => {
    const path = signInPath('/login/', next, 'kim@clinic.example');
    expect(path.startsWith('/login/?')).toBe(true);
    const search = path.slice(path.indexOf('?'));
    expect(prefilledEmail(search)).toBe('kim@clinic.example');
    expect(returnPath(search)).toBe(next);
    expect(prefilledEmail('')).toBe('');
  });
});
