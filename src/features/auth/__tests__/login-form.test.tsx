// The sign-in form's actions: what is missing is said before Firebase is asked; a refused
// password is said in the catalogue's words and reported for the security log; an account
// with an SMS second factor goes on to that step; a password reset checks the address first.
import React from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLoginForm } from '../use-login-form';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn(async () => ({})) }));
jest.mock('../../../lib/firebase/auth', () => ({
  signInWithEmail: jest.fn(),
  signInAsGuest: jest.fn(),
  sendPasswordReset: jest.fn(),
}));
jest.mock('../../../lib/firebase/auth-extra', () => ({ secondFactorResolver: jest.fn(async () => null) }));
const mockFinished = jest.fn(async () => undefined);
jest.mock('../use-finish-login', () => ({ useFinishLogin: () => mockFinished }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };
const firebase = jest.requireMock('../../../lib/firebase/auth') as Record<
  'signInWithEmail' | 'signInAsGuest' | 'sendPasswordReset',
  jest.Mock
>;
const { secondFactorResolver } = jest.requireMock('../../../lib/firebase/auth-extra') as { secondFactorResolver: jest.Mock };

/** The hook on a bare form with the same field names as the sign-in page's. */
function Probe() {
  const login = useLoginForm();
  return (
    <form ref={login.form} onSubmit={login.submit} noValidate>
      <input name="email" aria-label="email" />
      <input name="password" aria-label="password" />
      <button type="submit" disabled={login.disabled}>
        submit
      </button>
      <button type="button" onClick={login.guest}>
        guest
      </button>
      <button type="button" onClick={login.resetPassword}>
        reset
      </button>
      <output data-testid="error">{login.error}</output>
      <output data-testid="second-factor">{login.resolver ? 'yes' : 'no'}</output>
    </form>
  );
}

function fill(email: string, password: string) {
  render(<Probe />);
  fireEvent.change(screen.getByLabelText('email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('password'), { target: { value: password } });
}
const refusal = (code: string) => Object.assign(new Error(code), { code });

describe('sign-in form', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    secondFactorResolver.mockResolvedValue(null);
  });

  it('can be used once hydrated', () => {
    render(<Probe />);
    expect(screen.getByText('submit')).toBeEnabled();
  });

  it('asks for the e-mail, then the password, before calling Firebase', () => {
    fill('', 'secret');
    fireEvent.click(screen.getByText('submit'));
    expect(screen.getByTestId('error')).toHaveTextContent('errors:signInMissingEmail');
    fireEvent.change(screen.getByLabelText('email'), { target: { value: ' ann@test.example ' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: '' } });
    fireEvent.click(screen.getByText('submit'));
    expect(screen.getByTestId('error')).toHaveTextContent('errors:signInMissingPassword');
    expect(firebase.signInWithEmail).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed address and finishes the login', async () => {
    firebase.signInWithEmail.mockResolvedValue(undefined);
    fill(' ann@test.example ', 'secret');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(mockFinished).toHaveBeenCalled());
    expect(firebase.signInWithEmail).toHaveBeenCalledWith('ann@test.example', 'secret');
    expect(screen.getByTestId('error')).toBeEmptyDOMElement();
  });

  it("says a refused password in the catalogue's words and reports it", async () => {
    firebase.signInWithEmail.mockRejectedValue(refusal('auth/wrong-password'));
    fill('ann@test.example', 'wrong');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('errors:signInWrongPassword'));
    expect(apiCall).toHaveBeenCalledWith('/account/sign-in-failed', { email: 'ann@test.example', reason: 'wrong-password' });
    expect(screen.getByText('submit')).toBeEnabled();
    expect(mockFinished).not.toHaveBeenCalled();
  });

  it('goes on to the second factor when the account has one, without an error', async () => {
    firebase.signInWithEmail.mockRejectedValue(refusal('auth/multi-factor-auth-required'));
    secondFactorResolver.mockResolvedValue({ hints: [] });
    fill('ann@test.example', 'secret');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(screen.getByTestId('second-factor')).toHaveTextContent('yes'));
    expect(screen.getByTestId('error')).toBeEmptyDOMElement();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('says an unexpected guest sign-in failure as such', async () => {
    firebase.signInAsGuest.mockRejectedValue(refusal('auth/internal-error'));
    render(<Probe />);
    fireEvent.click(screen.getByText('guest'));
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('auth.unexpectedError'));
  });

  it('checks the address before sending a password reset', async () => {
    fill('', '');
    fireEvent.click(screen.getByText('reset'));
    expect(screen.getByTestId('error')).toHaveTextContent('errors:resetMissingEmail');
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByText('reset'));
    expect(screen.getByTestId('error')).toHaveTextContent('errors:resetInvalidEmail');
    expect(firebase.sendPasswordReset).not.toHaveBeenCalled();
    firebase.sendPasswordReset.mockRejectedValue(refusal('auth/user-not-found'));
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'ann@test.example' } });
    fireEvent.click(screen.getByText('reset'));
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('errors:resetUserNotFound'));
    expect(firebase.sendPasswordReset).toHaveBeenCalledWith('ann@test.example');
  });
});
