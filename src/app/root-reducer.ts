// The store's reducer and middleware, which grow as code loads. The sign-in pages need only
// the ui, auth and notices slices; the server-state cache (RTK Query) and the workspace's
// slices (session, uploads, notes) add themselves when the code that uses them is loaded
// (`injectReducer`, `dynamicMiddleware`), so /login/ does not download them.
import { combineSlices, createAction, createDynamicMiddleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { uiReducer } from '../features/ui/model';
import { authReducer } from '../features/auth/model';
import type { SessionState } from '../features/session/model';
import type { UploadsState } from '../features/uploads/model';
import type { NotesState } from '../features/notes/model';
import type { api } from './api';
import { noticesReducer } from './notices-slice';

/** The parts added on demand; code that reads them imports the module that adds them. */
export interface LazyState {
  session: SessionState;
  uploads: UploadsState;
  notes: NotesState;
  api: ReturnType<typeof api.reducer>;
}

export const rootReducer = combineSlices({ ui: uiReducer, auth: authReducer, notices: noticesReducer }).withLazyLoadedSlices<LazyState>();

/** Middleware added on demand (RTK Query's), placed where the store's chain has room for it. */
export const dynamicMiddleware = createDynamicMiddleware();

/** Tells running stores a reducer was added, so its initial state is there before anything reads it. */
export const reducerAdded = createAction<string>('store/reducerAdded');

const stores = new Set<{ dispatch: (action: UnknownAction) => unknown }>();

/** Called for each store made: it is told of reducers added later. */
export function trackStore(store: { dispatch: (action: UnknownAction) => unknown }): void {
  stores.add(store);
}

/** Adds a lazily loaded slice's reducer (once) to every store, made or to be made. */
export function injectReducer<K extends keyof LazyState>(reducerPath: K, reducer: Reducer<LazyState[K]>): void {
  // The key and its reducer's type are tied by the signature; inject's overloads cannot see it.
  (rootReducer.inject as (slice: { reducerPath: string; reducer: Reducer }) => unknown)({ reducerPath, reducer: reducer as Reducer });
  for (const store of stores) store.dispatch(reducerAdded(reducerPath));
}
