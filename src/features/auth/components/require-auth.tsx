// Pages for signed-in users: signed-out visitors go to /login, non-admins away from
// admin pages, and the session ends after inactivity. Children get the user and record.
// Until the user is known, the page shows its `placeholder` (its frame, without anything of
// the user) or a spinner. It puts the page in the store's scope: the signed-in pages are
// the ones that load the store.
import React, { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Spinner } from 'react-bootstrap';
import { useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useRehydrated } from '../../../app/hooks';
import { registerAppListeners } from '../../../app/app-listeners';
import { StoreScope } from '../../../app/store-scope';
import type { SignedInUser } from '../../../lib/firebase/auth';
import { useProfileQuery, type UserProfile } from '../../../app/user-record-api';
import { useSignedInUser } from '../use-signed-in-user';
import { prepareLogOut } from '../login-flow';
import { useLogOut } from '../use-log-out';
import { IdleLogoff } from './idle-logoff';
import { AppLayout } from '../../../components/app-layout';

export interface AuthContextValue {
  user: SignedInUser;
  profile: UserProfile | null;
  /** Signs out, then goes to /login (or `to`). */
  logout: (to?: string) => Promise<void>;
}

// The workspace's listeners, once, when the first signed-in page's code loads (not in render).
registerAppListeners();

const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user, inside <RequireAuth>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside <RequireAuth>');
  return value;
}

interface RequireAuthProps {
  admin?: boolean;
  placeholder?: ReactNode;
  children: ReactNode;
}

export function RequireAuth(props: RequireAuthProps) {
  return (
    <StoreScope>
      <SignedInOnly {...props} />
    </StoreScope>
  );
}

function SignedInOnly({ admin = false, placeholder, children }: RequireAuthProps) {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const logOutAs = useLogOut();
  const rehydrated = useRehydrated();
  const user = useSignedInUser();
  const profile = useProfileQuery(user ? user.uid : skipToken).data ?? null;

  useEffect(() => {
    if (user === null) void navigate('/login/', { replace: true });
    else if (user && admin && !user.isAdmin) void navigate('/', { replace: true });
  }, [user, admin, navigate]);

  // The sign-out step that sends or deletes the user's waiting audio must be at hand offline too.
  useEffect(() => {
    if (user) prepareLogOut();
  }, [user]);

  const allowed = Boolean(rehydrated && user && (!admin || user.isAdmin));
  // The first render of a page's content (the whole workspace, on the dashboard) is a
  // transition when the page has just loaded: React renders it in slices between which the
  // browser stays responsive, instead of one long task, with the frame shown meanwhile. A page
  // reached from another (the user already known) renders its content at once.
  const [shown, setShown] = useState(allowed);
  useEffect(() => {
    if (allowed && !shown) startTransition(() => setShown(true));
  }, [allowed, shown]);

  if (!allowed || !shown || !user) {
    return (
      <AppLayout>
        {placeholder ?? (
          <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
            <Spinner animation="border" size="sm" className="me-2" />
            {t('common.loading')}
          </div>
        )}
      </AppLayout>
    );
  }

  /** Logout to /login (or `to`): see useLogOut. */
  const logout = (to?: string) => logOutAs(user.uid, to);

  return (
    <AuthContext.Provider value={{ user, profile, logout }}>
      <IdleLogoff onLogoff={logout} />
      {children}
    </AuthContext.Provider>
  );
}
