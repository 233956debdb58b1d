// English / Français switch: stays on the same page and remembers the choice.
// Plain links rather than a dropdown: on every page, so kept light.
import React from 'react';
import { useI18next, useTranslation } from '../lib/i18n/i18n';
import { cacheLanguage, type UiLanguage } from '../lib/i18n/detect-language';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages, language, changeLanguage } = useI18next();
  return (
    <ul className="navbar-nav flex-row gap-2" aria-label={t('nav.language')} data-testid="language-switcher">
      {languages.map((lng) => (
        <li className="nav-item" key={lng}>
          <button
            type="button"
            className={`nav-link btn btn-link${lng === language ? ' active' : ''}`}
            lang={lng}
            aria-current={lng === language ? 'true' : undefined}
            data-testid={`language-${lng}`}
            onClick={() => {
              cacheLanguage(lng as UiLanguage);
              void changeLanguage(lng);
            }}
          >
            {t(`languages.${lng}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
