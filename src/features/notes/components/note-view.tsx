// One generated note: its headings with items the clinician can edit (saved on the server
// at once; the evidence and the check refetch after the save), each sentence with the state
// of its evidence (a click or focus shows its passages in the transcript), the count of
// states, what the note leaves out, its label (offline draft or the model), the tick that
// includes it in copy and download, and its check before signing.
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import type { NoteSentenceEvidence } from '@shared/note-evidence';
import type { SessionNote } from '@shared/notes';
import { isNumberedList } from '@shared/note-text';
import { useNoteSelection } from '../../../app/local-ui-state';
import { useAppDispatch } from '../../../app/hooks';
import { CodesPanel } from '../../codes';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { transcriptHighlighted } from '../../session/model';
import { useNoteEvidenceQuery } from '../api';
import { itemSentences } from '../note-sentences';
import { useNoteEdits } from '../use-note-edits';
import { EvidenceSummary } from './evidence-summary';
import { NoteCheck } from './note-check';
import { NoteInstructions } from './note-instructions';
import { NoteItem } from './note-item';
import { OmissionsPanel } from './omissions-panel';
import { SentenceSources } from './sentence-sources';

const keyOf = (s: NoteSentenceEvidence) => `${s.place.section}-${s.place.item}-${s.place.start}`;

export function NoteView({ note, title, sessionId }: { note: SessionNote; title: string; sessionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selection = useNoteSelection();
  const [editing, setEditing] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const edits = useNoteEdits(note, sessionId);
  const evidence = useNoteEvidenceQuery({ sessionId, noteId: note.noteId });
  const report = evidence.data;
  const selected = report?.sentences.find((s) => keyOf(s) === selectedKey) ?? null;
  // Hidden at once: those dismissed, and those just added (until the evidence is fetched again).
  const hidden = new Set([...(note.dismissedOmissions ?? []), ...note.sections.flatMap((sec) => sec.items.map((c) => c.body))]);

  function select(sentence: NoteSentenceEvidence) {
    setSelectedKey(keyOf(sentence));
    const ranges = sentence.sources.filter((p) => p.kind === 'transcript').map((p) => ({ start: p.start, end: p.end }));
    dispatch(transcriptHighlighted(ranges.length > 0 ? ranges : null));
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
        {(note.styleRules?.length ?? 0) > 0 && (
          <Link
            to="/style/"
            title={t('style:followedTitle')}
            className="badge text-bg-light border text-decoration-none"
            data-testid="note-style-followed"
          >
            {t('style:followed', { count: note.styleRules?.length ?? 0 })}
          </Link>
        )}
      </Card.Header>
      <Card.Body className="note-body">
        {note.sections.map((section, s) => {
          const numbered = isNumberedList(section.items.map((item) => item.body));
          return (
            <section key={section.title} className="mb-2" data-testid="note-section" data-section={section.title}>
              <h3 className="h6 fw-bold mb-1">{section.title}</h3>
              {section.items.length === 0 ? (
                <p className="text-muted small mb-1">{t('notes.nothing')}</p>
              ) : (
                <ul className={numbered ? 'mb-1 ps-3 list-unstyled' : 'mb-1 ps-3'} data-layout={numbered ? 'numbered' : 'bullets'}>
                  {section.items.map((item, i) => (
                    <NoteItem
                      key={`${s}-${i}`}
                      title={item.title}
                      body={item.body}
                      sentences={itemSentences(report, s, i, item.body)}
                      selected={selected}
                      onSelect={select}
                      editing={editing === `${s}-${i}`}
                      onEdit={() => setEditing(`${s}-${i}`)}
                      onDone={(body) => {
                        setEditing(null);
                        edits.edit(s, i, body);
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
        {/* Under the note, not under its item: choosing a sentence (on focus, before the click ends) moves no text. */}
        {selected && <SentenceSources sentence={selected} />}
        {edits.failed && (
          <Alert variant="danger" className="mb-0" data-testid="note-save-failed">
            {t('errors:sessionSaveFailed')}
          </Alert>
        )}
        {evidence.isError && (
          <Alert variant="warning" className="mt-2 mb-0" data-testid="note-evidence-failed">
            {t('notes.evidence.failed')}{' '}
            <Button size="sm" variant="outline-secondary" onClick={() => void evidence.refetch()}>
              {t('notes.retry')}
            </Button>
          </Alert>
        )}
        {report && <EvidenceSummary evidence={report} />}
        {report && (
          <OmissionsPanel
            omissions={report.omissions.filter((o) => !hidden.has(o.text))}
            onAdd={edits.add}
            onDismiss={edits.dismiss}
            disabled={edits.saving}
          />
        )}
        <NoteCheck sessionId={sessionId} noteId={note.noteId} />
        <NoteInstructions note={note} sessionId={sessionId} />
        <CodesPanel sessionId={sessionId} noteId={note.noteId} />
      </Card.Body>
    </Card>
  );
}
