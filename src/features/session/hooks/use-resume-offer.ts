// After a reload (or a crash) mid-recording, the session this browser was recording is
// offered for resuming, if the server still has it open. The mark is read once, when the
// screen opens: a session started later is not "interrupted".
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../../app/hooks';
import { useGetSessionQuery } from '../api';
import { clearRecordingMark, interruptedSession } from '../capture/interrupted-session';
import { selectCurrentSession, type CurrentSession } from '../session-slice';

export function useResumeOffer(uid: string) {
  const current = useAppSelector(selectCurrentSession);
  const [mark, setMark] = useState(() => (current ? null : interruptedSession(uid)));
  const { data, isError } = useGetSessionQuery(mark ? mark.sessionId : skipToken);

  useEffect(() => {
    if (!isError) return;
    clearRecordingMark();
    setMark(null);
  }, [isError]);

  const offer: CurrentSession | null =
    mark && data && !current && data.meta.status !== 'ended'
      ? {
          sessionId: mark.sessionId,
          type: data.meta.type,
          clientName: data.meta.name,
          language: data.meta.language,
          consent: data.meta.consent,
          group: data.meta.group,
          participants: [],
          pronoun: data.meta.pronoun,
          provider: data.meta.provider,
          live: data.meta.provider !== 'whisper',
          stored: data.meta.stored,
        }
      : null;

  return {
    offer,
    /** The clinician took the offer (or started another session): it goes away. */
    taken: () => setMark(null),
    /** The clinician declined: the mark is forgotten too. */
    dismiss: () => {
      clearRecordingMark();
      setMark(null);
    },
  };
}
