// The one way the site talks to the server: an RTK Query api slice. Features add their
// endpoints with `api.injectEndpoints` in their own api.ts; components read
// `data`/`isLoading`/`isError` from the generated hooks and never keep saving flags by hand.
// HTTP calls go through `apiBaseQuery` (the signed-in user's ID token, errors as ApiError);
// live sources (Firestore listeners, realtime socket events) use `snapshotEndpoint`.
// This module (and RTK Query with it) loads with the first code that calls the server; it
// then adds its cache and middleware to the store.
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { loggedOut } from '../features/auth/model';
import { startAppListening } from './listeners';
import { dynamicMiddleware, injectReducer } from './root-reducer';
import { reportError } from '../lib/report-error';

/** One request to our HTTP API: POST when there is a body, GET without one, or `method`. */
export interface ApiRequest {
  path: string;
  body?: unknown;
  method?: 'PATCH' | 'DELETE';
}

/** A failed call as the store keeps it (serialisable): HTTP status (0 when unreachable) and the server's error. */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  key?: string;
  values?: Record<string, string>;
}

/** Any thrown value as an ApiFailure (an ApiError keeps its status, code and catalogue key). */
export function toApiFailure(error: unknown): ApiFailure {
  const e = error as Partial<ApiFailure> & { name?: string };
  return {
    status: typeof e.status === 'number' ? e.status : 0,
    code: typeof e.code === 'string' ? e.code : (e.name ?? 'unknown'),
    message: typeof e.message === 'string' ? e.message : String(error),
    ...(e.key ? { key: e.key } : {}),
    ...(e.values ? { values: e.values } : {}),
  };
}

/** True for a failed call's error as the store keeps it. */
export function isApiFailure(value: unknown): value is ApiFailure {
  const v = value as Partial<ApiFailure> | null;
  return typeof v === 'object' && v !== null && typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** Calls the API through the site's client, loaded on first use so pages without calls stay light. */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async ({ path, body, method }) => {
  try {
    const { apiCall } = await import('../lib/api/client');
    return { data: await apiCall(path, body, method) };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};

/** Kinds of cached server data, for invalidation: a write names what it makes stale. */
export const API_TAGS = [
  'Session',
  'NoteCheck',
  'NoteLibrary',
  'HiddenTemplates',
  'Profile',
  'Uploads',
  'SavedSessions',
  'SessionAccess',
  'AdminUsers',
  'AdminAudit',
  'AdminPromo',
  'AdminLinks',
  'Integrations',
  'PracticeConnections',
  'PaymentMethods',
  'Practice',
  'PracticeLog',
  'AdminPractices',
  'StyleRules',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});

injectReducer(api.reducerPath, api.reducer);
dynamicMiddleware.addMiddleware(api.middleware);
// Nothing one user's cache holds may be shown to the next.
startAppListening({ actionCreator: loggedOut, effect: (_action, { dispatch }) => void dispatch(api.util.resetApiState()) });

/**
 * Query options for a live source: the first value answers the query, later values update
 * the cache while a component uses it, and the listener stops when the last one unmounts.
 * `watch` subscribes and resolves with its unsubscribe function.
 */
export function snapshotEndpoint<Arg, Data>(
  watch: (arg: Arg, onData: (data: Data) => void, onError: (error: Error) => void) => Promise<() => void>,
) {
  return {
    async queryFn(arg: Arg): Promise<{ data: Data } | { error: ApiFailure }> {
      try {
        // The first value answers the query; this listener then stops (onCacheEntryAdded keeps one).
        const data = await new Promise<Data>((resolve, reject) => {
          let answered = false;
          let stop: (() => void) | undefined;
          const answer = (settle: () => void) => {
            if (answered) return;
            answered = true;
            settle();
            stop?.();
          };
          watch(
            arg,
            (value) => answer(() => resolve(value)),
            (error) => answer(() => reject(error)),
          ).then((unsubscribe) => {
            if (answered) unsubscribe();
            else stop = unsubscribe;
          }, reject);
        });
        return { data };
      } catch (error) {
        return { error: toApiFailure(error) };
      }
    },
    async onCacheEntryAdded(
      arg: Arg,
      {
        updateCachedData,
        cacheDataLoaded,
        cacheEntryRemoved,
      }: { updateCachedData: (recipe: () => Data) => void; cacheDataLoaded: Promise<unknown>; cacheEntryRemoved: Promise<unknown> },
    ) {
      let unsubscribe: (() => void) | undefined;
      try {
        await cacheDataLoaded;
        unsubscribe = await watch(
          arg,
          (data) => updateCachedData(() => data),
          // After a first answer, a refusal by the security rules means the access ended (the
          // user signed out): the listener has stopped, and the cache goes with the logout.
          (error) => (error as { code?: string }).code !== 'permission-denied' && reportError(error),
        );
      } catch {
        // The entry went away before its first value: nothing to listen to.
      }
      await cacheEntryRemoved;
      unsubscribe?.();
    },
  };
}
