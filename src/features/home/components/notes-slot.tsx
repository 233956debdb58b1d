// The dashboard's notes panel, in its own chunk that loads with the first session.
import React, { lazy, memo, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSession } from '../../session/model';
import { defaultNoteLoaded } from '../../notes/model';
import { untilLoaded } from '../until-loaded';

const NotesPanel = lazy(() => untilLoaded(() => import('../../notes')).then((m) => ({ default: memo(m.NotesPanel) })));

/**
 * The notes panel once there is a session (it shows nothing before, so its code loads then).
 * The clinician's default note is in the store from the start: a recording that stops before
 * the panel's code has arrived still gets it.
 */
export const NotesSlot = memo(function Notes({ uid, defaultNote }: { uid: string; defaultNote: string }) {
  const dispatch = useAppDispatch();
  const hasSession = useAppSelector((state) => selectSession(state).current !== null);
  useEffect(() => {
    dispatch(defaultNoteLoaded(defaultNote));
  }, [dispatch, defaultNote]);
  if (!hasSession) return null;
  return (
    <Suspense fallback={null}>
      <NotesPanel uid={uid} />
    </Suspense>
  );
});
