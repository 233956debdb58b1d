// The transcript panel: the saved transcript as it grows, the words being heard now (in
// grey until they settle), which engine transcribes, and editing (saved on the server).
import React, { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import { useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSaveSessionMutation } from '../api';
import { selectSession } from '../session-slice';
import { HighlightedTranscript } from './highlighted-transcript';

export function TranscriptPanel() {
  const { t } = useTranslation();
  const { current, transcriptText, partialText, status, highlight } = useAppSelector(selectSession);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saveSession, save] = useSaveSessionMutation();
  const saving = save.isLoading;
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!editing) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [transcriptText, partialText, editing]);

  if (!current) return null;
  const recording = status === 'listening' || status === 'paused' || status === 'stopping';

  /** Saves the edited transcript; the slice takes the server's copy, and the editor closes once it is saved. */
  async function saveDraft() {
    if (!current) return;
    const saved = await saveSession({ sessionId: current.sessionId, patch: { transcript: draft } });
    if ('data' in saved) setEditing(false);
  }

  return (
    <Card className="shadow-sm mt-3" data-testid="transcript-panel">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <strong className="me-auto">{t('session.transcript.title')}</strong>
        <Badge
          bg={current.provider === 'pocketsphinx' ? 'secondary' : 'info'}
          data-testid="transcript-provider"
          data-provider={current.provider}
        >
          {t(`session.transcript.providers.${current.provider}`, { defaultValue: current.provider })}
        </Badge>
        {!editing && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={recording}
            title={recording ? t('session.transcript.editAfterStop') : undefined}
            onClick={() => {
              save.reset();
              setDraft(transcriptText);
              setEditing(true);
            }}
            data-testid="transcript-edit"
          >
            {t('session.transcript.edit')}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <>
            <Form.Control
              as="textarea"
              rows={10}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-label={t('session.transcript.title')}
              data-testid="transcript-editor"
            />
            <div className="d-flex gap-2 mt-2">
              <Button onClick={() => void saveDraft()} disabled={saving} data-testid="transcript-save">
                {t('common.save')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
                {t('common.cancel')}
              </Button>
            </div>
          </>
        ) : (
          <div className="transcript-text" style={{ whiteSpace: 'pre-wrap', maxHeight: '40vh', overflowY: 'auto' }} aria-live="polite">
            {transcriptText || partialText ? (
              <>
                <span data-testid="transcript-text">
                  {highlight ? <HighlightedTranscript text={transcriptText} ranges={highlight} /> : transcriptText}
                </span>
                {partialText && (
                  <span className="text-muted fst-italic" data-testid="transcript-partial">
                    {transcriptText ? ' ' : ''}
                    {partialText}
                  </span>
                )}
              </>
            ) : (
              <span className="text-muted" data-testid="transcript-empty">
                {t(
                  recording
                    ? 'session.transcript.listening'
                    : current?.type === 'upload'
                      ? 'session.transcript.emptyUpload'
                      : 'session.transcript.empty',
                )}
              </span>
            )}
            <div ref={end} />
          </div>
        )}
        {current.provider === 'pocketsphinx' && (
          <p className="small text-muted mt-2 mb-0" data-testid="transcript-local-hint">
            {t('session.transcript.localHint')}
          </p>
        )}
        {save.isError && (
          <Alert variant="danger" className="mt-2 mb-0" data-testid="transcript-save-failed">
            {t('errors:sessionSaveFailed')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
