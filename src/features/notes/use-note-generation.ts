// Starts a generation of the current session's notes and feeds its stream into the store.
import { useCallback } from 'react';
import type { NoteGenerationRequest } from '@shared/notes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { noteEvent, notesFailed, notesRequested, selectSession } from '../session/session-slice';

export type NoteOptions = Pick<NoteGenerationRequest, 'style' | 'language' | 'vague' | 'longSummary'>;

/** Returns generate(templateIds, options): resolves to the error key when the server refused, else null. */
export function useNoteGeneration() {
  const dispatch = useAppDispatch();
  const { current } = useAppSelector(selectSession);
  const sessionId = current?.sessionId ?? null;
  return useCallback(
    async (templateIds: string[], options: NoteOptions): Promise<string | null> => {
      if (!sessionId || templateIds.length === 0) return null;
      dispatch(notesRequested(templateIds));
      try {
        const { generateNotes } = await import('../../lib/api/notes');
        await generateNotes({ sessionId, templateIds, ...options, localDate: new Date().toLocaleDateString('en-CA') }, (event) => dispatch(noteEvent(event)));
        return null;
      } catch (error) {
        dispatch(notesFailed());
        return (error as { key?: string }).key ?? 'uiSummaryIssue';
      }
    },
    [dispatch, sessionId],
  );
}
