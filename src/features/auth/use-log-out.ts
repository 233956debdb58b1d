// Signing out from a page: the user's waiting audio is sent first (the clinician is asked
// before any is lost), then the state is reset and the browser goes to `to` (the sign-in page
// by default). On an error too, the user ends signed out with a reset state; unless audio could
// not be sent and the clinician chose to stay.
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useI18next, useTranslation } from '../../lib/i18n/i18n';
import { loggedOut } from './auth-slice';
import { logOut } from './login-flow';

export function useLogOut(): (uid: string, to?: string) => Promise<void> {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const dispatch = useAppDispatch();
  return useCallback(
    async (uid: string, to = '/login/') => {
      let leaving = true;
      try {
        leaving = await logOut(dispatch, uid, (seconds) => window.confirm(t('auth.unsentAudioAtLogout', { seconds })));
      } finally {
        if (leaving) {
          dispatch(loggedOut());
          await navigate(to);
        }
      }
    },
    [dispatch, navigate, t],
  );
}
