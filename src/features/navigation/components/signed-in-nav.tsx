// Navbar links of a signed-in user, the referral invitations, and logout; and the check that
// ends a trial that is over (telling the clinician). It composes auth (the user, logout) and
// billing (referrals, the plan's end), so it belongs to neither.
import React from 'react';
import { Nav } from 'react-bootstrap';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { AccountIcon, BillingIcon, DashboardIcon, HelpIcon, IntegrationsIcon, LibraryIcon, LogoutIcon, SavedSessionsIcon, SettingsIcon } from '../../../components/icons';
import { NavLabel } from '../../../components/nav-label';
import { PlanStatusWatcher, ReferralButton } from '../../billing';
import { useAuth } from '../../auth';

export function SignedInNav() {
  const { t } = useTranslation();
  const { user, profile, logout } = useAuth();
  return (
    <Nav className="me-auto align-items-lg-center">
      <PlanStatusWatcher uid={user.uid} isGuest={user.isGuest} ended={profile?.planEnded ?? null} />
      <Nav.Link as={Link} to="/">
        <NavLabel icon={DashboardIcon} label={t('nav.dashboard')} />
      </Nav.Link>
      {!user.isGuest && (
        <Nav.Link as={Link} to="/saved-sessions/" data-testid="nav-saved-sessions">
          <NavLabel icon={SavedSessionsIcon} label={t('nav.savedSessions')} />
        </Nav.Link>
      )}
      <Nav.Link as={Link} to="/note-library/" data-testid="nav-note-library">
        <NavLabel icon={LibraryIcon} label={t('library:nav')} />
      </Nav.Link>
      {!user.isGuest && (
        <Nav.Link as={Link} to="/integrations/" data-testid="nav-integrations">
          <NavLabel icon={IntegrationsIcon} label={t('nav.integrations')} />
        </Nav.Link>
      )}
      {!user.isGuest && (
        <Nav.Link as={Link} to="/billing/" data-testid="nav-billing">
          <NavLabel icon={BillingIcon} label={t('nav.billing')} />
        </Nav.Link>
      )}
      <Nav.Link as={Link} to="/settings/" data-testid="nav-settings">
        <NavLabel icon={SettingsIcon} label={t('nav.settings')} compact />
      </Nav.Link>
      {!user.isGuest && (
        <Nav.Link as={Link} to="/account/" data-testid="nav-account">
          <NavLabel icon={AccountIcon} label={t('nav.account')} compact />
        </Nav.Link>
      )}
      <Nav.Link as={Link} to="/help/" data-testid="nav-help">
        <NavLabel icon={HelpIcon} label={t('help:nav')} compact />
      </Nav.Link>
      {!user.isGuest && <ReferralButton />}
      <Nav.Link as="button" type="button" onClick={() => void logout()} data-testid="logout">
        <NavLabel icon={LogoutIcon} label={t('auth.logout')} compact />
      </Nav.Link>
    </Nav>
  );
}
