// What wraps every page (wrapPageElement): the toast container. The layout itself is
// rendered by each page, inside the i18n provider that the i18n plugin adds here.
import React, { type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@shared/limits';

export function PageWrapper({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" newestOnTop closeOnClick />
    </>
  );
}
