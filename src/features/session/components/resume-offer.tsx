// The offer to resume a session a reload interrupted (a recording, or a Convert Files session).
import React from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { CurrentSession } from '../session-slice';

interface Props {
  session: CurrentSession;
  onAccept: (session: CurrentSession) => void;
  onDismiss: () => void;
}

export function ResumeOffer({ session, onAccept, onDismiss }: Props) {
  const { t } = useTranslation();
  const files = session.type === 'upload';
  return (
    <Alert variant="info" data-testid="resume-offer">
      <p className="mb-2">
        {t(files ? 'session.resume.textFiles' : 'session.resume.text', { name: session.clientName || t(`session.types.${session.type}`) })}
      </p>
      <div className="d-flex gap-2">
        <Button size="sm" onClick={() => onAccept(session)} data-testid="resume-accept">
          {t(files ? 'session.resume.acceptFiles' : 'session.resume.accept')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onDismiss} data-testid="resume-dismiss">
          {t('session.resume.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
