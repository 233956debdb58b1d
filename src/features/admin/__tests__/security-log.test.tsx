// The admin console's security log: the endpoint reads GET /admin/security-events with the
// filters and the page cursor; the view shows one row per event (kind, account, caller as
// attributes), pages to older events, and every text is in English and French.
import React from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { SECURITY_EVENT_KINDS, type SecurityEventsPage } from '@shared/security-events';
import { api } from '../../../app/api';
import { SecurityLogView } from '../components/security-log-view';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));
jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn() }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };

const newStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
const event = (id: string, at: number, kind: (typeof SECURITY_EVENT_KINDS)[number], actorUid: string) => ({
  id,
  at,
  kind,
  actorUid,
  actorAdmin: false,
  targetUid: 'owner-1',
  ip: '',
  userAgent: 'ua',
  detail: kind === 'sign-in-failed-report' ? 'wrong-password' : 'open s1',
});
const first: SecurityEventsPage = {
  events: [
    event('b', Date.UTC(2026, 10, 24, 12, 31), 'session-access-refused', 'intruder-1'),
    event('a', Date.UTC(2026, 10, 24, 12, 30), 'sign-in-failed-report', ''),
  ],
  next: 'a',
};
const second: SecurityEventsPage = {
  events: [event('z', Date.UTC(2026, 10, 23, 9, 0), 'session-access-refused', 'intruder-2')],
  next: null,
};

describe('the security log view', () => {
  beforeEach(() => apiCall.mockReset().mockImplementation((path: string) => Promise.resolve(path.includes('before=a') ? second : first)));

  it('shows the newest events, then the older page, with the filters in the request', async () => {
    render(
      <Provider store={newStore()}>
        <SecurityLogView />
      </Provider>,
    );
    expect(screen.getByTestId('admin-security-log')).toBeTruthy();
    const rows = await screen.findAllByTestId('security-event-row');
    expect(rows.map((row) => [row.dataset.kind, row.dataset.actor])).toEqual([
      ['session-access-refused', 'intruder-1'],
      ['sign-in-failed-report', ''],
    ]);
    expect(rows[1].textContent).toContain('admin.security.anonymous');
    expect(apiCall).toHaveBeenCalledWith('/admin/security-events?kind=&target=&before=', undefined, undefined);

    fireEvent.click(screen.getByTestId('security-log-next'));
    await waitFor(() => expect(screen.getAllByTestId('security-event-row').map((row) => row.dataset.actor)).toEqual(['intruder-2']));
    expect(apiCall).toHaveBeenCalledWith('/admin/security-events?kind=&target=&before=a', undefined, undefined);

    fireEvent.change(screen.getByTestId('security-log-kind'), { target: { value: 'sign-in-failed-report' } });
    fireEvent.change(screen.getByTestId('security-log-target'), { target: { value: ' owner-1 ' } });
    fireEvent.click(screen.getByTestId('security-log-filter'));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        '/admin/security-events?kind=sign-in-failed-report&target=owner-1&before=',
        undefined,
        undefined,
      ),
    );
  });

  it('has every text in English and French', () => {
    const keys = [
      'title',
      'intro',
      'kind',
      'allKinds',
      'target',
      'filter',
      'none',
      'loadFailed',
      'when',
      'who',
      'on',
      'ip',
      'detail',
      'unknown',
      'anonymous',
      'adminBadge',
      'previous',
      'next',
      'loading',
    ];
    for (const locale of [en, fr]) {
      const texts = (locale.admin as unknown as { security: Record<string, unknown> & { kinds: Record<string, string> } }).security;
      for (const key of keys) expect(typeof texts[key]).toBe('string');
      for (const kind of SECURITY_EVENT_KINDS) expect(texts.kinds[kind]).toEqual(expect.any(String));
    }
  });
});
