// The note library's endpoints over a fake template store: the live documents answer the
// query and follow later changes; the rules refusing the listener after sign-out is not an
// error; the hidden notes fail when the server does not answer in time; a change is made
// from the cached document.
import { configureStore } from '@reduxjs/toolkit';
import type { StoredTemplateDoc } from '@shared/note-library';
import { api } from '../../../app/api';
import { HIDDEN_NOTES_TIMEOUT_MS, noteLibraryApi } from '../api';

type Listener = { onDocs: (docs: StoredTemplateDoc[]) => void; onError: (error: Error) => void; stopped: boolean };
const listeners: Listener[] = [];
const live = () => listeners.filter((l) => !l.stopped);

jest.mock('../../../lib/firebase/note-templates', () => ({
  watchTemplates: async (_uid: string, onDocs: Listener['onDocs'], onError: Listener['onError']) => {
    const listener = { onDocs, onError, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
  loadHiddenTemplates: jest.fn(),
  saveTemplate: jest.fn(async () => undefined),
}));

const store = jest.requireMock('../../../lib/firebase/note-templates') as { loadHiddenTemplates: jest.Mock; saveTemplate: jest.Mock };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const newStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
const favorite = (id: string): StoredTemplateDoc => ({ id, data: { custom: false, favorite: true, hidden: false, updatedAt: 1 } });

afterEach(() => {
  listeners.length = 0;
  jest.useRealTimers();
});

describe('noteTemplates', () => {
  it('answers with the first documents, follows later ones, and ends quietly when the rules refuse it after sign-out', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const appStore = newStore();
    const subscription = appStore.dispatch(noteLibraryApi.endpoints.noteTemplates.initiate('u1'));
    await tick();
    live().forEach((l) => l.onDocs([]));
    expect(await subscription.unwrap()).toEqual([]);
    await tick();
    live().forEach((l) => l.onDocs([favorite('soap')]));
    expect(noteLibraryApi.endpoints.noteTemplates.select('u1')(appStore.getState()).data).toEqual([favorite('soap')]);

    live().forEach((l) => l.onError(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    expect(errors).not.toHaveBeenCalled();
    subscription.unsubscribe();
    errors.mockRestore();
  });

  it('fails when the listener is refused before its first answer', async () => {
    const appStore = newStore();
    const subscription = appStore.dispatch(noteLibraryApi.endpoints.noteTemplates.initiate('u2'));
    await tick();
    live().forEach((l) => l.onError(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    await expect(subscription.unwrap()).rejects.toMatchObject({ code: 'permission-denied' });
    subscription.unsubscribe();
  });
});

describe('hiddenTemplates', () => {
  it('fails when the server has not answered in time', async () => {
    jest.useFakeTimers();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.loadHiddenTemplates.mockReturnValue(new Promise(() => undefined));
    const result = newStore().dispatch(noteLibraryApi.endpoints.hiddenTemplates.initiate('u3'));
    await jest.advanceTimersByTimeAsync(HIDDEN_NOTES_TIMEOUT_MS);
    await expect(result.unwrap()).rejects.toMatchObject({ message: 'timeout' });
    result.unsubscribe();
    errors.mockRestore();
  });
});

describe('saveTemplateChange', () => {
  it("changes the template's cached document", async () => {
    const appStore = newStore();
    const subscription = appStore.dispatch(noteLibraryApi.endpoints.noteTemplates.initiate('u4'));
    await tick();
    live().forEach((l) => l.onDocs([favorite('soap')]));
    await subscription.unwrap();

    await appStore
      .dispatch(noteLibraryApi.endpoints.saveTemplateChange.initiate({ uid: 'u4', id: 'soap', change: { kind: 'hidden', hidden: true } }))
      .unwrap();
    expect(store.saveTemplate).toHaveBeenCalledWith('u4', 'soap', expect.objectContaining({ custom: false, favorite: true, hidden: true }));
    subscription.unsubscribe();
  });
});
