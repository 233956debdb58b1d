// Where a page uses the store: the store's provider, whether the persisted state is back,
// the notices told as toasts and the session name in the title. Signed-in pages are inside
// it (RequireAuth puts it there); the sign-in pages are not, and so load no Redux.
//
// The persisted state is restored after the first render, as before: the first render
// matches the static HTML. Whether it is back is read from the persistor directly
// (instead of a PersistGate), so that a page change, which mounts a new scope over the same
// store, shows the restored page at once instead of one frame of placeholder.
import React, { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorNotices } from '../components/error-notices';
import { showSessionName } from '../components/document-title';
import { selectSessionName } from '../features/session/model';
import { appStores, startPersisting } from './app-store';
import { RehydratedContext, useAppSelector } from './hooks';

const { store, persistor } = appStores;
const restored = () => persistor.getState().bootstrapped;
const notRestored = () => false;

/** Keeps the document title on the session's name; a page without the store (sign-in) has none. */
function SessionTitle() {
  const sessionName = useAppSelector(selectSessionName);
  useEffect(() => showSessionName(sessionName), [sessionName]);
  useEffect(() => () => showSessionName(''), []);
  return null;
}

export function StoreScope({ children }: { children: ReactNode }) {
  const rehydrated = useSyncExternalStore(persistor.subscribe, restored, notRestored);
  useEffect(startPersisting, []);
  return (
    <Provider store={store}>
      <RehydratedContext.Provider value={rehydrated}>
        <ErrorNotices />
        <SessionTitle />
        {children}
      </RehydratedContext.Provider>
    </Provider>
  );
}
