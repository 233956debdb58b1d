// The edit form of a template, in a modal: title, section headings (add, remove, reorder)
// and prompt. Used to edit any template, to create a custom one from scratch, from a copy
// of a built-in, or from an uploaded note's proposal.
import React, { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form, InputGroup, Modal } from 'react-bootstrap';
import { NOTE_LIBRARY_LIMITS, cleanContent, templateContentSchema, type TemplateContent } from '@shared/note-library';
import type { NoteImportSource } from '@shared/note-import';
import type { NoteTemplateId } from '@shared/note-templates';
import { useTranslation } from '../../../lib/i18n/i18n';

/** What the form opens with, and what saving it does. */
export interface EditorDraft {
  /** 'edit' changes template `id`; the others create a custom template. */
  mode: 'edit' | 'create' | 'copy' | 'upload';
  id?: string;
  basedOn: NoteTemplateId | null;
  content: TemplateContent;
  /** For 'upload': the file and how its proposal was made. */
  upload?: { fileName: string; source: NoteImportSource; text: string };
}

interface Props {
  /** The form starts from it: give the editor a new `key` for each draft. */
  draft: EditorDraft;
  onSave: (draft: EditorDraft, content: TemplateContent) => Promise<boolean>;
  onCancel: () => void;
}

type Field = 'title' | 'sections' | 'prompt';
interface Row {
  key: number;
  text: string;
}

const { titleMax, sectionsMax, sectionMax, promptMax } = NOTE_LIBRARY_LIMITS;

export function TemplateEditor({ draft, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const nextKey = useRef(draft.content.sections.length);
  const [title, setTitle] = useState(draft.content.title);
  const [rows, setRows] = useState<Row[]>(() => draft.content.sections.map((text, key) => ({ key, text })));
  const [prompt, setPrompt] = useState(draft.content.prompt);
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const [saving, setSaving] = useState(false);

  const row = (text: string): Row => ({ key: nextKey.current++, text });

  const move = (index: number, by: -1 | 1) =>
    setRows((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const content = cleanContent({ title, sections: rows.map((r) => r.text), prompt });
    const parsed = templateContentSchema.safeParse(content);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => issue.path[0] as Field)));
      return;
    }
    setInvalid(new Set());
    setSaving(true);
    const saved = await onSave(draft, parsed.data);
    if (!saved) setSaving(false);
  }

  const heading =
    draft.mode === 'edit'
      ? t('library:editor.editTitle', { title: draft.content.title })
      : draft.mode === 'upload'
        ? t('library:editor.uploadTitle', { fileName: draft.upload?.fileName ?? '' })
        : draft.mode === 'copy'
          ? t('library:editor.copyTitle')
          : t('library:editor.createTitle');

  return (
    <Modal show size="lg" onHide={onCancel} backdrop="static" keyboard={false} data-testid="library-editor" data-mode={draft.mode}>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header>
          <Modal.Title as="h2" className="h5">
            {heading}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {draft.upload && (
            <Alert variant="info" className="small" data-testid="library-editor-source" data-source={draft.upload.source}>
              {t(draft.upload.source === 'model' ? 'library:editor.fromModel' : 'library:editor.fromHeadings', { fileName: draft.upload.fileName })}
              {draft.upload.text && (
                <details className="mt-2">
                  <summary>{t('library:editor.fileText')}</summary>
                  <div className="mt-1 p-2 bg-white border rounded overflow-auto" style={{ maxHeight: 200, whiteSpace: 'pre-wrap' }}>
                    {draft.upload.text}
                  </div>
                </details>
              )}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="library-editor-title">
            <Form.Label>{t('library:editor.title')}</Form.Label>
            <Form.Control
              value={title}
              maxLength={titleMax}
              isInvalid={invalid.has('title')}
              onChange={(e) => setTitle(e.target.value)}
              data-testid="library-editor-title"
            />
            <Form.Control.Feedback type="invalid">{t('library:editor.errors.title')}</Form.Control.Feedback>
          </Form.Group>

          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">{t('library:editor.sections')}</legend>
            <Form.Text className="d-block mb-2">{t('library:editor.sectionsHint', { max: sectionsMax })}</Form.Text>
            {rows.map((r, i) => (
              <InputGroup key={r.key} size="sm" className="mb-1">
                <InputGroup.Text className="justify-content-center" style={{ minWidth: '2.5rem' }}>
                  {i + 1}
                </InputGroup.Text>
                <Form.Control
                  value={r.text}
                  maxLength={sectionMax}
                  aria-label={t('library:editor.section', { n: i + 1 })}
                  onChange={(e) => setRows((list) => list.map((x) => (x.key === r.key ? { ...x, text: e.target.value } : x)))}
                  data-testid={`library-editor-section-${i}`}
                />
                <Button
                  variant="outline-secondary"
                  disabled={i === 0}
                  aria-label={t('library:editor.moveUp', { n: i + 1 })}
                  title={t('library:editor.moveUp', { n: i + 1 })}
                  onClick={() => move(i, -1)}
                  data-testid={`library-editor-section-up-${i}`}
                >
                  ↑
                </Button>
                <Button
                  variant="outline-secondary"
                  disabled={i === rows.length - 1}
                  aria-label={t('library:editor.moveDown', { n: i + 1 })}
                  title={t('library:editor.moveDown', { n: i + 1 })}
                  onClick={() => move(i, 1)}
                  data-testid={`library-editor-section-down-${i}`}
                >
                  ↓
                </Button>
                <Button
                  variant="outline-danger"
                  aria-label={t('library:editor.remove', { n: i + 1 })}
                  title={t('library:editor.remove', { n: i + 1 })}
                  onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                  data-testid={`library-editor-section-remove-${i}`}
                >
                  ×
                </Button>
              </InputGroup>
            ))}
            <Button
              size="sm"
              variant="outline-primary"
              className="mt-1"
              disabled={rows.length >= sectionsMax}
              onClick={() => setRows((list) => [...list, row('')])}
              data-testid="library-editor-section-add"
            >
              {t('library:editor.addSection')}
            </Button>
            {invalid.has('sections') && (
              <div className="invalid-feedback d-block" data-testid="library-editor-sections-error">
                {t('library:editor.errors.sections')}
              </div>
            )}
          </fieldset>

          <Form.Group controlId="library-editor-prompt">
            <Form.Label>{t('library:editor.prompt')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              value={prompt}
              maxLength={promptMax}
              isInvalid={invalid.has('prompt')}
              onChange={(e) => setPrompt(e.target.value)}
              data-testid="library-editor-prompt"
            />
            <Form.Text>{t('library:editor.promptHint')}</Form.Text>
            <Form.Control.Feedback type="invalid">{t('library:editor.errors.prompt')}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel} disabled={saving} data-testid="library-editor-cancel">
            {t('library:editor.cancel')}
          </Button>
          <Button type="submit" disabled={saving} data-testid="library-editor-save">
            {saving ? t('library:editor.saving') : t('library:editor.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
