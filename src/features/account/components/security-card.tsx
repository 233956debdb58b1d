// Account security: e-mail change (verified before it applies), password change, SMS as a
// second factor (enrol, remove), and "Sign out everywhere" (every refresh token revoked after
// a confirmation, then this browser signs out too).
import React, { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { useSignOutEverywhereMutation } from '../api';
import { AccountCard } from './account-card';
import { EmailChangeForm, PasswordForm, SecondFactorSection } from './security-forms';

/** The button, its confirmation, and the local sign-out once the server has revoked every session. */
function SignOutEverywhere() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const confirm = async () => {
    // A failure is shown by the API error toast; the dialog stays open to try again.
    const answer = await signOutEverywhere();
    if ('data' in answer) {
      setConfirming(false);
      await logout();
    }
  };
  return (
    <div className="mt-3 pt-3 border-top">
      <h3 className="h6">{t('account.signOutEverywhereTitle')}</h3>
      <p className="small text-muted">{t('account.signOutEverywhereBody')}</p>
      <Button variant="outline-danger" onClick={() => setConfirming(true)} data-testid="account-sign-out-everywhere">
        {t('account.signOutEverywhere')}
      </Button>
      <Modal show={confirming} onHide={() => setConfirming(false)} backdrop="static">
        <Modal.Header closeButton>
          <Modal.Title>{t('account.signOutEverywhereConfirmTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('account.signOutEverywhereConfirmBody')}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" disabled={isLoading} onClick={() => void confirm()} data-testid="account-sign-out-everywhere-confirm">
            {t('account.signOutEverywhereConfirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

export function SecurityCard() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  return (
    <AccountCard title={t('account.securityTitle')}>
      <EmailChangeForm />
      <PasswordForm />
      <SecondFactorSection />
      {profile && !profile.email && <p className="small text-muted mt-2 mb-0">{t('account.noEmail')}</p>}
      <SignOutEverywhere />
    </AccountCard>
  );
}
