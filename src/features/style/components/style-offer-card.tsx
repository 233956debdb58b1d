// An offer: the rule as a question ("Always write “Pt” for “the patient” in SOAP notes?"),
// the notes the edit was seen in (the line as drafted and as kept), and the two answers.
import React from 'react';
import { Button, Card } from 'react-bootstrap';
import type { StyleExample, StyleRuleView } from '@shared/note-style';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ruleText } from '../rule-text';
import type { StyleActions } from '../use-style-actions';

function Example({ example }: { example: StyleExample }) {
  const { t } = useTranslation();
  const text = !example.after
    ? t('style:exampleRemoved', { before: example.before })
    : !example.before
      ? t('style:exampleAdded', { after: example.after })
      : t('style:example', { before: example.before, after: example.after });
  return (
    <li className="small text-break" data-testid="style-offer-example">
      <span className="text-muted me-2">{new Date(example.at).toLocaleDateString()}</span>
      {text}
    </li>
  );
}

export function StyleOfferCard({ offer, templateTitle, actions }: { offer: StyleRuleView; templateTitle: string; actions: StyleActions }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-2 border-primary-subtle" data-testid="style-offer" data-rule-id={offer.id}>
      <Card.Body>
        <p className="fw-semibold mb-2" data-testid="style-offer-text">
          {t('style:offer', { rule: ruleText(t, offer.edit), template: templateTitle })}
        </p>
        {offer.examples.length > 0 && (
          <>
            <p className="small text-muted mb-1">{t('style:examples')}</p>
            <ul className="mb-2 ps-3">
              {offer.examples.map((example) => (
                <Example key={`${example.sessionId}-${example.noteId}`} example={example} />
              ))}
            </ul>
          </>
        )}
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
