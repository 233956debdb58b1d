// What wraps every page (wrapPageElement): the toast container. The layout itself is
// rendered by each page, inside the i18n provider that the i18n plugin adds here.
// The container is mounted, from its own chunk, on the first notify().
import React, { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@shared/limits';
import { onFirstToast } from '../lib/toast/notify';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

export function PageWrapper({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return (
    <>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" newestOnTop closeOnClick />
        </Suspense>
      )}
    </>
  );
}
