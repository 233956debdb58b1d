// The top navigation bar: collapsed by default below the 992px breakpoint (Bootstrap's
// navbar-expand-lg). Plain Bootstrap markup: it is on every page, /login included, and
// needs no more behaviour than a toggle. Whether it is open is kept here, outside the
// component: a signed-in page swaps its loading frame for its content, which mounts a new
// navbar, and a tap on the toggle made meanwhile must not be lost.
import React, { useSyncExternalStore, type ReactNode } from 'react';
import { Link, useTranslation } from '../lib/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';
import { PRODUCT_NAME } from './document-title';
import { BrandIcon } from './icons';

let open = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function toggle() {
  open = !open;
  for (const listener of listeners) listener();
}

export function AppNavbar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const collapsed = !useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  return (
    <nav className="navbar navbar-expand-lg bg-body border-bottom" data-testid="navbar">
      <div className="container-fluid">
        <Link className="navbar-brand d-flex align-items-center gap-2" to="/">
          <BrandIcon className="text-primary" aria-hidden />
          {PRODUCT_NAME}
        </Link>
        <button
          className="navbar-toggler"
          type="button"
          aria-controls="main-navbar"
          aria-expanded={!collapsed}
          aria-label={t('nav.toggle')}
          onClick={toggle}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-navbar" className={`navbar-collapse collapse${collapsed ? '' : ' show'}`}>
          {children}
          <div className="ms-auto">
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </nav>
  );
}
