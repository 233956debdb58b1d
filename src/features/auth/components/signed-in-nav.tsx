// Navbar links of a signed-in user, the referral invitations, and logout; and the check that
// ends a trial that is over (telling the clinician).
import React from 'react';
import { Nav } from 'react-bootstrap';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { PlanStatusWatcher, ReferralButton } from '../../billing';
import { useAuth } from './require-auth';

export function SignedInNav() {
  const { t } = useTranslation();
  const { user, profile, logout } = useAuth();
  return (
    <Nav className="me-auto align-items-lg-center">
      <PlanStatusWatcher uid={user.uid} isGuest={user.isGuest} ended={profile?.planEnded ?? null} />
      <Nav.Link as={Link} to="/">
        {t('nav.dashboard')}
      </Nav.Link>
      {!user.isGuest && (
        <Nav.Link as={Link} to="/saved-sessions/" data-testid="nav-saved-sessions">
          {t('nav.savedSessions')}
        </Nav.Link>
      )}
      <Nav.Link as={Link} to="/note-library/" data-testid="nav-note-library">
        {t('library:nav')}
      </Nav.Link>
      {!user.isGuest && (
        <Nav.Link as={Link} to="/integrations/" data-testid="nav-integrations">
          {t('nav.integrations')}
        </Nav.Link>
      )}
      {!user.isGuest && (
        <Nav.Link as={Link} to="/billing/" data-testid="nav-billing">
          {t('nav.billing')}
        </Nav.Link>
      )}
      <Nav.Link as={Link} to="/settings/" data-testid="nav-settings">
        {t('nav.settings')}
      </Nav.Link>
      {!user.isGuest && (
        <Nav.Link as={Link} to="/account/" data-testid="nav-account">
          {t('nav.account')}
        </Nav.Link>
      )}
      <Nav.Link as={Link} to="/help/" data-testid="nav-help">
        {t('help:nav')}
      </Nav.Link>
      {!user.isGuest && <ReferralButton />}
      <Nav.Link as="button" type="button" onClick={() => void logout()} data-testid="logout">
        {t('auth.logout')}
      </Nav.Link>
    </Nav>
  );
}
