// Providers around the whole app (wrapRootElement). Gatsby renders <Head> inside this
// wrapper too, so only providers belong here: no toasts, no modals.
import React, { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { createAppStore } from './store';
import { RehydratedContext } from './hooks';

type Stores = ReturnType<typeof createAppStore>;

/**
 * The render-prop PersistGate keeps the static HTML and the first client render
 * identical (no hydration mismatch); views that depend on restored state wait for
 * useRehydrated(). persistor.persist() is called in onInitialClientRender.
 */
export function RootProviders({ stores, children }: { stores: Stores; children: ReactNode }) {
  return (
    <Provider store={stores.store}>
      <PersistGate persistor={stores.persistor}>
        {(bootstrapped: boolean) => <RehydratedContext.Provider value={bootstrapped}>{children}</RehydratedContext.Provider>}
      </PersistGate>
    </Provider>
  );
}
