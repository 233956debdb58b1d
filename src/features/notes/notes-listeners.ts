// Stop → the default note is written on its own, once the transcript is settled, with the
// options the clinician chose in the notes panel.
import type { StartAppListening } from '../../app/listeners';
import { NOTES_GENERATION, notesApi } from './api';

/** Today's date where the clinician is (the server counts the day's notes under it). */
export const localDate = () => new Date().toLocaleDateString('en-CA');

export function registerNotesListeners(startAppListening: StartAppListening): void {
  startAppListening({
    predicate: (_action, current, previous) =>
      previous.session.status === 'stopping' && current.session.status === 'stopped' && current.session.transcriptText.trim() !== '',
    effect: (_action, { dispatch, getState }) => {
      const { session, notes } = getState();
      if (!session.current || notes.generating.length > 0) return;
      void dispatch(
        notesApi.endpoints.generateNotes.initiate(
          { sessionId: session.current.sessionId, templateIds: [notes.defaultNote], ...notes.options, localDate: localDate() },
          { fixedCacheKey: NOTES_GENERATION },
        ),
      );
    },
  });
}
