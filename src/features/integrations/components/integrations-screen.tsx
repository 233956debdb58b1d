// EHR/EMR Integration: the four systems grouped Connected / Available / Coming soon, each with
// its state (not connected, connected, session expired), a key field or the provider's
// sign-in button, and Disconnect. Plans without integrations see the cards with an upgrade
// link. Coming back from a provider's sign-in page, this page completes the connection (the
// tab that pressed Connect, signed in, with the nonce it kept) and says the outcome at the top.
import React from 'react';
import { Alert, Card, Col, Row, Spinner } from 'react-bootstrap';
import { COMING_SOON } from '@shared/integrations';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useIntegrationsQuery } from '../api';
import { useCallbackOutcome } from '../oauth-return';
import { IntegrationCard } from './integration-card';

export function IntegrationsScreen() {
  const { t } = useTranslation();
  const overview = useIntegrationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const outcome = useCallbackOutcome();
  const all = overview.data?.integrations ?? [];
  const connected = all.filter((s) => s.state !== 'not-connected');
  const available = all.filter((s) => s.state === 'not-connected');
  const allowed = overview.data?.allowed ?? false;
  return (
    <>
      <h1 className="h4">{t('integrations.title')}</h1>
      <p className="text-muted">{t('integrations.intro')}</p>
      {outcome && (
        <Alert
          variant={outcome.variant}
          data-testid="integration-callback"
          data-outcome={outcome.variant === 'info' ? 'pending' : outcome.variant === 'success' ? 'connected' : 'refused'}
        >
          {outcome.variant === 'info' && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t(outcome.key, outcome.values)}
        </Alert>
      )}
      {overview.isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('integrations.loading')} />}
      {overview.isError && <Alert variant="danger">{t('integrations.loadFailed')}</Alert>}
      {connected.length > 0 && (
        <section className="mb-4" aria-labelledby="integrations-connected">
          <h2 id="integrations-connected" className="h5">
            {t('integrations.connected')}
          </h2>
          <Row xs={1} md={2} className="g-3">
            {connected.map((status) => (
              <Col key={status.id}>
                <IntegrationCard status={status} allowed={allowed} />
              </Col>
            ))}
          </Row>
        </section>
      )}
      {available.length > 0 && (
        <section className="mb-4" aria-labelledby="integrations-available">
          <h2 id="integrations-available" className="h5">
            {t('integrations.available')}
          </h2>
          <Row xs={1} md={2} className="g-3">
            {available.map((status) => (
              <Col key={status.id}>
                <IntegrationCard status={status} allowed={allowed} />
              </Col>
            ))}
          </Row>
        </section>
      )}
      <section aria-labelledby="integrations-soon">
        <h2 id="integrations-soon" className="h5">
          {t('integrations.comingSoon')}
        </h2>
        <Row xs={2} md={4} className="g-3">
          {COMING_SOON.map((name) => (
            <Col key={name}>
              <Card body className="text-muted text-center" data-testid="integration-coming-soon">
                {name}
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </>
  );
}
