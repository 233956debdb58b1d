// The referral modal says why the server refused an invitation (a guest account, an address
// not verified, a name that cannot go in the mail, the global daily cap), in the catalogue's
// words, in English and in French.
import React from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import enErrors from '../../../../locales/en/errors.json';
import frErrors from '../../../../locales/fr/errors.json';
import { ApiError } from '@shared/api-error';
import { api } from '../../../app/api';
import { ReferralModal } from '../components/referral-modal';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));
jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn() }));
jest.mock('../../../lib/toast/notify', () => ({ notify: jest.fn(() => Promise.resolve('id')) }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };
const { notify } = jest.requireMock('../../../lib/toast/notify') as { notify: jest.Mock };

const newStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
const REFUSALS = ['referralGuest', 'referralEmailUnverified', 'referralNameInvalid', 'referralGlobalDailyCap'] as const;

describe('invitation refusals', () => {
  beforeEach(() => {
    apiCall.mockReset();
    notify.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each(REFUSALS)('shows %s in a toast', async (key) => {
    apiCall.mockRejectedValue(
      new ApiError(403, 'permission-denied', 'refused', key, key === 'referralNameInvalid' ? { max: '40' } : undefined),
    );
    render(
      <Provider store={newStore()}>
        <ReferralModal show onClose={() => undefined} />
      </Provider>,
    );
    fireEvent.change(screen.getByTestId('referral-emails'), { target: { value: 'colleague@test.example' } });
    fireEvent.click(screen.getByTestId('referral-submit'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(`errors:${key}`, expect.objectContaining({ type: 'error' })));
  });

  it('has every refusal in English and French', () => {
    for (const key of REFUSALS) {
      expect((enErrors as Record<string, string>)[key]).toEqual(expect.any(String));
      expect((frErrors as Record<string, string>)[key]).toEqual(expect.any(String));
      expect((frErrors as Record<string, string>)[key]).not.toBe((enErrors as Record<string, string>)[key]);
    }
  });
});
