// The Redux store. Only the `ui` slice is persisted: no transcript, notes, uploads,
// recording, session, login or cached server state survives a reload.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { PERSIST_TIMEOUT_MS } from '@shared/limits';
import { uiReducer } from '../features/ui/model';
import { sessionReducer } from '../features/session/model';
import { authReducer } from '../features/auth/model';
import { uploadsReducer } from '../features/uploads/model';
import { notesReducer } from '../features/notes/model';
import { api } from './api';
import { apiErrorMiddleware } from './api-errors';
import { listenerMiddleware } from './listeners';
import { noticesReducer } from './notices-slice';
import { registerAppListeners } from './app-listeners';

/** localStorage in the browser; a no-op during the static build, where there is no window. */
function persistStorage() {
  if (typeof window !== 'undefined') return createWebStorage('local');
  return {
    getItem: () => Promise.resolve(null),
    setItem: (_key: string, value: unknown) => Promise.resolve(value),
    removeItem: () => Promise.resolve(),
  };
}

const rootReducer = combineReducers({
  ui: uiReducer,
  session: sessionReducer,
  auth: authReducer,
  uploads: uploadsReducer,
  notes: notesReducer,
  notices: noticesReducer,
  [api.reducerPath]: api.reducer,
});

export const PERSIST_CONFIG = {
  key: 'clinic-notes',
  version: 1,
  storage: persistStorage(),
  whitelist: ['ui'] as Array<keyof ReturnType<typeof rootReducer>>,
  timeout: PERSIST_TIMEOUT_MS,
};

/** A new store and its persistor; persistence starts only when persistor.persist() is called on the client. */
export function createAppStore() {
  const store = configureStore({
    reducer: persistReducer(PERSIST_CONFIG, rootReducer),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware, apiErrorMiddleware),
  });
  registerAppListeners();
  const persistor = persistStore(store, { manualPersist: true } as Parameters<typeof persistStore>[1]);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
