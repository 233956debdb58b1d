// The notes of the current session: choose note types and options, generate or
// regenerate, watch the text arrive, edit items, check them, and copy or download the
// ticked notes. The default note is generated on its own when a recording stops
// (../notes-listeners.ts). Rendered once there is a session (the dashboard loads it then).
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Spinner } from 'react-bootstrap';
import { failureKey } from '../../../app/api-errors';
import { LocalUiStateRoot } from '../../../app/local-ui-state';
import { useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useVisibleTemplates } from '../../note-library';
import { ExportPanel, FhirDownloadButton } from '../../integrations';
import { useReportSessionAccessMutation } from '../../saved-sessions/model';
import { StyleOffersBanner, useNotesExportedMutation } from '../../style';
import { selectSession } from '../../session/model';
import { selectUploads } from '../../uploads/model';
import { useGenerateNotesMutation, NOTES_GENERATION } from '../api';
import { localDate } from '../notes-listeners';
import { selectNotes } from '../notes-slice';
import { NoteOptionsBar } from './note-options';
import { NotesExport } from './notes-export';
import { NoteView } from './note-view';

export function NotesPanel({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { current, status, transcriptText, ownNotes } = useAppSelector(selectSession);
  const { notes, generating, drafts, failedNotes, options } = useAppSelector(selectNotes);
  // Documents and images read from the session's files are sources too (a Convert Files session may have no recording).
  const fileText = useAppSelector(selectUploads).some((f) => f.status === 'done' && Boolean(f.text?.trim()));
  const templates = useVisibleTemplates(uid, options.language);
  const [generate, generation] = useGenerateNotesMutation({ fixedCacheKey: NOTES_GENERATION });
  const [reportAccess] = useReportSessionAccessMutation();
  const [notesExported] = useNotesExportedMutation();
  const busy = generating.length > 0;
  const [waitAsked, setWaitAsked] = useState(false);

  if (!current) return null;
  const titleOf = (id: string) => templates.find((tpl) => tpl.id === id)?.title ?? id;
  const run = (templateIds: string[]) => {
    if (busy) return setWaitAsked(true);
    setWaitAsked(false);
    if (templateIds.length === 0) return;
    void generate({ sessionId: current.sessionId, templateIds, ...options, localDate: localDate() });
  };
  const refusal = generation.isError ? (failureKey(generation.error) ?? 'uiSummaryIssue') : null;

  return (
    <Card className="shadow-sm mt-3" data-testid="notes-panel">
      <Card.Header>
        <strong>{t('notes.title')}</strong>
      </Card.Header>
      <Card.Body>
        <LocalUiStateRoot>
          <NoteOptionsBar
            templates={templates}
            canGenerate={Boolean(transcriptText.trim() || ownNotes.trim() || fileText || status === 'stopped')}
            onGenerate={run}
          />
          {busy && (
            <p className="text-muted" data-testid="notes-progress">
              <Spinner size="sm" className="me-2" />
              {t('notes.generating', { count: generating.length })}
            </p>
          )}
          {busy && waitAsked && (
            <Alert variant="warning" data-testid="notes-wait">
              {t('errors:uiWaitForSummaries')}
            </Alert>
          )}
          {refusal && !busy && (
            <Alert variant="danger" data-testid="notes-refused">
              {t(`errors:${refusal}`)}
            </Alert>
          )}
          {failedNotes.length > 0 && !busy && (
            <Alert variant="danger" data-testid="notes-failed">
              {t('errors:uiSummaryIssue')}{' '}
              <Button size="sm" variant="outline-danger" onClick={() => run(failedNotes)} data-testid="notes-retry">
                {t('notes.retry')}
              </Button>
            </Alert>
          )}
          {Object.entries(drafts).map(([id, draft]) =>
            draft?.text ? (
              <Card key={id} className="mb-3" data-testid={`note-draft-${id}`}>
                <Card.Header>
                  <strong>{titleOf(id)}</strong> <Badge bg="info">{draft.label}</Badge>
                </Card.Header>
                <Card.Body style={{ whiteSpace: 'pre-wrap' }}>{draft.text}</Card.Body>
              </Card>
            ) : null,
          )}
          {notes.map((note) => (
            <NoteView key={note.noteId} note={note} title={titleOf(note.noteId)} sessionId={current.sessionId} />
          ))}
          {notes.length > 0 && (
            <NotesExport
              notes={notes}
              titleOf={titleOf}
              fileName={current.clientName || t('notes.fileName')}
              onExported={(action, noteIds) => {
                if (current.stored) void reportAccess({ uid, sessionId: current.sessionId, action });
                // What the clinician kept is compared with the drafts: an edit they keep making may be offered as a rule.
                void notesExported({ sessionId: current.sessionId, noteIds });
              }}
              renderMore={(noteIds) => (
                <>
                  <FhirDownloadButton sessionId={current.sessionId} noteIds={noteIds} sessionName={current.clientName} />
                  <ExportPanel sessionId={current.sessionId} noteIds={noteIds} />
                </>
              )}
            />
          )}
          {notes.length > 0 && <StyleOffersBanner />}
        </LocalUiStateRoot>
      </Card.Body>
    </Card>
  );
}
