// The Practice page's shared connections, for its owner and admins: Cliniko, Healthie and a
// FHIR server connected once for the practice, used by every member who has no connection of
// their own, each export signed with the member's name.
import React from 'react';
import { Alert, Card, Col, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { usePracticeConnectionsQuery } from '../practice-api';
import { IntegrationCard } from './integration-card';

export function PracticeConnections() {
  const { t } = useTranslation();
  const connections = usePracticeConnectionsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card className="shadow-sm mb-4" data-testid="practice-connections">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('integrations.practice.title')}
        </Card.Title>
        <p className="text-muted small">{t('integrations.practice.intro')}</p>
        {connections.isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('integrations.loading')} />}
        {connections.isError && <Alert variant="danger">{t('integrations.loadFailed')}</Alert>}
        <Row xs={1} md={2} className="g-3">
          {(connections.data?.integrations ?? []).map((status) => (
            <Col key={status.id}>
              <IntegrationCard status={status} allowed scope="practice" />
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}
