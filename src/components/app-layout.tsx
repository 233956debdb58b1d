// The page frame: navbar, language detection, and the main area. It loads no store: the
// sign-in pages use it as they are; signed-in pages put it inside their StoreScope.
import React, { useEffect, type ReactNode } from 'react';
import { reportUnhandledRejections } from '../app/unhandled-rejections';
import { useTranslation } from '../lib/i18n/i18n';
import { notifyFailure } from '../lib/toast/notify';
import { AppNavbar } from './app-navbar';
import { LanguageRedirect } from './language-redirect';
import { RouteErrorBoundary } from './route-error-boundary';

/** `nav` adds items to the navbar (signed-in pages pass their links). */
export function AppLayout({ children, nav }: { children: ReactNode; nav?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => reportUnhandledRejections(window, () => void notifyFailure(t('common.unexpectedError'), 'common.unexpectedError')), [t]);
  return (
    <>
      <LanguageRedirect />
      <AppNavbar>{nav}</AppNavbar>
      <main className="app-main container py-4">
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </main>
      {/* The invisible human check of phone sign-in. */}
      <div id="human-check" />
    </>
  );
}
