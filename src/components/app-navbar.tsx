// The top navigation bar: collapsed by default, expanded from the 992px breakpoint up.
import React, { type ReactNode } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { navbarToggled, selectNavbarCollapsed } from '../features/ui/ui-slice';
import { Link, useTranslation } from '../lib/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';
import { PRODUCT_NAME } from './document-title';

export function AppNavbar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectNavbarCollapsed);
  return (
    <Navbar
      bg="white"
      expand="lg"
      className="border-bottom"
      expanded={!collapsed}
      onToggle={(expanded) => dispatch(navbarToggled(expanded))}
      data-testid="navbar"
    >
      <Container fluid>
        <Navbar.Brand as={Link} to="/">
          {PRODUCT_NAME}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-navbar" aria-label={t('nav.toggle')} />
        <Navbar.Collapse id="main-navbar">
          {children}
          <Nav className="ms-auto">
            <LanguageSwitcher />
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
