// A virtual session's meeting bot on the recording page: its state read from the session
// every second while it is in the meeting (the transcript it stores comes with it), Stop (the
// bot leaves), pause and resume. When the bot has left or failed, the transcript settles
// and the session stops like any other, which writes the default note.
import { useEffect, useRef } from 'react';
import { isFinalBotState, type SessionBot } from '@shared/virtual';
import { useAppDispatch } from '../../../app/hooks';
import { useBotActionMutation, useGetSessionQuery } from '../api';
import { recordingStatusChanged, transcriptSaved, type CurrentSession } from '../session-slice';

const POLL_MS = 1000;

export function useMeetingBot(session: CurrentSession | null) {
  const dispatch = useAppDispatch();
  const virtual = session?.type === 'virtual' ? session.sessionId : null;
  const settled = useRef<string | null>(null);
  const record = useGetSessionQuery(virtual ?? '', { skip: !virtual, pollingInterval: POLL_MS, skipPollingIfUnfocused: false });
  const bot: SessionBot | null = record.data?.meta.bot ?? null;
  const done = bot ? isFinalBotState(bot.state) : false;
  const [act, action] = useBotActionMutation();

  // The transcript the bot stored, as it grows.
  const transcript = record.data?.contents.transcript;
  useEffect(() => {
    if (virtual && transcript !== undefined) dispatch(transcriptSaved(transcript));
  }, [dispatch, transcript, virtual]);

  // The bot is in the meeting: recording; it left: the session stops (once), and the note is written.
  useEffect(() => {
    if (!virtual || !bot) return;
    if (!done) {
      dispatch(recordingStatusChanged(bot.state === 'paused' ? 'paused' : 'listening'));
    } else if (settled.current !== virtual) {
      settled.current = virtual;
      dispatch(recordingStatusChanged('stopping'));
      dispatch(recordingStatusChanged('stopped'));
    }
  }, [bot, dispatch, done, virtual]);

  useEffect(() => {
    if (done) record.refetch();
    // One last read after the bot left: the transcript as the provider completed it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  return {
    bot,
    done,
    busy: action.isLoading,
    error: action.error ?? record.error,
    stop: () => virtual && act({ sessionId: virtual, action: 'leave' }),
    pause: () => virtual && act({ sessionId: virtual, action: 'pause' }),
    resume: () => virtual && act({ sessionId: virtual, action: 'resume' }),
  };
}
