// The transcript panel: the saved transcript as it grows, the words being heard now (in
// grey until they settle), which engine transcribes, and editing (saved on the server).
import React, { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { selectSession, transcriptSaved } from '../session-slice';

export function TranscriptPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { current, transcriptText, partialText, status, highlight } = useAppSelector(selectSession);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!editing) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [transcriptText, partialText, editing]);

  if (!current) return null;
  const recording = status === 'listening' || status === 'paused' || status === 'stopping';

  async function save() {
    if (!current) return;
    setSaving(true);
    setError(null);
    try {
      const { saveSession } = await import('../../../lib/api/sessions');
      const saved = await saveSession(current.sessionId, { transcript: draft });
      dispatch(transcriptSaved(saved.contents.transcript));
      setEditing(false);
    } catch {
      setError(t('errors:sessionSaveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="shadow-sm mt-3" data-testid="transcript-panel">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <strong className="me-auto">{t('session.transcript.title')}</strong>
        <Badge bg={current.provider === 'pocketsphinx' ? 'secondary' : 'info'} data-testid="transcript-provider" data-provider={current.provider}>
          {t(`session.transcript.providers.${current.provider}`, { defaultValue: current.provider })}
        </Badge>
        {!editing && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={recording}
            title={recording ? t('session.transcript.editAfterStop') : undefined}
            onClick={() => {
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
              <Button onClick={() => void save()} disabled={saving} data-testid="transcript-save">
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
                  {highlight && highlight.end <= transcriptText.length ? (
                    <>
                      {transcriptText.slice(0, highlight.start)}
                      <mark data-testid="transcript-highlight" ref={(el) => el?.scrollIntoView?.({ block: 'center' })}>
                        {transcriptText.slice(highlight.start, highlight.end)}
                      </mark>
                      {transcriptText.slice(highlight.end)}
                    </>
                  ) : (
                    transcriptText
                  )}
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
                {t(recording ? 'session.transcript.listening' : current?.type === 'upload' ? 'session.transcript.emptyUpload' : 'session.transcript.empty')}
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
        {error && (
          <Alert variant="danger" className="mt-2 mb-0">
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
