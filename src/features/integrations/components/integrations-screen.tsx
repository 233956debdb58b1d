// EHR/EMR Integration: the four systems grouped Connected / Available / Coming soon, each with
// its state (not connected, connected, session expired), a key field or the provider's
// sign-in button, and Disconnect. Plans without integrations see the cards with an upgrade
// link. Coming back from a provider's sign-in page, the outcome is said at the top.
import React, { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, InputGroup, Row, Spinner } from 'react-bootstrap';
import { COMING_SOON, INTEGRATION_IDS, INTEGRATIONS, type IntegrationId, type IntegrationStatus } from '@shared/integrations';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { useDisconnectIntegrationMutation, useIntegrationAuthUrlMutation, useIntegrationsQuery, useSaveIntegrationKeyMutation } from '../api';

function useFailureText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  const { key, values } = failureMessage(error as ApiFailure);
  return t(key, values ?? {});
}

function IntegrationCard({ status, allowed }: { status: IntegrationStatus; allowed: boolean }) {
  const { t } = useTranslation();
  const id = status.id;
  const meta = INTEGRATIONS[id];
  const [apiKey, setApiKey] = useState('');
  const [saveKey, saving] = useSaveIntegrationKeyMutation();
  const [authUrl, authorizing] = useIntegrationAuthUrlMutation();
  const [disconnect, disconnecting] = useDisconnectIntegrationMutation();
  const error = useFailureText(saving.error ?? authorizing.error ?? disconnecting.error);

  const connect = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (meta.auth === 'key') {
      const result = await saveKey({ id, apiKey });
      if ('data' in result) setApiKey('');
      return;
    }
    const result = await authUrl(id);
    if ('data' in result && result.data) window.location.assign(result.data.url);
  };

  const badge = status.state === 'connected' ? 'success' : status.state === 'expired' ? 'warning' : 'secondary';
  return (
    <Card className="h-100 shadow-sm" data-testid={`integration-card-${id}`} data-state={status.state}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex align-items-center justify-content-between mb-2">
          <Card.Title as="h3" className="h5 mb-0">
            {meta.name}
          </Card.Title>
          <Badge bg={badge} text={badge === 'warning' ? 'dark' : undefined} data-testid={`integration-status-${id}`}>
            {t(`integrations.state.${status.state}`)}
          </Badge>
        </div>
        <p className="text-muted small">{t(`integrations.about.${id}`)}</p>
        {status.state !== 'not-connected' && status.account && <p className="small mb-2">{t('integrations.account', { account: status.account })}</p>}
        {status.state === 'expired' && <Alert variant="warning" className="py-2 small">{t('errors:uiSessionExpired')}</Alert>}
        {!allowed && status.state === 'not-connected' && (
          <p className="small mb-0 mt-auto">
            {t('integrations.upgrade')} <Link to="/help/">{t('integrations.upgradeLink')}</Link>
          </p>
        )}
        {allowed && status.state !== 'connected' && meta.auth === 'key' && (
          <Form onSubmit={(e) => void connect(e)} className="mt-auto">
            <InputGroup>
              <Form.Control
                type="password"
                autoComplete="off"
                placeholder={t('integrations.keyPlaceholder', { name: meta.name })}
                aria-label={t('integrations.keyPlaceholder', { name: meta.name })}
                value={apiKey}
                onChange={(e) => setApiKey(e.target.value)}
                data-testid="integration-key-input"
              />
              <Button type="submit" disabled={saving.isLoading || apiKey.trim().length === 0} data-testid={`integration-connect-${id}`}>
                {saving.isLoading ? t('integrations.checking') : t('integrations.connect')}
              </Button>
            </InputGroup>
          </Form>
        )}
        {allowed && status.state !== 'connected' && meta.auth === 'oauth' && (
          <Button className="mt-auto align-self-start" disabled={authorizing.isLoading} onClick={() => void connect()} data-testid={`integration-connect-${id}`}>
            {status.state === 'expired' ? t('integrations.reconnect') : t('integrations.signInWith', { name: meta.name })}
          </Button>
        )}
        {status.state !== 'not-connected' && (
          <Button variant="outline-danger" size="sm" className="mt-2 align-self-start" disabled={disconnecting.isLoading} onClick={() => void disconnect(id)} data-testid={`integration-disconnect-${id}`}>
            {t('integrations.disconnect')}
          </Button>
        )}
        {error && (
          <Alert variant="danger" className="mt-2 mb-0 py-2 small" data-testid={`integration-error-${id}`}>
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

/** The outcome of a provider's sign-in page, from the address the API sent the browser back to. */
function useCallbackOutcome(): { variant: 'success' | 'danger'; key: string; name: string } | null {
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'danger'; key: string; name: string } | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const connected = params.get('connected') as IntegrationId | null;
    const error = params.get('error');
    const id = (connected ?? params.get('integration')) as IntegrationId | null;
    const name = id && (INTEGRATION_IDS as readonly string[]).includes(id) ? INTEGRATIONS[id].name : '';
    if (connected && name) setOutcome({ variant: 'success', key: 'integrations.callback.connected', name });
    else if (error) setOutcome({ variant: 'danger', key: `integrations.callback.${['state', 'denied', 'exchange'].includes(error) ? error : 'exchange'}`, name });
    if (connected || error) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return outcome;
}

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
        <Alert variant={outcome.variant} data-testid="integration-callback">
          {t(outcome.key, { name: outcome.name })}
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
