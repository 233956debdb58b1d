// The Account screen's recent sign-ins: the endpoint reads GET /account/sign-ins, and the
// card shows one row per record (kind and outcome as attributes), every text translated.
import React from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { SIGN_IN_KINDS, type SignInHistory } from '@shared/sign-ins';
import { api } from '../../../app/api';
import { accountApi } from '../api';
import { SignInHistoryCard } from '../components/sign-in-history-card';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));
jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn() }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };

const newStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
const answer: SignInHistory = {
  signIns: [
    { id: 'b', at: Date.UTC(2026, 10, 24, 12, 31), kind: 'sign-in', ok: true, ip: '203.0.113.7', userAgent: 'ua', method: 'password' },
    { id: 'a', at: Date.UTC(2026, 10, 24, 12, 30), kind: 'sign-in-failed', ok: false, ip: '', userAgent: 'ua', method: 'wrong-password' },
  ],
};

describe('sign-in history', () => {
  beforeEach(() => apiCall.mockReset().mockResolvedValue(answer));

  it('reads the records from GET /account/sign-ins', async () => {
    const store = newStore();
    const result = await store.dispatch(accountApi.endpoints.signIns.initiate());
    expect(apiCall).toHaveBeenCalledWith('/account/sign-ins', undefined, undefined);
    expect(result.data).toEqual(answer.signIns);
  });

  it('shows one row per record, newest first, with its kind and outcome', async () => {
    render(
      <Provider store={newStore()}>
        <SignInHistoryCard />
      </Provider>,
    );
    const rows = await screen.findAllByTestId('sign-in-row');
    expect(rows.map((row) => [row.dataset.kind, row.dataset.ok])).toEqual([
      ['sign-in', 'true'],
      ['sign-in-failed', 'false'],
    ]);
    expect(rows[0].textContent).toContain('203.0.113.7');
    expect(rows[1].textContent).toContain('account.signIns.unknownIp');
  });

  it('has every text in English and French', () => {
    const keys = ['title', 'loading', 'loadFailed', 'none', 'when', 'what', 'ip', 'result', 'succeeded', 'failed', 'unknownIp'];
    for (const locale of [en, fr]) {
      const texts = (locale.account as unknown as { signIns: Record<string, unknown> & { kind: Record<string, string> } }).signIns;
      for (const key of keys) expect(typeof texts[key]).toBe('string');
      for (const kind of SIGN_IN_KINDS) expect(texts.kind[kind]).toEqual(expect.any(String));
    }
  });
});
