// The Redux store. Only the `ui` slice is persisted: no transcript, notes, uploads,
// recording, session, login or cached server state survives a reload. Its reducer grows
// as features load (see root-reducer.ts).
import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { PERSIST_TIMEOUT_MS } from '@shared/limits';
import { apiErrorMiddleware } from './api-errors';
import { listenerMiddleware } from './listeners';
import { dynamicMiddleware, rootReducer, trackStore, type LazyState } from './root-reducer';

/** localStorage in the browser; a no-op during the static build, where there is no window. */
function persistStorage() {
  if (typeof window !== 'undefined') return createWebStorage('local');
  return {
    getItem: () => Promise.resolve(null),
    setItem: (_key: string, value: unknown) => Promise.resolve(value),
    removeItem: () => Promise.resolve(),
  };
}

export const PERSIST_CONFIG = {
  key: 'clinic-notes',
  version: 1,
  storage: persistStorage(),
  whitelist: ['ui'] as Array<keyof RootState>,
  timeout: PERSIST_TIMEOUT_MS,
};

/** A new store and its persistor; persistence starts only when persistor.persist() is called on the client. */
export function createAppStore() {
  const store = configureStore({
    reducer: persistReducer(PERSIST_CONFIG, rootReducer),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware, apiErrorMiddleware),
  });
  trackStore(store);
  const persistor = persistStore(store, { manualPersist: true } as Parameters<typeof persistStore>[1]);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
/** The whole state as features read it: a lazy part is there once its module has loaded. */
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof LazyState> & LazyState;
export type AppDispatch = AppStore['dispatch'];
