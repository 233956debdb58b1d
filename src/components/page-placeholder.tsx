// A signed-in page's frame while its user is being read (RequireAuth's placeholder): the
// page's title and grey lines where its content will be, nothing of the user. It is in the
// page's static HTML, so the page shows its shape at once instead of a spinner.
import React from 'react';
import { useTranslation } from '../lib/i18n/i18n';

export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="page-loading">
      <h1 className="h4 mb-3">{t(titleKey)}</h1>
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className="placeholder-glow" aria-hidden="true">
        <span className="placeholder d-block col-12 mb-2" />
        <span className="placeholder d-block col-10 mb-2" />
        <span className="placeholder d-block col-8" />
      </div>
    </div>
  );
}
