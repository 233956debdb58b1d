// "Check before signing" (no other scribe has it): every medication, allergy, side,
// number and negation a note states, each with the sentence of the transcript (or of the
// clinician's own notes or context) it came from. Disagreements come first, in red; a
// click shows the sentence in the transcript.
import React, { useEffect, useState } from 'react';
import { Alert, Badge, Button, ListGroup } from 'react-bootstrap';
import type { NoteFact } from '@shared/notes';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { transcriptHighlighted } from '../../session/session-slice';

export function NoteCheck({ sessionId, noteId, version }: { sessionId: string; noteId: string; version: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [facts, setFacts] = useState<NoteFact[] | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  async function load() {
    setFailed(false);
    try {
      const { apiCall } = await import('../../../lib/api/client');
      const answer = await apiCall<{ facts: NoteFact[] }>('/notes/check', { sessionId, noteId });
      setFacts([...answer.facts].sort((a, b) => Number(Boolean(b.flagged)) - Number(Boolean(a.flagged))));
    } catch {
      setFailed(true);
    }
  }

  // An edited note is checked again (once its edit is saved: give the save a moment).
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => void load(), 600);
    return () => clearTimeout(timer);
    // load() reads only props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, version]);

  if (!open) {
    return (
      <Button size="sm" variant="outline-secondary" className="mt-2" onClick={() => setOpen(true)} data-testid={`note-check-${noteId}`}>
        {t('notes.check.open')}
      </Button>
    );
  }
  const flagged = facts?.filter((f) => f.flagged).length ?? 0;
  return (
    <div className="mt-3" data-testid={`note-check-panel-${noteId}`}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <strong>{t('notes.check.title')}</strong>
        {facts && (
          <Badge bg={flagged ? 'danger' : 'success'} data-testid="note-check-summary" data-flagged={flagged}>
            {flagged ? t('notes.check.flagged', { count: flagged }) : t('notes.check.allClear')}
          </Badge>
        )}
        <Button size="sm" variant="link" className="ms-auto" onClick={() => setOpen(false)}>
          {t('notes.check.close')}
        </Button>
      </div>
      {failed && <Alert variant="danger">{t('notes.check.failed')}</Alert>}
      {facts && facts.length === 0 && <p className="text-muted small">{t('notes.check.none')}</p>}
      {facts && facts.length > 0 && (
        <ListGroup>
          {facts.map((fact, i) => (
            <ListGroup.Item
              key={i}
              action={fact.source?.origin === 'transcript'}
              variant={fact.flagged ? 'danger' : undefined}
              onClick={() => fact.source?.origin === 'transcript' && dispatch(transcriptHighlighted({ start: fact.source.start, end: fact.source.end }))}
              data-testid="note-fact"
              data-kind={fact.kind}
              data-flagged={fact.flagged ? 'true' : 'false'}
            >
              <div className="d-flex gap-2">
                <Badge bg="light" text="dark">
                  {t(`notes.check.kinds.${fact.kind}`, { defaultValue: fact.kind })}
                </Badge>
                <span className="fw-semibold">{fact.text}</span>
              </div>
              {fact.flagged && fact.reason && <div className="small text-danger">{t(`notes.check.reasons.${fact.reason}`)}</div>}
              <div className="small text-muted">
                {fact.source ? t('notes.check.source', { origin: t(`notes.check.origins.${fact.source.origin}`), text: fact.source.text }) : t('notes.check.noSource')}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
