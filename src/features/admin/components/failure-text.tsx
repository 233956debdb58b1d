// A failed admin call's text, in the interface language (optionally inside a sentence of its own).
import React from 'react';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';

export function FailureText({ error, prefix }: { error: unknown; prefix?: string }) {
  const { t } = useTranslation();
  const { key, values } = failureMessage(error as ApiFailure);
  const text = t(key, values ?? {});
  return <>{prefix ? t(prefix, { message: text }) : text}</>;
}
