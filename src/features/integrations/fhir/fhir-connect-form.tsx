// Connecting a FHIR server: its base URL, then SMART Backend Services (client id and private
// key, JWK or PEM) or a bearer token the server issued, and optionally the Practitioner the
// notes are written as. The server checks all of it before anything is kept; its refusal is shown.
// For a practice (scope 'practice') each member's exports are written as that member, so no
// Practitioner is asked.
import React, { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { FhirAuthKind } from '@shared/fhir';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFhirConnect, type ConnectionScope } from '../connection-scope';

export function FhirConnectForm({ scope = 'own' }: { scope?: ConnectionScope }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState({ baseUrl: '', clientId: '', privateKey: '', bearerToken: '', practitionerId: '' });
  const [auth, setAuth] = useState<FhirAuthKind>('smart');
  const [connect, connecting] = useFhirConnect(scope);
  const failure = connecting.isError ? failureMessage(connecting.error as ApiFailure) : null;
  const field = (name: keyof typeof fields, testId: string, extra: Record<string, unknown> = {}) => (
    <Form.Group className="mb-2" controlId={testId}>
      <Form.Label className="small mb-1">{t(`integrations.fhir.${name}`)}</Form.Label>
      <Form.Control
        size="sm"
        value={fields[name]}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        data-testid={testId}
        autoComplete="off"
        {...extra}
      />
    </Form.Group>
  );
  const ready =
    fields.baseUrl.trim() && (auth === 'smart' ? fields.clientId.trim() && fields.privateKey.trim() : fields.bearerToken.trim());

  return (
    <Form
      className="mt-auto"
      onSubmit={(event) => {
        event.preventDefault();
        void connect({ ...fields, auth });
      }}
    >
      {field('baseUrl', 'fhir-base-url', { type: 'url', placeholder: 'https://fhir.example.org/r4' })}
      <Form.Group className="mb-2">
        {(['smart', 'bearer'] as const).map((kind) => (
          <Form.Check
            inline
            key={kind}
            type="radio"
            id={`fhir-auth-${kind}`}
            name="fhir-auth"
            label={t(`integrations.fhir.auth.${kind}`)}
            checked={auth === kind}
            onChange={() => setAuth(kind)}
            data-testid={`fhir-auth-${kind}`}
          />
        ))}
      </Form.Group>
      {auth === 'smart' && field('clientId', 'fhir-client-id')}
      {auth === 'smart' &&
        field('privateKey', 'fhir-private-key', {
          as: 'textarea',
          rows: 3,
          spellCheck: false,
          placeholder: t('integrations.fhir.privateKeyHint'),
        })}
      {auth === 'bearer' && field('bearerToken', 'fhir-bearer-token', { type: 'password' })}
      {scope === 'own' && field('practitionerId', 'fhir-practitioner-id', { placeholder: t('integrations.fhir.practitionerHint') })}
      <Button type="submit" size="sm" disabled={!ready || connecting.isLoading} data-testid="integration-connect-fhir">
        {connecting.isLoading ? t('integrations.checking') : t('integrations.connect')}
      </Button>
      {failure && (
        <Alert variant="danger" className="mt-2 mb-0 py-2 small" data-testid="integration-error-fhir">
          {t(failure.key, failure.values ?? {})}
        </Alert>
      )}
    </Form>
  );
}
