// Saves one text field of the session a moment after typing stops. The state shown next
// to the field is the save's own: saving, saved, or failed (the text stays on the page).
import { useEffect, useRef } from 'react';
import { useSaveSessionMutation } from '../api';

const SAVE_DELAY_MS = 800;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function useAutosave(sessionId: string | null, field: 'ownNotes' | 'context', value: string): SaveState {
  const [saveSession, save] = useSaveSessionMutation();
  // The value a session opens with is already on the server: only what the clinician types is saved.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId) return undefined;
    if (opened.current !== sessionId) {
      opened.current = sessionId;
      return undefined;
    }
    const timer = setTimeout(() => void saveSession({ sessionId, patch: { [field]: value } }), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sessionId, field, value, saveSession]);
  if (save.isLoading) return 'saving';
  if (save.isError) return 'failed';
  return save.isSuccess ? 'saved' : 'idle';
}
