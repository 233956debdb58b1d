// The clinician's own notes (during or after the session) and the post-session context
// (after stopping): both go to note generation, and both are saved on the server a moment
// after typing stops. The text stays on the page when a save fails.
import React from 'react';
import { Card, Form } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAutosave, type SaveState } from '../hooks/use-autosave';
import { contextChanged, ownNotesChanged, selectSession } from '../session-slice';

function SaveStatus({ state, testId }: { state: SaveState; testId: string }) {
  const { t } = useTranslation();
  if (state === 'idle') return null;
  return (
    <span className={`small ${state === 'failed' ? 'text-danger' : 'text-muted'}`} data-testid={testId} data-state={state}>
      {state === 'failed' ? t('errors:sessionSaveFailed') : t(`session.notes.${state}`)}
    </span>
  );
}

export function SessionNotes() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { current, ownNotes, context, status } = useAppSelector(selectSession);
  const sessionId = current?.sessionId ?? null;
  const notesState = useAutosave(sessionId, 'ownNotes', ownNotes);
  const contextState = useAutosave(sessionId, 'context', context);
  if (!current) return null;
  return (
    <Card className="shadow-sm mt-3" data-testid="session-notes">
      <Card.Body>
        <Form.Group controlId="session-own-notes" className="mb-3">
          <div className="d-flex justify-content-between">
            <Form.Label>{t('session.notes.own')}</Form.Label>
            <SaveStatus state={notesState} testId="own-notes-status" />
          </div>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={20000}
            value={ownNotes}
            placeholder={t('session.notes.ownPlaceholder')}
            onChange={(e) => dispatch(ownNotesChanged(e.target.value))}
            data-testid="own-notes"
          />
        </Form.Group>
        {status === 'stopped' && (
          <Form.Group controlId="session-context">
            <div className="d-flex justify-content-between">
              <Form.Label>{t('session.notes.context')}</Form.Label>
              <SaveStatus state={contextState} testId="context-status" />
            </div>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={20000}
              value={context}
              placeholder={t('session.notes.contextPlaceholder')}
              onChange={(e) => dispatch(contextChanged(e.target.value))}
              data-testid="session-context"
            />
          </Form.Group>
        )}
      </Card.Body>
    </Card>
  );
}
