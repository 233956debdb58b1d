// The row above the recording controls: Start New Session, the session's name, and the
// concurrent-session and clear-session buttons.
import React from 'react';
import { Button } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { recordingNoticeChanged, selectSession } from '../session-slice';

interface Props {
  premium: boolean;
  onNew: () => void;
  onClear: () => void;
}

export function SessionToolbar({ premium, onNew, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { current, sessionName, status } = useAppSelector(selectSession);
  const active = status === 'listening' || status === 'paused';

  /** A concurrent session opens in another window; a blocked pop-up is explained. */
  function concurrent() {
    const opened = window.open(`/${i18n.language}/?concurrent=1`, '_blank');
    if (!opened) dispatch(recordingNoticeChanged({ variant: 'warning', key: 'errors:uiAllowPopups', testId: 'popup-blocked' }));
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <Button variant="outline-primary" onClick={onNew} disabled={active || status === 'stopping'} data-testid="new-session">
        {t('session.new')}
      </Button>
      {current && (
        <strong data-testid="session-name" data-session-id={current.sessionId}>
          {sessionName || t(`session.types.${current.type}`)}
        </strong>
      )}
      <div className="ms-auto d-flex gap-2">
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={concurrent}
          disabled={!premium}
          title={premium ? undefined : t('session.concurrentPlan')}
          data-testid="concurrent-session"
        >
          {t('session.concurrent')}
        </Button>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onClear}
          disabled={!current || status === 'stopping'}
          data-testid="clear-session"
        >
          {t('session.clear')}
        </Button>
      </div>
    </div>
  );
}
