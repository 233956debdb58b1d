// Registration with a referral code that does not exist: the server makes the account without a
// referrer and says the code was not applied; the form goes on and raises one notice naming the
// code, in English and in French. A code that was applied raises none.
import React from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { api } from '../../../app/api';
import { noticesReducer } from '../../../app/notices-slice';
import { RegisterForm } from '../components/register-form';

jest.mock('../../../lib/i18n/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
  useI18next: () => ({ language: 'en' }),
}));
jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn() }));
jest.mock('../../../lib/firebase/auth', () => ({
  watchUser: (listener: (user: null) => void) => (listener(null), () => undefined),
  registerWithEmail: jest.fn(async () => undefined),
  deleteCurrentAccount: jest.fn(async () => undefined),
}));
const mockFinished = jest.fn(async () => undefined);
jest.mock('../use-finish-login', () => ({ useFinishLogin: () => mockFinished }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };
const { deleteCurrentAccount } = jest.requireMock('../../../lib/firebase/auth') as { deleteCurrentAccount: jest.Mock };

const newStore = () =>
  configureStore({ reducer: { [api.reducerPath]: api.reducer, notices: noticesReducer }, middleware: (d) => d().concat(api.middleware) });

async function registerWith(referredBy: string, answer: unknown) {
  apiCall.mockResolvedValue(answer);
  const store = newStore();
  render(
    <Provider store={store}>
      <RegisterForm />
    </Provider>,
  );
  await screen.findByTestId('register-form');
  for (const [field, value] of Object.entries({
    firstName: 'Ana',
    lastName: 'Guess',
    email: 'ana@test.example',
    password: 'secret-pass-1',
    country: 'Canada',
    referredBy,
  })) {
    fireEvent.change(screen.getByTestId(`register-${field}`), { target: { value } });
  }
  fireEvent.change(screen.getByTestId('register-role'), { target: { value: 'physiotherapist' } });
  fireEvent.submit(screen.getByTestId('register-form'));
  await waitFor(() => expect(apiCall).toHaveBeenCalledWith('/account/register', expect.objectContaining({ referredBy }), undefined));
  return store;
}

describe('a referral code that was not applied', () => {
  beforeEach(() => {
    apiCall.mockReset();
    deleteCurrentAccount.mockClear();
    mockFinished.mockClear();
  });

  it('keeps the new account and raises one notice naming the code', async () => {
    const store = await registerWith('zzzzz9', { ok: true, link: null, referral: { applied: false } });
    await waitFor(() =>
      expect(store.getState().notices.queue).toEqual([{ id: 1, key: 'register.referral.notApplied', values: { code: 'ZZZZZ9' } }]),
    );
    await waitFor(() => expect(mockFinished).toHaveBeenCalledTimes(1));
    expect(deleteCurrentAccount).not.toHaveBeenCalled();
    expect(screen.queryByTestId('register-error')).toBeNull();
  });

  it('raises none when the code was applied', async () => {
    const store = await registerWith('AB12CD', { ok: true, link: null, referral: { applied: true } });
    // Registration went on to the login's completion with nothing to say.
    await waitFor(() => expect(mockFinished).toHaveBeenCalledTimes(1));
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('says so in English and in French, with the code', () => {
    expect(en.register.referral.notApplied).toContain('{{code}}');
    expect(fr.register.referral.notApplied).toContain('{{code}}');
    expect(fr.register.referral.notApplied).not.toBe(en.register.referral.notApplied);
  });
});
