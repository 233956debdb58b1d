// A virtual session's controls: the bot's state as it changes (joining, in the waiting room,
// recording, paused, left, failed with the provider's reason), Stop (the bot leaves and the
// note is written), pause and resume.
import React from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import type { BotState } from '@shared/virtual';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { useMeetingBot } from '../hooks/use-meeting-bot';

const VARIANT: Record<BotState, string> = {
  joining: 'secondary',
  waiting: 'warning',
  recording: 'danger',
  paused: 'secondary',
  left: 'success',
  failed: 'danger',
};

export function MeetingBotPanel({ meeting }: { meeting: ReturnType<typeof useMeetingBot> }) {
  const { t } = useTranslation();
  const { bot, done, busy } = meeting;
  const failure = meeting.error ? failureMessage(meeting.error as ApiFailure) : null;
  if (!bot) {
    return (
      <div className="my-3" role="status" data-testid="bot-status" data-state="none">
        {t('virtual.states.sending')}
      </div>
    );
  }
  return (
    <div className="my-3">
      <div
        className="d-flex flex-wrap align-items-center gap-2"
        role="status"
        aria-live="polite"
        data-testid="bot-status"
        data-state={bot.state}
      >
        <Badge bg={VARIANT[bot.state]}>{t(`virtual.badges.${bot.state}`)}</Badge>
        <span>{t(`virtual.states.${bot.state}`, { bot: bot.name })}</span>
      </div>
      {bot.reason && (
        <div className="small text-muted mt-1" data-testid="bot-reason">
          {t(`virtual.reasons.${bot.reason}`, { defaultValue: t('virtual.reasons.other', { reason: bot.reason }) })}
        </div>
      )}
      {!done && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button variant="danger" disabled={busy} onClick={() => void meeting.stop()} data-testid="bot-stop">
            {t('virtual.stop')}
          </Button>
          {bot.state === 'recording' && (
            <Button variant="outline-secondary" disabled={busy} onClick={() => void meeting.pause()} data-testid="bot-pause">
              {t('virtual.pause')}
            </Button>
          )}
          {bot.state === 'paused' && (
            <Button variant="outline-primary" disabled={busy} onClick={() => void meeting.resume()} data-testid="bot-resume">
              {t('virtual.resume')}
            </Button>
          )}
        </div>
      )}
      {failure && (
        <Alert variant="warning" className="mt-2 mb-0" data-testid="bot-error">
          {t(failure.key, failure.values ?? {})}
        </Alert>
      )}
    </div>
  );
}
