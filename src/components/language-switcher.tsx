// English / Français switch: stays on the same page and remembers the choice.
import React from 'react';
import { NavDropdown } from 'react-bootstrap';
import { useI18next, useTranslation } from '../lib/i18n/i18n';
import { cacheLanguage, type UiLanguage } from '../lib/i18n/detect-language';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages, language, changeLanguage } = useI18next();
  return (
    <NavDropdown title={t(`languages.${language}`)} id="language-switcher" align="end" data-testid="language-switcher">
      {languages.map((lng) => (
        <NavDropdown.Item
          key={lng}
          active={lng === language}
          lang={lng}
          data-testid={`language-${lng}`}
          onClick={() => {
            cacheLanguage(lng as UiLanguage);
            void changeLanguage(lng);
          }}
        >
          {t(`languages.${lng}`)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
