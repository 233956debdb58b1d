import { destinationAfterLogin } from '../login-flow';

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
