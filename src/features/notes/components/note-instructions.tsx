// Editing the note by instruction: a box ("shorter", "write the plan as a numbered list",
// "en français"...), Apply and Undo, and beside it the instructions understood offline (a
// click puts one in the box). What was applied, or why not, is said under the box; an
// instruction not understood is answered with the list made prominent.
import React from 'react';
import { Alert, Button, Col, Form, InputGroup, Row } from 'react-bootstrap';
import type { SessionNote } from '@shared/notes';
import { useTranslation } from '../../../lib/i18n/i18n';
import { MAX_NOTE_INSTRUCTION_CHARS } from '@shared/note-instructions';
import { useNoteInstructions, type InstructionNotice } from '../use-note-instructions';
import { InstructionList } from './instruction-list';
import { RevisionProposal } from './revision-proposal';

function Notice({ notice }: { notice: InstructionNotice }) {
  const { t } = useTranslation();
  if (notice.kind === 'applied')
    return (
      <Alert variant="success" className="py-1 px-2 mb-0 mt-2 small" data-testid="note-instruction-status">
        {t('notes.instructions.applied', { instruction: notice.instruction })}
      </Alert>
    );
  if (notice.kind === 'undone')
    return (
      <Alert variant="secondary" className="py-1 px-2 mb-0 mt-2 small" data-testid="note-instruction-status">
        {t('notes.instructions.undone')}
      </Alert>
    );
  return (
    <Alert variant={notice.unknown ? 'warning' : 'danger'} className="py-1 px-2 mb-0 mt-2 small" data-testid="note-instruction-error">
      {t(notice.key, notice.values ?? {})}
    </Alert>
  );
}

export function NoteInstructions({ note, sessionId }: { note: SessionNote; sessionId: string }) {
  const { t } = useTranslation();
  const box = useNoteInstructions(note, sessionId);
  const inputId = `note-instruction-${note.noteId}`;
  const unknown = box.notice?.kind === 'failed' && box.notice.unknown;
  return (
    <section className="note-instructions mt-3 pt-2 border-top" aria-labelledby={`${inputId}-label`}>
      <Row className="g-3">
        <Col md={7}>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void box.apply();
            }}
          >
            <Form.Label id={`${inputId}-label`} htmlFor={inputId} className="fw-semibold small mb-1">
              {t('notes.instructions.label')}
            </Form.Label>
            <InputGroup size="sm">
              <Form.Control
                id={inputId}
                value={box.text}
                onChange={(e) => box.setText(e.target.value)}
                placeholder={t('notes.instructions.placeholder')}
                maxLength={MAX_NOTE_INSTRUCTION_CHARS + 100}
                data-testid="note-instruction"
              />
              <Button type="submit" variant="primary" disabled={box.busy || !box.text.trim()} data-testid="note-instruction-apply">
                {t('notes.instructions.apply')}
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => void box.undo()}
                disabled={box.busy || !box.canUndo}
                data-testid="note-instruction-undo"
              >
                {t('notes.instructions.undo')}
              </Button>
            </InputGroup>
            <Form.Text className="text-muted">{t('notes.instructions.offline')}</Form.Text>
          </Form>
          {box.notice && <Notice notice={box.notice} />}
          {box.proposal && (
            <RevisionProposal proposal={box.proposal} busy={box.busy} onAccept={() => void box.accept()} onDiscard={box.discard} />
          )}
        </Col>
        <Col md={5}>
          <InstructionList highlighted={unknown} onPick={box.setText} />
        </Col>
      </Row>
    </section>
  );
}
