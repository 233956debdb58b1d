// My style: the offers waiting (from the clinician's own edits, with their examples), the
// rules every later draft follows (edit, pause, resume, delete), and a rule written by hand.
import React from 'react';
import { Alert, Card, ListGroup, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useStyleScreen } from '../use-style-screen';
import { StyleOfferCard } from './style-offer-card';
import { StyleQuestion } from './style-question';
import { StyleRuleCard } from './style-rule-card';
import { StyleRuleForm } from './style-rule-form';

export function StyleScreen() {
  const { t } = useTranslation();
  const { list, actions, templates, titleOf } = useStyleScreen();
  const offers = list.data?.offers ?? [];
  const rules = list.data?.rules ?? [];
  return (
    <>
      <h1 className="h4">{t('style:title')}</h1>
      <p className="text-muted">{t('style:intro')}</p>
      <StyleQuestion actions={actions} />
      {list.isLoading && (
        <p className="text-muted" data-testid="style-loading">
          <Spinner size="sm" className="me-2" />
          {t('style:loading')}
        </p>
      )}
      {list.isError && (
        <Alert variant="danger" data-testid="style-load-failed">
          {t('style:loadFailed')}
        </Alert>
      )}
      {offers.length > 0 && (
        <section className="mb-4" data-testid="style-offers">
          <h2 className="h6">{t('style:offersTitle')}</h2>
          {offers.map((offer) => (
            <StyleOfferCard key={offer.id} offer={offer} templateTitle={titleOf(offer.template)} actions={actions} />
          ))}
        </section>
      )}
      {list.data && (
        <Card data-testid="style-rules">
          <Card.Header>
            <strong>{t('style:rulesTitle')}</strong>
          </Card.Header>
          {rules.length === 0 ? (
            <Card.Body className="text-muted" data-testid="style-rules-empty">
              {t('style:empty')}
            </Card.Body>
          ) : (
            <ListGroup variant="flush">
              {rules.map((rule) => (
                <StyleRuleCard key={rule.id} rule={rule} templateTitle={titleOf(rule.template)} actions={actions} />
              ))}
            </ListGroup>
          )}
        </Card>
      )}
      <StyleRuleForm templates={templates} actions={actions} />
    </>
  );
}
