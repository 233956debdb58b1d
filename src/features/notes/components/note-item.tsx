// One item of a note: its label, then its text as sentences with their evidence when the
// check has them (plain text otherwise, e.g. while an edit is being saved), and the editor
// (under the sentences, so their states stay in view).
import React from 'react';
import { Button, Form } from 'react-bootstrap';
import type { NoteSentenceEvidence } from '@shared/note-evidence';
import { useTranslation } from '../../../lib/i18n/i18n';
import { NoteSentence } from './note-sentence';

interface NoteItemProps {
  title: string;
  body: string;
  /** Its sentences' evidence, when it matches the text shown. */
  sentences: NoteSentenceEvidence[] | null;
  selected: NoteSentenceEvidence | null;
  onSelect: (sentence: NoteSentenceEvidence) => void;
  editing: boolean;
  onEdit: () => void;
  onDone: (body: string) => void;
}

/** The item's text as sentences, with the text between them (spaces) kept as it is. */
function Sentences({
  body,
  sentences,
  selected,
  onSelect,
  onEdit,
}: Pick<NoteItemProps, 'body' | 'selected' | 'onSelect' | 'onEdit'> & { sentences: NoteSentenceEvidence[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const s of sentences) {
    if (s.place.start > at) parts.push(body.slice(at, s.place.start));
    parts.push(
      <NoteSentence
        key={s.place.start}
        sentence={s}
        text={body.slice(s.place.start, s.place.end)}
        selected={s === selected}
        onSelect={() => onSelect(s)}
        onEdit={onEdit}
      />,
    );
    at = s.place.end;
  }
  if (at < body.length) parts.push(body.slice(at));
  return <>{parts}</>;
}

export function NoteItem({ title, body, sentences, selected, onSelect, editing, onEdit, onDone }: NoteItemProps) {
  const { t } = useTranslation();
  return (
    <li>
      {title && <strong>{title}: </strong>}
      {sentences ? (
        <>
          <Sentences body={body} sentences={sentences} selected={selected} onSelect={onSelect} onEdit={onEdit} />
          {/* Enter and Space on a sentence show its sources: the keyboard edits the item here. */}
          {!editing && (
            <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onEdit} data-testid="note-item-edit">
              {t('notes.edit')}
            </Button>
          )}
        </>
      ) : (
        <span role="button" tabIndex={0} title={t('notes.editItem')} onClick={onEdit} onKeyDown={(e) => e.key === 'Enter' && onEdit()}>
          {body}
        </span>
      )}
      {editing && (
        <Form.Control
          as="textarea"
          rows={2}
          autoFocus
          defaultValue={body}
          onBlur={(e) => onDone(e.target.value)}
          aria-label={t('notes.editItem')}
          data-testid="note-item-editor"
        />
      )}
    </li>
  );
}
