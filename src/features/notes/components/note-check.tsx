// "Check before signing": every medication, allergy, side, number and negation a note
// states, each with the sentence of the transcript (or of the clinician's own notes, the
// context or the uploaded files) it came from. Disagreements come first, in red; a click
// shows the sentence in the transcript. Saving an edit refetches the check.
import React, { useState } from 'react';
import { Alert, Badge, Button, ListGroup } from 'react-bootstrap';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { NoteFact } from '@shared/notes';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { transcriptHighlighted } from '../../session/model';
import { useCheckNoteQuery } from '../api';

function FactItem({ fact }: { fact: NoteFact }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const source = fact.source;
  return (
    <ListGroup.Item
      action={source?.origin === 'transcript'}
      variant={fact.flagged ? 'danger' : undefined}
      onClick={() => source?.origin === 'transcript' && dispatch(transcriptHighlighted({ start: source.start, end: source.end }))}
      data-testid="note-fact"
      data-kind={fact.kind}
      data-flagged={fact.flagged ? 'true' : 'false'}
    >
      <div className="d-flex gap-2">
        <Badge bg="light" text="dark">
          {t(`notes.check.kinds.${fact.kind}`)}
        </Badge>
        <span className="fw-semibold">{fact.text}</span>
      </div>
      {fact.flagged && fact.reason && <div className="small text-danger">{t(`notes.check.reasons.${fact.reason}`)}</div>}
      <div className="small text-muted">
        {source
          ? t('notes.check.source', { origin: t(`notes.check.origins.${source.origin}`), text: source.text })
          : t('notes.check.noSource')}
      </div>
    </ListGroup.Item>
  );
}

export function NoteCheck({ sessionId, noteId }: { sessionId: string; noteId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: facts, isError } = useCheckNoteQuery(open ? { sessionId, noteId } : skipToken);

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
      {isError && <Alert variant="danger">{t('notes.check.failed')}</Alert>}
      {facts && facts.length === 0 && <p className="text-muted small">{t('notes.check.none')}</p>}
      {facts && facts.length > 0 && (
        <ListGroup>
          {facts.map((fact, i) => (
            <FactItem key={i} fact={fact} />
          ))}
        </ListGroup>
      )}
    </div>
  );
}
