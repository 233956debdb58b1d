// "Saving delayed": shown while recording when the server has not taken the last
// DELAYED_CHUNKS chunks (10 s of audio; it normally answers within a few seconds, once the
// segment holding a chunk is written). The audio waits in this browser meanwhile.
import React from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';

/** 10 s of 250 ms chunks captured but not yet acknowledged. */
export const DELAYED_CHUNKS = 40;

interface Props {
  progress: { acknowledged: number; captured: number };
  active: boolean;
}

export function SavingDelayed({ progress, active }: Props) {
  const { t } = useTranslation();
  if (!active || progress.captured - progress.acknowledged < DELAYED_CHUNKS) return null;
  return (
    <p className="small text-warning-emphasis mb-0" role="status" data-testid="record-delayed">
      {t('session.savingDelayed')}
    </p>
  );
}
