// Messages under the recording controls: the plan's limit that blocks Start, the warning
// in the last minute of the session's time, and the latest notice (saved, kept in this
// browser, refused, engine failure).
import React from 'react';
import { Alert } from 'react-bootstrap';
import { useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { TIME_WARNING_SECONDS } from '../hooks/use-time-limit';
import { selectSession } from '../session-slice';

export function RecordingAlerts({ blockedBy, remaining }: { blockedBy: string | null; remaining: number }) {
  const { t } = useTranslation();
  const { status, notice } = useAppSelector(selectSession);
  const active = status === 'listening' || status === 'paused';
  return (
    <>
      {blockedBy && (
        <Alert variant="warning" className="mt-2 mb-0" data-testid="record-limit">
          {t(blockedBy)}
        </Alert>
      )}
      {active && remaining <= TIME_WARNING_SECONDS && remaining > 0 && (
        <Alert variant="warning" className="mt-2 mb-0" data-testid="record-time-warning">
          {t('session.timeWarning', { count: Math.ceil(remaining) })}
        </Alert>
      )}
      {notice && (
        <Alert variant={notice.variant} className="mt-2 mb-0" data-testid={notice.testId ?? 'record-notice'}>
          {t(notice.key, { ...notice.values, ...(notice.detail ? { message: t(notice.detail.key, notice.detail.values ?? {}) } : {}) })}
        </Alert>
      )}
    </>
  );
}
