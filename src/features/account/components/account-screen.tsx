// Account/Profile: name and country, SMS marketing consent, export my data, delete my account.
import React, { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Form, Modal } from 'react-bootstrap';
import { useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { useAppDispatch } from '../../../app/hooks';
import { loggedOut } from '../../auth/auth-slice';
import { useAuth } from '../../auth/components/require-auth';
import { SecurityCard } from './security-card';
import type { ProfileFields } from '../../../lib/firebase/users';

export function AccountScreen() {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const dispatch = useAppDispatch();
  const { user, profile } = useAuth();
  const [fields, setFields] = useState<Required<Omit<ProfileFields, 'displayName'>> | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (profile && fields === null) {
      const [first = '', ...rest] = profile.displayName.split(' ');
      setFields({
        firstName: profile.firstName || first,
        lastName: profile.lastName || rest.join(' '),
        specialty: profile.specialty,
        organization: profile.organization,
        location: profile.location,
      });
    }
  }, [profile, fields]);

  if (!profile || fields === null) return null;

  async function saveProfileForm(event: FormEvent) {
    event.preventDefault();
    if (!fields) return;
    const { saveProfile } = await import('../../../lib/firebase/users');
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as typeof fields;
    try {
      await saveProfile(user.uid, { ...trimmed, displayName: `${trimmed.firstName} ${trimmed.lastName}`.trim() });
      void notify(t('account.saved'));
    } catch (error) {
      console.error(error);
      void notify(t('account.saveFailed'), { type: 'error' });
    }
  }

  const field = (name: keyof typeof fields, label: string) => (
    <Form.Group className="mb-3" controlId={`account-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control value={fields[name]} maxLength={200} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} data-testid={`account-${name}`} />
    </Form.Group>
  );

  async function setConsent(consent: boolean) {
    const { saveSmsConsent } = await import('../../../lib/firebase/users');
    await saveSmsConsent(user.uid, consent).catch((error: unknown) => console.error(error));
  }

  async function exportData() {
    const { apiCall } = await import('../../../lib/api/client');
    const data = await apiCall<unknown>('/account/export');
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'my-clinicscribe-data.json';
    link.click();
    URL.revokeObjectURL(url);
  }

  async function deleteAccount() {
    setBusy(true);
    try {
      const [{ deleteCurrentAccount }, { disconnectUserSocket }] = await Promise.all([
        import('../../../lib/firebase/auth'),
        import('../../../lib/realtime/socket'),
      ]);
      disconnectUserSocket();
      await deleteCurrentAccount();
      window.sessionStorage.clear();
      dispatch(loggedOut());
      await navigate('/login/');
    } catch (error) {
      const code = (error as { code?: string }).code;
      void notify(code === 'auth/requires-recent-login' ? t('errors:emailChangeRecentLogin') : t('account.deleteFailed'), { type: 'error' });
      setBusy(false);
      setConfirmDelete(false);
    }
  }

  return (
    <>
      <h1 className="h4 mb-3">{t('account.title')}</h1>
      <Card className="mb-3 shadow-sm">
        <Card.Body>
          <Form onSubmit={(e) => void saveProfileForm(e)}>
            <div className="row">
              <div className="col-sm-6">{field('firstName', t('register.fields.firstName'))}</div>
              <div className="col-sm-6">{field('lastName', t('register.fields.lastName'))}</div>
              <div className="col-sm-6">{field('specialty', t('account.specialty'))}</div>
              <div className="col-sm-6">{field('organization', t('account.organization'))}</div>
            </div>
            {field('location', t('register.fields.country'))}
            <Form.Group className="mb-3" controlId="account-email">
              <Form.Label>{t('auth.email')}</Form.Label>
              <Form.Control value={profile.email} readOnly plaintext />
            </Form.Group>
            <Button type="submit" data-testid="account-save">
              {t('settings.save')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
      <Card className="mb-3 shadow-sm">
        <Card.Body>
          <Form.Check
            type="switch"
            id="account-sms-consent"
            label={t('account.smsConsent')}
            checked={profile.smsMarketingConsent}
            onChange={(e) => void setConsent(e.target.checked)}
          />
        </Card.Body>
      </Card>
      <SecurityCard />
      <Card className="mb-3 shadow-sm border-danger-subtle">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('account.dataTitle')}
          </Card.Title>
          <p className="text-muted">{t('account.dataBody')}</p>
          <Button variant="outline-secondary" className="me-2" onClick={() => void exportData()} data-testid="account-export">
            {t('account.export')}
          </Button>
          <Button variant="outline-danger" onClick={() => setConfirmDelete(true)} data-testid="account-delete">
            {t('account.delete')}
          </Button>
        </Card.Body>
      </Card>
      <Modal show={confirmDelete} onHide={() => setConfirmDelete(false)} backdrop="static">
        <Modal.Header closeButton>
          <Modal.Title>{t('account.deleteTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('account.deleteBody')}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void deleteAccount()} data-testid="account-delete-confirm">
            {t('account.deleteConfirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
