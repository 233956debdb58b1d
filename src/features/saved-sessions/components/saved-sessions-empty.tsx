// No saved session: what storing does and where to turn it on.
import React from 'react';
import { SavedSessionsIcon } from '../../../components/icons';
import { Link, useTranslation } from '../../../lib/i18n/i18n';

export function SavedSessionsEmpty() {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="saved-sessions-empty">
      <SavedSessionsIcon aria-hidden />
      <p className="fw-semibold mb-1">{t('errors:uiNoSessionData')}</p>
      <p className="mb-0">
        {t('savedSessions.howStoringWorks')} <Link to="/settings/">{t('savedSessions.openSettings')}</Link>
      </p>
    </div>
  );
}
