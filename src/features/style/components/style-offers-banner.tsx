// Beside the notes: the rules offered from the clinician's edits (an export may have just
// made one), to answer at once, and the way to My style.
import React from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { useStyleRulesQuery } from '../api';
import { useStyleActions } from '../use-style-actions';
import { useTemplateTitles } from '../use-style-screen';
import { StyleOfferCard } from './style-offer-card';
import { StyleQuestion } from './style-question';

export function StyleOffersBanner() {
  const { t } = useTranslation();
  const { data } = useStyleRulesQuery();
  const actions = useStyleActions();
  const { titleOf } = useTemplateTitles();
  const offers = data?.offers ?? [];
  if (offers.length === 0 && !actions.question && !actions.failure) return null;
  return (
    <Alert variant="light" className="border mt-3" data-testid="style-offers-banner">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <strong>{t('style:bannerTitle')}</strong>
        <Link to="/style/" className="small">
          {t('style:bannerMore')}
        </Link>
      </div>
      <StyleQuestion actions={actions} />
      {offers.map((offer) => (
        <StyleOfferCard key={offer.id} offer={offer} templateTitle={titleOf(offer.template)} actions={actions} />
      ))}
    </Alert>
  );
}
