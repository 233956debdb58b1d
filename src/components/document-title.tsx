// The document title rule: the current session's name when it has
// one, otherwise the product's name.
import React from 'react';
import { useAppSelector } from '../app/hooks';
import { selectSessionName } from '../features/session/model';

export const PRODUCT_NAME = 'ClinicScribe';

/** The trimmed session name, or the product name when that is empty. */
export function documentTitle(sessionName: string | null | undefined): string {
  const trimmed = (sessionName ?? '').trim();
  return trimmed === '' ? PRODUCT_NAME : trimmed;
}

/** The page context the i18n plugin gives every page. */
export interface I18nPageContext {
  language?: string;
}

/** The <html lang>, <title> and meta tags of every page (used from each page's Head export). */
export function PageHead({ language }: { language?: string }) {
  const sessionName = useAppSelector(selectSessionName);
  return (
    <>
      <html lang={language ?? 'en'} />
      <title>{documentTitle(sessionName)}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
    </>
  );
}
