// The top navigation bar: collapsed by default below the 992px breakpoint (Bootstrap's
// navbar-expand-lg). Plain Bootstrap markup: it is on every page, /login included, and
// needs no more behaviour than a toggle.
import React, { type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { navbarToggled, selectNavbarCollapsed } from '../features/ui/model';
import { Link, useTranslation } from '../lib/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';
import { PRODUCT_NAME } from './document-title';
import { BrandIcon } from './icons';

export function AppNavbar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectNavbarCollapsed);
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
          onClick={() => dispatch(navbarToggled())}
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
