// The landing page (/landing-page): what the product does in three steps, and a start button
// (to the dashboard when signed in, to registration otherwise).
import React from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link, useTranslation } from '../../../lib/i18n/i18n';

const STEPS = ['record', 'note', 'export'] as const;

export function LandingScreen() {
  const { t } = useTranslation('help');
  return (
    <section className="py-4" data-testid="landing">
      <h1 className="display-6 mb-3">{t('landing.title')}</h1>
      <p className="lead text-muted mb-4">{t('landing.intro')}</p>
      <Row xs={1} md={3} className="g-3 mb-4">
        {STEPS.map((step, index) => (
          <Col key={step}>
            <Card className="h-100 shadow-sm" data-testid="landing-step">
              <Card.Body>
                <p className="text-primary fw-bold mb-1">{t('landing.stepNumber', { step: index + 1 })}</p>
                <Card.Title as="h2" className="h5">
                  {t(`landing.steps.${step}.title`)}
                </Card.Title>
                <Card.Text>{t(`landing.steps.${step}.text`)}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Link to="/" className="btn btn-primary btn-lg" data-testid="landing-start">
        {t('landing.start')}
      </Link>
    </section>
  );
}
