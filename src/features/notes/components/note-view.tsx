// One generated note: its headings with items the clinician can edit (saved on the server
// at once; the check refetches after the save), its label (offline draft or the model),
// the tick that includes it in copy and download, and its check before signing.
import React, { useState } from 'react';
import { Alert, Badge, Card, Form } from 'react-bootstrap';
import type { SessionNote } from '@shared/notes';
import { useNoteSelection } from '../../../app/local-ui-state';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSaveSessionMutation } from '../../session/model';
import { noteItemEdited } from '../notes-slice';
import { NoteCheck } from './note-check';

/** The note with one item's text replaced. */
function withItem(note: SessionNote, section: number, item: number, body: string): SessionNote {
  return {
    ...note,
    noteSubheadings: note.noteSubheadings.map((sec, si) =>
      si !== section ? sec : { ...sec, content: sec.content.map((it, ii) => (ii === item ? { ...it, stringBody: body } : it)) },
    ),
  };
}

function NoteItem({ title, body, editing, onEdit, onDone }: { title: string; body: string; editing: boolean; onEdit: () => void; onDone: (body: string) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      {title && <strong>{title}: </strong>}
      {editing ? (
        <Form.Control as="textarea" rows={2} autoFocus defaultValue={body} onBlur={(e) => onDone(e.target.value)} data-testid="note-item-editor" />
      ) : (
        <span role="button" tabIndex={0} title={t('notes.editItem')} onClick={onEdit} onKeyDown={(e) => e.key === 'Enter' && onEdit()}>
          {body}
        </span>
      )}
    </li>
  );
}

export function NoteView({ note, title, sessionId }: { note: SessionNote; title: string; sessionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selection = useNoteSelection();
  const [editing, setEditing] = useState<string | null>(null);
  const [saveSession, saving] = useSaveSessionMutation();

  function edit(section: number, item: number, body: string) {
    setEditing(null);
    if (note.noteSubheadings[section]?.content[item]?.stringBody === body) return;
    dispatch(noteItemEdited({ noteId: note.noteId, section, item, body }));
    const changed = withItem(note, section, item, body);
    void saveSession({ sessionId, patch: { notes: [{ noteId: changed.noteId, noteSubheadings: changed.noteSubheadings }] } });
  }
  return (
    <Card className="mb-3" data-testid={`note-${note.noteId}`}>
      <Card.Header className="d-flex align-items-center gap-2">
        <Form.Check
          id={`note-select-${note.noteId}`}
          checked={selection.isSelected(note.noteId)}
          onChange={(e) => selection.setSelected(note.noteId, e.target.checked)}
          aria-label={t('notes.select')}
          data-testid={`note-select-${note.noteId}`}
        />
        <strong className="me-auto">{title}</strong>
        <Badge bg={note.generator === 'offline' ? 'secondary' : 'info'} data-testid={`note-label-${note.noteId}`}>
          {note.generator === 'offline' ? t('notes.offlineDraft') : note.label}
        </Badge>
      </Card.Header>
      <Card.Body className="note-body">
        {note.noteSubheadings.map((section, s) => (
          <section key={section.subheadingTitle} className="mb-2">
            <h3 className="h6 fw-bold mb-1">{section.subheadingTitle}</h3>
            {section.content.length === 0 ? (
              <p className="text-muted small mb-1">{t('notes.nothing')}</p>
            ) : (
              <ul className="mb-1 ps-3">
                {section.content.map((item, i) => (
                  <NoteItem
                    key={`${s}-${i}`}
                    title={item.stringTitle}
                    body={item.stringBody}
                    editing={editing === `${s}-${i}`}
                    onEdit={() => setEditing(`${s}-${i}`)}
                    onDone={(body) => edit(s, i, body)}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
        {saving.isError && (
          <Alert variant="danger" className="mb-0" data-testid="note-save-failed">
            {t('errors:sessionSaveFailed')}
          </Alert>
        )}
        <NoteCheck sessionId={sessionId} noteId={note.noteId} />
      </Card.Body>
    </Card>
  );
}
