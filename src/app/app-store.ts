// The one store of the app. This module is loaded by the pages that need a store (the
// signed-in ones, through StoreScope) and, when a sign-in completes, by the sign-in pages:
// those pages' first download has no Redux in it. It is made once per browser tab and
// lives across page changes.
import { createAppStore } from './store';

export const appStores = createAppStore();

let persisting = false;

/** Restores and then saves the persisted state (once; it starts after the first page has rendered). */
export function startPersisting(): void {
  if (persisting) return;
  persisting = true;
  appStores.persistor.persist();
}
