// The top navigation bar: collapsed by default below the 992px breakpoint (Bootstrap's
// navbar-expand-lg). Plain Bootstrap markup: it is on every page, /login included, and
// needs no more behaviour than a toggle, which is its own state (closed on every page).
import React, { useState, type ReactNode } from 'react';
import { Link, useTranslation } from '../lib/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';
import { PRODUCT_NAME } from './document-title';
import { BrandIcon } from './icons';

export function AppNavbar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(true);
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
          onClick={() => setCollapsed((was) => !was)}
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
