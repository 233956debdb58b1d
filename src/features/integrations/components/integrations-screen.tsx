// EHR/EMR Integration: the four systems grouped Connected / Available / Coming soon, each with
// its state (not connected, connected, session expired), a key field or the provider's
// sign-in button, and Disconnect. Plans without integrations see the cards with an upgrade
// link. Coming back from a provider's sign-in page, this page completes the connection (the
// tab that pressed Connect, signed in, with the nonce it kept) and says the outcome at the top.
import React, { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, InputGroup, Row, Spinner } from 'react-bootstrap';
import { COMING_SOON, INTEGRATION_IDS, INTEGRATIONS, OAUTH_RETURN_PARAM, type IntegrationId, type IntegrationStatus } from '@shared/integrations';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { Link, useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useCompleteIntegrationMutation, useDisconnectIntegrationMutation, useIntegrationAuthUrlMutation, useIntegrationsQuery, useSaveIntegrationKeyMutation } from '../api';

/**
 * Where this tab keeps the nonce of the OAuth connection it started (sessionStorage: this tab
 * only, gone when it closes); the server completes the connection only with it.
 */
const nonceKey = (id: IntegrationId) => `integrations.oauth.${id}`;

function keepNonce(id: IntegrationId, nonce: string): void {
  try {
    window.sessionStorage.setItem(nonceKey(id), nonce);
  } catch {
    /* storage unavailable: the completion will be refused and say why */
  }
}

function takeNonce(id: IntegrationId): string {
  try {
    const nonce = window.sessionStorage.getItem(nonceKey(id)) ?? '';
    window.sessionStorage.removeItem(nonceKey(id));
    return nonce;
  } catch {
    return '';
  }
}

function useFailureText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  const { key, values } = failureMessage(error as ApiFailure);
  return t(key, values ?? {});
}

function IntegrationCard({ status, allowed }: { status: IntegrationStatus; allowed: boolean }) {
  const { t } = useTranslation();
  const { language } = useI18next();
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
    const result = await authUrl({ id, language });
    if ('data' in result && result.data) {
      keepNonce(id, result.data.nonce);
      window.location.assign(result.data.url);
    }
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

interface CallbackOutcome {
  variant: 'info' | 'success' | 'danger';
  key: string;
  values: Record<string, string>;
}

/**
 * Back from a provider's sign-in page: the API's callback put the provider's answer in this
 * address's fragment (#oauth=<id>&code&state, or &error). It is taken out of the address at
 * once, then this tab completes the connection with the nonce it kept when Connect was pressed;
 * the server refuses another user, another browser or tab, a used or an expired state, and the
 * reason is shown.
 */
function useCallbackOutcome(): CallbackOutcome | null {
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const [completeIntegration] = useCompleteIntegrationMutation();
  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    if (!params.has(OAUTH_RETURN_PARAM)) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    const raw = params.get(OAUTH_RETURN_PARAM) ?? '';
    const id = (INTEGRATION_IDS as readonly string[]).includes(raw) ? (raw as IntegrationId) : null;
    const name = id ? INTEGRATIONS[id].name : '';
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (!id || error || !code || !state) {
      if (id) takeNonce(id);
      setOutcome({ variant: 'danger', key: `integrations.callback.${error === 'denied' || error === 'state' ? error : 'exchange'}`, values: { name } });
      return;
    }
    setOutcome({ variant: 'info', key: 'integrations.callback.completing', values: { name } });
    void completeIntegration({ id, code, state, nonce: takeNonce(id) }).then((result) => {
      if ('data' in result) setOutcome({ variant: 'success', key: 'integrations.callback.connected', values: { name } });
      else {
        const { key, values } = failureMessage(result.error as ApiFailure);
        setOutcome({ variant: 'danger', key, values: { name, ...values } });
      }
    });
  }, [completeIntegration]);
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
        <Alert variant={outcome.variant} data-testid="integration-callback" data-outcome={outcome.variant === 'info' ? 'pending' : outcome.variant === 'success' ? 'connected' : 'refused'}>
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
