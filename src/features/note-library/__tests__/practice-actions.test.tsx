// What the note library does with a practice's shared templates: each call goes to its
// /practice-templates route with the right template id (unpublishing one's own template sends
// the shared copy's id), says so in a toast, and a refusal or an attempt to edit the
// practice's copy is told in the catalogue's words, in English and in French.
import React, { type ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import enErrors from '../../../../locales/en/errors.json';
import frErrors from '../../../../locales/fr/errors.json';
import enLibrary from '../../../../locales/en/library.json';
import frLibrary from '../../../../locales/fr/library.json';
import { ApiError } from '@shared/api-error';
import type { PracticeTemplateView } from '@shared/practices';
import { api } from '../../../app/api';
import { usePracticeActions } from '../use-practice-actions';
import type { PracticeLibrary } from '../use-practice-library';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));
jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn() }));
jest.mock('../../../lib/toast/notify', () => ({ notify: jest.fn(() => Promise.resolve('id')) }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };
const { notify } = jest.requireMock('../../../lib/toast/notify') as { notify: jest.Mock };

const shared: PracticeTemplateView = {
  id: 'practice-AbCdEfGhIjKlMnOpQrSt',
  title: 'Knee clinic',
  sections: ['History', 'Plan'],
  prompt: 'Write a knee clinic note.',
  basedOn: null,
  sourceId: 'mineAbCdEfGhIjKlMnOp',
  publishedBy: 'u1',
  publishedByName: 'Alex Admin',
  publishedAt: 1,
  updatedAt: 1,
};
const practice: PracticeLibrary = {
  practiceId: 'pr12345678',
  canPublish: true,
  status: 'ready',
  templates: [shared],
  publishedFrom: new Map([[shared.sourceId, shared]]),
};

function actions(onFailure: (message: string) => void) {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePracticeActions(practice, onFailure), { wrapper }).result;
}

describe('the library’s actions on shared templates', () => {
  beforeEach(() => {
    apiCall.mockReset();
    notify.mockClear();
  });

  it('copies, publishes (a template already shared: updates it) and unpublishes by the shared copy’s id', async () => {
    apiCall.mockResolvedValue({ id: 'x' });
    const onFailure = jest.fn();
    const result = actions(onFailure);
    await act(async () => expect(await result.current.copy(shared.id)).toBe(true));
    expect(apiCall).toHaveBeenLastCalledWith('/practice-templates/copy', { templateId: shared.id }, undefined);
    expect(notify).toHaveBeenLastCalledWith('library:practiceTemplates.copied');

    await act(async () => void (await result.current.publish('otherAbCdEfGhIjKlMnOp')));
    expect(apiCall).toHaveBeenLastCalledWith('/practice-templates/publish', { templateId: 'otherAbCdEfGhIjKlMnOp' }, undefined);
    expect(notify).toHaveBeenLastCalledWith('library:practiceTemplates.published');
    await act(async () => void (await result.current.publish(shared.sourceId)));
    expect(notify).toHaveBeenLastCalledWith('library:practiceTemplates.updated');

    await act(async () => void (await result.current.unpublishOwn(shared.sourceId)));
    expect(apiCall).toHaveBeenLastCalledWith('/practice-templates/unpublish', { templateId: shared.id }, undefined);
    expect(notify).toHaveBeenLastCalledWith('library:practiceTemplates.unpublished');
    // A template of one's own that the practice holds no copy of has nothing to unpublish.
    apiCall.mockClear();
    await act(async () => expect(await result.current.unpublishOwn('neverSharedAbCdEfGhIj')).toBe(false));
    expect(apiCall).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('tells a refusal in the catalogue’s words, and an edit of the practice’s copy as read-only', async () => {
    apiCall.mockRejectedValue(new ApiError(403, 'permission-denied', 'refused', 'practiceNotAdmin'));
    const onFailure = jest.fn();
    const result = actions(onFailure);
    await act(async () => expect(await result.current.publish('mineAbCdEfGhIjKlMnOp')).toBe(false));
    expect(onFailure).toHaveBeenLastCalledWith('errors:practiceNotAdmin');
    expect(notify).not.toHaveBeenCalled();
    act(() => result.current.readOnly());
    expect(onFailure).toHaveBeenLastCalledWith('errors:practiceTemplateReadOnly');
  });

  it('has every text in English and French', () => {
    for (const key of ['practiceNotAdmin', 'practiceNotMember', 'practiceTemplateNotFound', 'practiceTemplateReadOnly']) {
      expect((enErrors as Record<string, string>)[key]).toEqual(expect.any(String));
      expect((frErrors as Record<string, string>)[key]).not.toBe((enErrors as Record<string, string>)[key]);
    }
    expect(Object.keys(frLibrary.practiceTemplates).sort()).toEqual(Object.keys(enLibrary.practiceTemplates).sort());
    for (const [key, text] of Object.entries(frLibrary.practiceTemplates))
      expect(text).not.toBe((enLibrary.practiceTemplates as Record<string, string>)[key]);
  });
});
