// English / Français switch: stays on the same page and remembers the choice.
// Plain links rather than a dropdown: the dropdown's positioning library alone
// would add more to every page than the rest of the navbar.
import React from 'react';
import { Nav } from 'react-bootstrap';
import { useI18next, useTranslation } from '../lib/i18n/i18n';
import { cacheLanguage, type UiLanguage } from '../lib/i18n/detect-language';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages, language, changeLanguage } = useI18next();
  return (
    <Nav as="ul" className="flex-row gap-2" aria-label={t('nav.language')} data-testid="language-switcher">
      {languages.map((lng) => (
        <Nav.Item as="li" key={lng}>
          <Nav.Link
            as="button"
            type="button"
            lang={lng}
            active={lng === language}
            aria-current={lng === language ? 'true' : undefined}
            data-testid={`language-${lng}`}
            onClick={() => {
              cacheLanguage(lng as UiLanguage);
              void changeLanguage(lng);
            }}
          >
            {t(`languages.${lng}`)}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
