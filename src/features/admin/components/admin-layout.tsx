// The admin area's frame: a dark header with the logo linking to /,
// Users, Reviews, Promo Codes, Special Links, Practices, Code set, and Logout at the right.
import React, { type ReactNode } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { PRODUCT_NAME } from '../../../components/document-title';
import { LanguageRedirect } from '../../../components/language-redirect';
import { useAuth } from '../../auth';

/** Each view's path and its label's translation key. */
const VIEWS = [
  ['/admin/', 'admin.nav.users'],
  ['/reviews/', 'admin.nav.reviews'],
  ['/promo-codes/', 'admin.nav.promoCodes'],
  ['/special-links/', 'admin.nav.specialLinks'],
  ['/admin-practices/', 'practice.admin.nav'],
  ['/code-set/', 'admin.nav.codeSet'],
] as const;

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  return (
    <>
      <LanguageRedirect />
      <Navbar bg="dark" data-bs-theme="dark" expand="lg" data-testid="admin-header">
        <Container fluid>
          <Navbar.Brand as={Link} to="/">
            {PRODUCT_NAME}
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="admin-navbar" aria-label={t('nav.toggle')} />
          <Navbar.Collapse id="admin-navbar">
            <Nav className="me-auto">
              {VIEWS.map(([to, key]) => (
                <Nav.Link key={to} as={Link} to={to} activeClassName="active">
                  {t(key)}
                </Nav.Link>
              ))}
            </Nav>
            <button type="button" className="btn btn-outline-light btn-sm" onClick={() => void logout()} data-testid="logout">
              {t('auth.logout')}
            </button>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <main className="app-main container-fluid py-4">{children}</main>
    </>
  );
}
