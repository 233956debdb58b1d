// "Upload a note to generate a prompt" on the library screen: the file is checked first,
// then read by the server, whose proposal opens the edit form.
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '@shared/api-error';
import type { NoteImportResult } from '@shared/note-import';
import { useTranslation } from '../../lib/i18n/i18n';
import { promptFromNote, uploadRefusal } from './upload-note';
import { reportError } from '../../lib/report-error';

/**
 * `onProposal` gets the server's proposal for `file`; `showError` the message for a refusal
 * or failure (null clears the previous one when a file is chosen).
 */
export function useNoteUpload(onProposal: (file: File, answer: NoteImportResult) => void, showError: (message: string | null) => void) {
  const { t, i18n } = useTranslation();
  const [uploading, setUploading] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    showError(null);
    const refusal = uploadRefusal(file);
    if (refusal) {
      showError(
        t(`errors:${refusal.key}`, {
          types: refusal.params.types,
          limit: t('library:upload.megabytes', { count: refusal.params.limitMb }),
        }),
      );
      return;
    }
    setUploading(true);
    try {
      onProposal(file, await promptFromNote(file));
    } catch (failure) {
      // A refusal with a catalogue key is an answer, not a fault: only the rest is logged.
      const key = failure instanceof ApiError ? failure.key : undefined;
      if (key && i18n.exists(`errors:${key}`)) return showError(t(`errors:${key}`));
      reportError(failure);
      showError(t(failure instanceof ApiError && failure.status === 0 ? 'library:upload.unreachable' : 'library:upload.failed'));
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
