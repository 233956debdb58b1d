// The plan's limits while recording: the message that blocks Start (no notes left, no
// time left), the seconds left, and the automatic stop when the session reaches its limit.
import { useEffect } from 'react';
import { AUDIO_CHUNK_MS } from '@shared/audio';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { recordingNoticeChanged, selectSession } from '../session-slice';

/** The plan's limits: notes left, and the longest session in seconds. */
export interface SessionLimits {
  notesLeft: number;
  timeLimit: number;
}

/** A warning shows in the last minute of the plan's session time. */
export const TIME_WARNING_SECONDS = 60;

/** Seconds of audio in `chunks` captured chunks. */
export const chunkSeconds = (chunks: number) => (chunks * AUDIO_CHUNK_MS) / 1000;

export function useTimeLimit(limits: SessionLimits | null, stop: () => Promise<void>) {
  const dispatch = useAppDispatch();
  const { status, progress } = useAppSelector(selectSession);
  const elapsed = chunkSeconds(progress.captured);
  const listening = status === 'listening';
  const blockedBy = !limits
    ? null
    : limits.notesLeft <= 0
      ? 'errors:uiNoteLimit'
      : limits.timeLimit <= 0
        ? 'errors:uiTimeOrNoteLimit'
        : null;
  const remaining = limits ? limits.timeLimit - elapsed : Infinity;

  useEffect(() => {
    if (listening && limits && elapsed >= limits.timeLimit) {
      void stop().then(() => dispatch(recordingNoticeChanged({ variant: 'warning', key: 'errors:uiTimeOrNoteLimit' })));
    }
  }, [dispatch, elapsed, listening, limits, stop]);

  return { elapsed, remaining, blockedBy };
}
