// What the language model proposed that the visit does not support, under the suggestions: each
// code with its description and why it is not supported, marked so and never accepted for the
// clinician (a search adds one they confirm); or, when the model did not answer, that the
// suggestions come from the visit alone. Nothing when no model is configured.
import React from 'react';
import { Alert, Badge, ListGroup } from 'react-bootstrap';
import type { ModelCodeProposals } from '@shared/codes';
import { useTranslation } from '../../../lib/i18n/i18n';
import { reasonsText } from '../reasons';
import { CodeLine } from './code-line';

export function ModelProposals({ model }: { model: ModelCodeProposals | null }) {
  const { t } = useTranslation();
  if (!model) return null;
  if (model.failed)
    return (
      <Alert variant="secondary" className="py-2 small" data-testid="codes-model-failed">
        {t('codes.model.failed')}
      </Alert>
    );
  if (model.unsupported.length === 0) return null;
  return (
    <div className="mb-3" data-testid="codes-model-unsupported">
      <div className="small text-uppercase fw-semibold text-body-secondary mb-1">{t('codes.model.title', { model: model.label })}</div>
      <p className="small text-body-secondary mb-1">{t('codes.model.hint')}</p>
      <ListGroup>
        {model.unsupported.map((u) => (
          <ListGroup.Item key={u.code} data-testid="code-unsupported" data-code={u.code}>
            <CodeLine code={u.code} description={u.description || t('codes.model.notInSet')} variant="secondary">
              <Badge bg="danger" className="fw-normal">
                {t('codes.model.unsupported')}
              </Badge>
            </CodeLine>
            <div className="small text-body-secondary mt-1" data-testid="code-why">
              {t('codes.why')} {reasonsText(t, u.reasons)}.
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </div>
  );
}
