// The text of a failed call, in the interface language (null while none failed).
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';

export function useFailure(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  const { key, values } = failureMessage(error as ApiFailure);
  return t(key, values ?? {});
}
