// Navbar links of a signed-in user (Practice for the members of one), the referral invitations,
// and logout; and the check that ends a trial that is over (telling the clinician). It composes
// auth (the user, logout), billing (referrals, the plan's end) and practice (membership), so it
// belongs to none of them.
import React from 'react';
import { Nav } from 'react-bootstrap';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import {
  AccountIcon,
  BillingIcon,
  DashboardIcon,
  HelpIcon,
  IntegrationsIcon,
  LibraryIcon,
  LogoutIcon,
  PracticeIcon,
  SavedSessionsIcon,
  SettingsIcon,
  StyleIcon,
  type Icon,
} from '../../../components/icons';
import { NavLabel } from '../../../components/nav-label';
import { PlanStatusWatcher, ReferralButton } from '../../billing';
import { useAuth } from '../../auth';
import { usePracticeMembership } from '../../practice';

interface NavItem {
  to: string;
  icon: Icon;
  /** The label's translation key. */
  label: string;
  testId?: string;
  /** Guests do not see it (their data is not kept, and they have no account or plan). */
  signedUpOnly?: boolean;
  /** Icon only between the lg and xxl breakpoints. */
  compact?: boolean;
  /** Only members of a practice see it. */
  practiceOnly?: boolean;
}

const ITEMS: readonly NavItem[] = [
  { to: '/', icon: DashboardIcon, label: 'nav.dashboard' },
  { to: '/saved-sessions/', icon: SavedSessionsIcon, label: 'nav.savedSessions', testId: 'nav-saved-sessions', signedUpOnly: true },
  { to: '/note-library/', icon: LibraryIcon, label: 'library:nav', testId: 'nav-note-library' },
  { to: '/integrations/', icon: IntegrationsIcon, label: 'nav.integrations', testId: 'nav-integrations', signedUpOnly: true },
  {
    to: '/practice/',
    icon: PracticeIcon,
    label: 'practice.nav',
    testId: 'nav-practice',
    signedUpOnly: true,
    practiceOnly: true,
    // Icon only between lg and xxl: with its label the bar wraps onto a second line at 1280 px.
    compact: true,
  },
  { to: '/billing/', icon: BillingIcon, label: 'nav.billing', testId: 'nav-billing', signedUpOnly: true },
  { to: '/style/', icon: StyleIcon, label: 'style:nav', testId: 'nav-style', compact: true },
  { to: '/settings/', icon: SettingsIcon, label: 'nav.settings', testId: 'nav-settings', compact: true },
  { to: '/account/', icon: AccountIcon, label: 'nav.account', testId: 'nav-account', signedUpOnly: true, compact: true },
  { to: '/help/', icon: HelpIcon, label: 'help:nav', testId: 'nav-help', compact: true },
];

export function SignedInNav() {
  const { t } = useTranslation();
  const { user, profile, logout } = useAuth();
  const inPractice = Boolean(usePracticeMembership());
  return (
    <Nav className="me-auto align-items-lg-center">
      <PlanStatusWatcher uid={user.uid} isGuest={user.isGuest} ended={profile?.planEnded ?? null} />
      {ITEMS.filter((item) => !(item.signedUpOnly && user.isGuest) && !(item.practiceOnly && !inPractice)).map((item) => (
        <Nav.Link key={item.to} as={Link} to={item.to} data-testid={item.testId}>
          <NavLabel icon={item.icon} label={t(item.label)} compact={item.compact} />
        </Nav.Link>
      ))}
      {!user.isGuest && <ReferralButton />}
      <Nav.Link as="button" type="button" onClick={() => void logout()} data-testid="logout">
        <NavLabel icon={LogoutIcon} label={t('auth.logout')} compact />
      </Nav.Link>
    </Nav>
  );
}
