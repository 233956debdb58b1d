// An offer: the rule as a question ("Always write “Pt” for “the patient” in every SOAP note?"),
// the notes the edit was seen in, and the two answers.
import React from 'react';
import { Button, Card } from 'react-bootstrap';
import type { StyleRuleView } from '@shared/note-style';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ruleText } from '../rule-text';
import type { StyleActions } from '../use-style-actions';
import { StyleExamples } from './style-examples';

export function StyleOfferCard({ offer, templateTitle, actions }: { offer: StyleRuleView; templateTitle: string; actions: StyleActions }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-2 border-primary-subtle" data-testid="style-offer" data-rule-id={offer.id}>
      <Card.Body>
        <p className="fw-semibold mb-2" data-testid="style-offer-text">
          {t('style:offer', { rule: ruleText(t, offer.edit), template: templateTitle })}
        </p>
        <StyleExamples examples={offer.examples} />
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" disabled={actions.busy} onClick={() => void actions.accept(offer.id)} data-testid="style-offer-accept">
            {t('style:accept')}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={actions.busy}
            onClick={() => void actions.reject(offer.id)}
            data-testid="style-offer-reject"
          >
            {t('style:reject')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
