// Failed server calls reach the user one way: endpoints whose screen shows the error in
// place are listed with `showErrorsInline`; every other rejected call becomes a toast.
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { ApiFailure } from './api';
import { noticeRaised } from './notices-slice';

const inline = new Set<string>();

/** These endpoints' errors are shown by the component that made the call (no toast). */
export function showErrorsInline(...endpointNames: string[]): void {
  for (const name of endpointNames) inline.add(name);
}

/** The catalogue key of a failed call's error, when the server gave one. */
export function failureKey(error: unknown): string | undefined {
  const key = (error as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? key : undefined;
}

/** The translation key (with namespace) and values that say what went wrong. */
export function failureMessage(failure: ApiFailure | undefined): { key: string; values?: Record<string, string> } {
  if (failure?.key) return { key: `errors:${failure.key}`, values: failure.values };
  if (failure?.status === 0) return { key: 'common.serverUnreachable' };
  return { key: 'common.requestFailed', values: { message: failure?.message ?? '' } };
}

export const apiErrorMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
    if (endpoint && !inline.has(endpoint)) store.dispatch(noticeRaised(failureMessage(action.payload as ApiFailure)));
  }
  return next(action);
};
