// The page frame: navbar, language detection, and the main area.
import React, { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectSessionName } from '../features/session/model';
import { documentTitle } from './document-title';
import { AppNavbar } from './app-navbar';
import { LanguageRedirect } from './language-redirect';
import { ErrorNotices } from './error-notices';
import { RouteErrorBoundary } from './route-error-boundary';

/** `nav` adds items to the navbar (signed-in pages pass their links). */
export function AppLayout({ children, nav }: { children: ReactNode; nav?: ReactNode }) {
  // Gatsby renders <Head> per route; the title must also follow the session name as it changes.
  const sessionName = useAppSelector(selectSessionName);
  useEffect(() => {
    document.title = documentTitle(sessionName);
  }, [sessionName]);
  return (
    <>
      <LanguageRedirect />
      <AppNavbar>{nav}</AppNavbar>
      <ErrorNotices />
      <main className="app-main container py-4">
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </main>
      {/* The invisible human check of phone sign-in. */}
      <div id="human-check" />
    </>
  );
}
