// The page frame: navbar, language detection, and the main area.
import React, { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectSessionName } from '../features/session/session-slice';
import { documentTitle } from './document-title';
import { AppNavbar } from './app-navbar';
import { LanguageRedirect } from './language-redirect';

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
      <main className="app-main container py-4">{children}</main>
      {/* The invisible human check of phone sign-in (spec section 2). */}
      <div id="human-check" />
    </>
  );
}
