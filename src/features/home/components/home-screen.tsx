// The dashboard at /: signed-out visitors are sent to /login. The consultation
// screens come with the session feature.
import React, { useEffect } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useRehydrated } from '../../../app/hooks';
import { useSignedInUser } from '../../auth/use-signed-in-user';
import { useRealtimeStatus } from '../../auth/use-realtime-status';

export function HomeScreen() {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const rehydrated = useRehydrated();
  const user = useSignedInUser();
  const realtime = useRealtimeStatus(user?.uid ?? null);

  useEffect(() => {
    if (user === null) void navigate('/login/', { replace: true });
  }, [user, navigate]);

  if (!rehydrated || !user) {
    return (
      <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
        <Spinner animation="border" size="sm" className="me-2" />
        {t('common.loading')}
      </div>
    );
  }

  async function logout() {
    const [{ disconnectUserSocket }, { signOut }] = await Promise.all([
      import('../../../lib/realtime/socket'),
      import('../../../lib/firebase/auth'),
    ]);
    disconnectUserSocket();
    window.sessionStorage.clear();
    try {
      await signOut();
    } finally {
      await navigate('/login/');
    }
  }

  return (
    <Card className="shadow-sm" data-testid="dashboard">
      <Card.Body>
        <Card.Title as="h1" className="h4">
          {t('home.welcome', { name: user.displayName || user.email })}
        </Card.Title>
        <p className="text-muted mb-2">{t('home.intro')}</p>
        <p className="mb-3" data-testid="realtime-status" data-status={realtime}>
          {t(`home.realtime.${realtime}`)}
        </p>
        <Button variant="outline-secondary" onClick={() => void logout()} data-testid="logout">
          {t('auth.logout')}
        </Button>
      </Card.Body>
    </Card>
  );
}
