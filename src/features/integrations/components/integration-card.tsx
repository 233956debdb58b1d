// One integration's card: its state (not connected, connected, session expired), a key field
// or the provider's sign-in button, and Disconnect; an upgrade link on plans without integrations.
// A connection the clinician's practice shares says so, and only the practice's admins (on the
// Practice page, scope 'practice') connect or disconnect it.
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { INTEGRATIONS, type IntegrationStatus } from '@shared/integrations';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { Link, useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useIntegrationAuthUrlMutation } from '../api';
import { useKeyActions, type ConnectionScope } from '../connection-scope';
import { keepNonce } from '../oauth-return';
import { FhirConnectForm } from '../fhir/fhir-connect-form';

function useFailureText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  const { key, values } = failureMessage(error as ApiFailure);
  return t(key, values ?? {});
}

export function IntegrationCard({
  status,
  allowed,
  scope = 'own',
}: {
  status: IntegrationStatus;
  allowed: boolean;
  scope?: ConnectionScope;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const id = status.id;
  const meta = INTEGRATIONS[id];
  const [apiKey, setApiKey] = useState('');
  const actions = useKeyActions(scope);
  const [saveKey, saving] = actions.save;
  const [authUrl, authorizing] = useIntegrationAuthUrlMutation();
  const [disconnect, disconnecting] = actions.disconnect;
  const shared = Boolean(status.sharedBy);
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
        {status.state !== 'not-connected' && status.account && (
          <p className="small mb-2">{t('integrations.account', { account: status.account })}</p>
        )}
        {shared && (
          <p className="small mb-2" data-testid={`integration-shared-${id}`}>
            {t('integrations.sharedBy', { practice: status.sharedBy })}
          </p>
        )}
        {status.state === 'expired' && (
          <Alert variant="warning" className="py-2 small">
            {t('errors:uiSessionExpired')}
          </Alert>
        )}
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
          <Button
            className="mt-auto align-self-start"
            disabled={authorizing.isLoading}
            onClick={() => void connect()}
            data-testid={`integration-connect-${id}`}
          >
            {status.state === 'expired' ? t('integrations.reconnect') : t('integrations.signInWith', { name: meta.name })}
          </Button>
        )}
        {allowed && status.state !== 'connected' && meta.auth === 'fhir' && <FhirConnectForm scope={scope} />}
        {status.state !== 'not-connected' && !shared && (
          <Button
            variant="outline-danger"
            size="sm"
            className="mt-2 align-self-start"
            disabled={disconnecting.isLoading}
            onClick={() => void disconnect(id)}
            data-testid={`integration-disconnect-${id}`}
          >
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
