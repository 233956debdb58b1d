// The notes of the current session: choose up to 4 note types and the options (style,
// note language, vague conversation, long summary), generate or regenerate, watch the
// text arrive, edit items, and copy or download the selected notes. The default note is
// generated on its own when a recording stops.
import React, { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import { MAX_NOTE_TYPES_PER_GENERATION } from '@shared/limits';
import type { LibraryTemplate } from '@shared/note-library';
import type { SessionNote } from '@shared/notes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { noteItemEdited, selectSession } from '../../session/session-slice';
import { selectUploads } from '../../uploads/uploads-slice';
import { NoteCheck } from './note-check';
import { notesAsText } from '../note-text';
import { useLibraryTemplates } from '../use-library-templates';
import { useNoteGeneration, type NoteOptions } from '../use-note-generation';

const titleIn = (templates: readonly LibraryTemplate[], id: string) => templates.find((t) => t.id === id)?.title ?? id;

interface NoteViewProps {
  note: SessionNote;
  title: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onSave: (note: SessionNote) => Promise<boolean>;
  sessionId: string;
}

function NoteView({ note, title, selected, onSelect, onSave, sessionId }: NoteViewProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  function edit(section: number, item: number, body: string) {
    setEditing(null);
    if (note.noteSubheadings[section]?.content[item]?.stringBody === body) return;
    dispatch(noteItemEdited({ noteId: note.noteId, section, item, body }));
    const changed = {
      ...note,
      noteSubheadings: note.noteSubheadings.map((sec, si) =>
        si !== section ? sec : { ...sec, content: sec.content.map((it, ii) => (ii === item ? { ...it, stringBody: body } : it)) },
      ),
    };
    void onSave(changed).then((ok) => setSaveFailed(!ok));
  }
  return (
    <Card className="mb-3" data-testid={`note-${note.noteId}`}>
      <Card.Header className="d-flex align-items-center gap-2">
        <Form.Check
          id={`note-select-${note.noteId}`}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('notes.select')}
          data-testid={`note-select-${note.noteId}`}
        />
        <strong className="me-auto">{title}</strong>
        <Badge bg={note.generator === 'offline' ? 'secondary' : 'info'} data-testid={`note-label-${note.noteId}`}>
          {note.generator === 'offline' ? t('notes.offlineDraft') : note.label}
        </Badge>
      </Card.Header>
      <Card.Body>
        {note.noteSubheadings.map((section, s) => (
          <section key={section.subheadingTitle} className="mb-2">
            <h3 className="h6 fw-bold mb-1">{section.subheadingTitle}</h3>
            {section.content.length === 0 ? (
              <p className="text-muted small mb-1">{t('notes.nothing')}</p>
            ) : (
              <ul className="mb-1 ps-3">
                {section.content.map((item, i) => {
                  const key = `${s}-${i}`;
                  return (
                    <li key={key}>
                      {item.stringTitle && <strong>{item.stringTitle}: </strong>}
                      {editing === key ? (
                        <Form.Control
                          as="textarea"
                          rows={2}
                          autoFocus
                          defaultValue={item.stringBody}
                          onBlur={(e) => edit(s, i, e.target.value)}
                          data-testid="note-item-editor"
                        />
                      ) : (
                        <span role="button" tabIndex={0} title={t('notes.editItem')} onClick={() => setEditing(key)} onKeyDown={(e) => e.key === 'Enter' && setEditing(key)}>
                          {item.stringBody}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))}
        {saveFailed && (
          <Alert variant="danger" className="mb-0" data-testid="note-save-failed">
            {t('errors:sessionSaveFailed')}
          </Alert>
        )}
        <NoteCheck sessionId={sessionId} noteId={note.noteId} version={JSON.stringify(note.noteSubheadings)} />
      </Card.Body>
    </Card>
  );
}

export function NotesPanel({ uid, defaultNote }: { uid: string; defaultNote: string }) {
  const { t } = useTranslation();
  const { current, status, transcriptText, ownNotes, notes, generating, drafts, failedNotes } = useAppSelector(selectSession);
  // Documents and images read from the session's files are sources too (a Convert Files session may have no recording).
  const fileText = useAppSelector(selectUploads).some((f) => f.status === 'done' && Boolean(f.text?.trim()));
  const generate = useNoteGeneration();
  const [options, setOptions] = useState<NoteOptions>({ style: 'bullet', language: 'en', vague: false, longSummary: false });
  const templates = useLibraryTemplates(uid, options.language);
  const initial = defaultNote || 'soap';
  const [chosen, setChosen] = useState<string[]>([initial]);
  const [notice, setNotice] = useState<{ variant: string; text: string; testId: string } | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const previous = useRef(status);
  const busy = generating.length > 0;

  async function run(ids: string[]) {
    if (busy) return setNotice({ variant: 'warning', text: t('errors:uiWaitForSummaries'), testId: 'notes-wait' });
    setNotice(null);
    const refused = await generate(ids, options);
    if (refused) setNotice({ variant: 'danger', text: t(`errors:${refused}`), testId: 'notes-refused' });
  }

  // Stop → the default note is written on its own.
  useEffect(() => {
    if (previous.current === 'stopping' && status === 'stopped' && transcriptText.trim()) void run([initial]);
    previous.current = status;
    // run() reads the latest state through the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useEffect(() => setSelected(new Set(notes.map((n) => n.noteId))), [notes]);

  if (!current) return null;
  const title = (id: string) => titleIn(templates, id);
  const chosenNotes = notes.filter((n) => selected.has(n.noteId)).map((note) => ({ note, title: title(note.noteId) }));

  async function copy() {
    await navigator.clipboard.writeText(notesAsText(chosenNotes));
    setNotice({ variant: 'success', text: t('notes.copied'), testId: 'notes-copied' });
  }

  function save(blob: Blob, extension: 'txt' | 'docx') {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${(current?.clientName || t('notes.fileName')).replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'notes'}.${extension}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const download = () => save(new Blob([notesAsText(chosenNotes)], { type: 'text/plain;charset=utf-8' }), 'txt');

  async function downloadDocx() {
    const { notesAsDocx } = await import('../note-docx');
    save(await notesAsDocx(chosenNotes), 'docx');
  }

  return (
    <Card className="shadow-sm mt-3" data-testid="notes-panel">
      <Card.Header>
        <strong>{t('notes.title')}</strong>
      </Card.Header>
      <Card.Body>
        <fieldset className="mb-2">
          <legend className="fs-6 mb-1">{t('notes.types', { count: MAX_NOTE_TYPES_PER_GENERATION })}</legend>
          <div className="d-flex flex-wrap gap-3">
            {templates.map((template) => (
              <Form.Check
                key={template.id}
                id={`note-type-${template.id}`}
                label={template.favorite ? `★ ${template.title}` : template.title}
                checked={chosen.includes(template.id)}
                disabled={!chosen.includes(template.id) && chosen.length >= MAX_NOTE_TYPES_PER_GENERATION}
                onChange={(e) => setChosen((list) => (e.target.checked ? [...list, template.id] : list.filter((id) => id !== template.id)))}
                data-testid={`note-type-${template.id}`}
              />
            ))}
          </div>
        </fieldset>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <Form.Select size="sm" className="w-auto" value={options.style} onChange={(e) => setOptions({ ...options, style: e.target.value as NoteOptions['style'] })} aria-label={t('notes.style')} data-testid="note-style">
            {(['bullet', 'short', 'long'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`notes.styles.${s}`)}
              </option>
            ))}
          </Form.Select>
          <Form.Select size="sm" className="w-auto" value={options.language} onChange={(e) => setOptions({ ...options, language: e.target.value as 'en' | 'fr' })} aria-label={t('notes.language')} data-testid="note-language">
            <option value="en">English</option>
            <option value="fr">Français</option>
          </Form.Select>
          <Form.Check type="switch" id="note-vague" label={t('notes.vague')} checked={options.vague} onChange={(e) => setOptions({ ...options, vague: e.target.checked })} />
          <Form.Check type="switch" id="note-long" label={t('notes.long')} checked={options.longSummary} onChange={(e) => setOptions({ ...options, longSummary: e.target.checked })} />
          <Button onClick={() => void run(chosen)} disabled={chosen.length === 0 || (!transcriptText.trim() && !ownNotes.trim() && !fileText && status !== 'stopped')} data-testid="notes-generate">
            {notes.length ? t('notes.regenerate') : t('notes.generate')}
          </Button>
        </div>
        {busy && (
          <p className="text-muted" data-testid="notes-progress">
            <Spinner size="sm" className="me-2" />
            {t('notes.generating', { count: generating.length })}
          </p>
        )}
        {notice && (
          <Alert variant={notice.variant} data-testid={notice.testId}>
            {notice.text}
          </Alert>
        )}
        {failedNotes.length > 0 && !busy && (
          <Alert variant="danger" data-testid="notes-failed">
            {t('errors:uiSummaryIssue')}{' '}
            <Button size="sm" variant="outline-danger" onClick={() => void run(failedNotes)} data-testid="notes-retry">
              {t('notes.retry')}
            </Button>
          </Alert>
        )}
        {Object.entries(drafts).map(([id, draft]) =>
          draft && draft.text ? (
            <Card key={id} className="mb-3" data-testid={`note-draft-${id}`}>
              <Card.Header>
                <strong>{title(id)}</strong> <Badge bg="info">{draft.label}</Badge>
              </Card.Header>
              <Card.Body style={{ whiteSpace: 'pre-wrap' }}>{draft.text}</Card.Body>
            </Card>
          ) : null,
        )}
        {notes.map((note) => (
          <NoteView
            key={note.noteId}
            note={note}
            title={title(note.noteId)}
            selected={selected.has(note.noteId)}
            onSelect={(on) => setSelected((set) => new Set(on ? [...set, note.noteId] : [...set].filter((id) => id !== note.noteId)))}
            sessionId={current.sessionId}
            onSave={async (changed) => {
              try {
                const { saveSession } = await import('../../../lib/api/sessions');
                await saveSession(current.sessionId, { notes: [{ noteId: changed.noteId, noteSubheadings: changed.noteSubheadings }] });
                return true;
              } catch {
                return false;
              }
            }}
          />
        ))}
        {notes.length > 0 && (
          <div className="d-flex gap-2">
            <Button variant="outline-primary" onClick={() => void copy()} disabled={chosenNotes.length === 0} data-testid="notes-copy">
              {t('notes.copy')}
            </Button>
            <Button variant="outline-primary" onClick={download} disabled={chosenNotes.length === 0} data-testid="notes-download">
              {t('notes.download')}
            </Button>
            <Button variant="outline-primary" onClick={() => void downloadDocx()} disabled={chosenNotes.length === 0} data-testid="notes-download-docx">
              {t('notes.downloadDocx')}
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
