// The page frame: navbar, language detection, and the main area.
import React, { type ReactNode } from 'react';
import { AppNavbar } from './app-navbar';
import { LanguageRedirect } from './language-redirect';

/** `nav` adds items to the navbar (signed-in pages pass their links). */
export function AppLayout({ children, nav }: { children: ReactNode; nav?: ReactNode }) {
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
