// The page frame: navbar, language detection, and the main area.
import React, { type ReactNode } from 'react';
import { AppNavbar } from './app-navbar';
import { LanguageRedirect } from './language-redirect';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <LanguageRedirect />
      <AppNavbar />
      <main className="app-main container py-4">{children}</main>
    </>
  );
}
