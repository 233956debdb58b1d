// The document title rule: the current session's name when it has
// one, otherwise the product's name.
import React, { useSyncExternalStore } from 'react';

export const PRODUCT_NAME = 'ClinicScribe';

/** The trimmed session name, or the product name when that is empty. */
export function documentTitle(sessionName: string | null | undefined): string {
  const trimmed = (sessionName ?? '').trim();
  return trimmed === '' ? PRODUCT_NAME : trimmed;
}

// The name the title shows. The workspace sets it (see SessionTitle, which reads it from
// the store); the sign-in pages, which load no store, leave it empty.
let shownSessionName = '';
const listeners = new Set<() => void>();

/** Shows `name` as the document title, now and in every page's <title> until it changes. */
export function showSessionName(name: string): void {
  if (typeof document !== 'undefined') document.title = documentTitle(name);
  if (name === shownSessionName) return;
  shownSessionName = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page context the i18n plugin gives every page. */
export interface I18nPageContext {
  language?: string;
}

/** The <html lang>, <title> and meta tags of every page (used from each page's Head export). */
export function PageHead({ language }: { language?: string }) {
  const sessionName = useSyncExternalStore(
    subscribe,
    () => shownSessionName,
    () => '',
  );
  return (
    <>
      <html lang={language ?? 'en'} />
      <title>{documentTitle(sessionName)}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
    </>
  );
}
