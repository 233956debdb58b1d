// The wait while the page solves a proof of work before a call (src/lib/api/proof-of-work.ts):
// nothing for a quick one; after PROOF_OF_WORK_STATUS_DELAY_MS, a line saying the request is
// being checked and a bar of how much of the challenge's range was tried (the answer may
// come before the bar is full). Put it next to the buttons whose calls need a proof of work.
import React, { useEffect, useState, useSyncExternalStore } from 'react';
import { ProgressBar } from 'react-bootstrap';
import { idleProofOfWork, proofOfWorkProgress, subscribeProofOfWork } from '../lib/api/proof-of-work-status';
import { useTranslation } from '../lib/i18n/i18n';

/** Solving shorter than this shows nothing (no flash on a fast device). */
export const PROOF_OF_WORK_STATUS_DELAY_MS = 400;

export function ProofOfWorkStatus() {
  const { t } = useTranslation();
  const progress = useSyncExternalStore(subscribeProofOfWork, proofOfWorkProgress, idleProofOfWork);
  const running = progress.running > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!running) return setShown(false);
    const timer = setTimeout(() => setShown(true), PROOF_OF_WORK_STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [running]);
  if (!running || !shown) return null;
  const percent = Math.round(progress.fraction * 100);
  return (
    <div role="status" className="small text-muted mt-2" data-testid="proof-of-work-status">
      {t('common.proofOfWork', { percent })}
      <ProgressBar now={percent} className="mt-1" style={{ height: '0.25rem' }} aria-hidden="true" />
    </div>
  );
}
