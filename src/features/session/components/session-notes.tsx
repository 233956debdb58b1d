// The clinician's own notes (during or after the session) and the post-session context
// (after stopping): both go to note generation, and both are saved on the server a moment
// after typing stops. The text stays on the page when a save fails.
import React from 'react';
import { Card, Form } from 'react-bootstrap';
import { MAX_SESSION_NOTE_TEXT } from '@shared/sessions';
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

interface TextFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  state: SaveState;
  testId: string;
  statusTestId: string;
}

/** A text the clinician types, with the state of its save beside the label. */
function AutosavedText({ id, label, placeholder, value, onChange, state, testId, statusTestId }: TextFieldProps) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <div className="d-flex justify-content-between">
        <Form.Label>{label}</Form.Label>
        <SaveStatus state={state} testId={statusTestId} />
      </div>
      <Form.Control
        as="textarea"
        rows={3}
        maxLength={MAX_SESSION_NOTE_TEXT}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </Form.Group>
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
      <Card.Body className="pb-0">
        <AutosavedText
          id="session-own-notes"
          label={t('session.notes.own')}
          placeholder={t('session.notes.ownPlaceholder')}
          value={ownNotes}
          onChange={(text) => dispatch(ownNotesChanged(text))}
          state={notesState}
          testId="own-notes"
          statusTestId="own-notes-status"
        />
        {status === 'stopped' && (
          <AutosavedText
            id="session-context"
            label={t('session.notes.context')}
            placeholder={t('session.notes.contextPlaceholder')}
            value={context}
            onChange={(text) => dispatch(contextChanged(text))}
            state={contextState}
            testId="session-context"
            statusTestId="context-status"
          />
        )}
      </Card.Body>
    </Card>
  );
}
