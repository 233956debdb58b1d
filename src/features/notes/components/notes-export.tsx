// Copy and download (.txt, .docx) of the notes ticked for export. A failure (clipboard
// refused, document not built) is said under the buttons; nothing is lost.
import React, { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { notesText } from '@shared/note-text';
import type { SessionNote } from '@shared/notes';
import { useNoteSelection } from '../../../app/local-ui-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import { reportError } from '../../../lib/report-error';

type Outcome = { variant: 'success' | 'danger'; key: string; testId: string } | null;

/** The ticked notes as plain text (copy and .txt), written by the renderer the exports use too (with the accepted diagnosis codes). */
const notesAsText = (chosen: Array<{ note: SessionNote; title: string }>) =>
  notesText(chosen.map(({ note, title }) => ({ sections: note.sections, title, language: note.language, codes: note.codes?.items })));

/** Saves `blob` under the client's name (or "notes") with `extension`. */
function saveFile(blob: Blob, baseName: string, extension: 'txt' | 'docx') {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${baseName.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'notes'}.${extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface NotesExportProps {
  notes: readonly SessionNote[];
  titleOf: (id: string) => string;
  fileName: string;
  /** Told after each copy or download, with the notes exported (a saved session's access log records it; the server reads the clinician's edits). */
  onExported?: (action: 'copy' | 'download', noteIds: string[]) => void;
  /** More actions on the ticked notes, beside copy and download (the export to a clinic's system). */
  renderMore?: (noteIds: string[]) => React.ReactNode;
}

export function NotesExport({ notes, titleOf, fileName, onExported, renderMore }: NotesExportProps) {
  const { t } = useTranslation();
  const selection = useNoteSelection();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const chosen = notes.filter((n) => selection.isSelected(n.noteId)).map((note) => ({ note, title: titleOf(note.noteId) }));

  async function run(action: () => Promise<void> | void, success: Outcome, kind: 'copy' | 'download') {
    try {
      await action();
      setOutcome(success);
      onExported?.(
        kind,
        chosen.map((c) => c.note.noteId),
      );
    } catch (error) {
      reportError(error);
      setOutcome({ variant: 'danger', key: 'notes.exportFailed', testId: 'notes-export-failed' });
    }
  }
  const copy = () =>
    run(
      () => navigator.clipboard.writeText(notesAsText(chosen)),
      { variant: 'success', key: 'notes.copied', testId: 'notes-copied' },
      'copy',
    );
  const download = () =>
    run(() => saveFile(new Blob([notesAsText(chosen)], { type: 'text/plain;charset=utf-8' }), fileName, 'txt'), null, 'download');
  const downloadDocx = () =>
    run(
      async () => {
        const { notesAsDocx } = await import('../note-docx');
        saveFile(await notesAsDocx(chosen), fileName, 'docx');
      },
      null,
      'download',
    );

  return (
    <>
      {outcome && (
        <Alert variant={outcome.variant} data-testid={outcome.testId}>
          {t(outcome.key)}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button variant="outline-primary" onClick={() => void copy()} disabled={chosen.length === 0} data-testid="notes-copy">
          {t('notes.copy')}
        </Button>
        <Button variant="outline-primary" onClick={() => void download()} disabled={chosen.length === 0} data-testid="notes-download">
          {t('notes.download')}
        </Button>
        <Button
          variant="outline-primary"
          onClick={() => void downloadDocx()}
          disabled={chosen.length === 0}
          data-testid="notes-download-docx"
        >
          {t('notes.downloadDocx')}
        </Button>
        {renderMore?.(chosen.map((c) => c.note.noteId))}
      </div>
    </>
  );
}
