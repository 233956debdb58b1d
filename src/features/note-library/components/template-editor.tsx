// The edit form of a template, in a modal: title, section headings (add, remove, reorder)
// and prompt. Used to edit any template, to create a custom one from scratch, from a copy
// of a built-in, or from an uploaded note's proposal.
import React from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { NOTE_LIBRARY_LIMITS, type TemplateContent } from '@shared/note-library';
import type { NoteImportSource } from '@shared/note-import';
import type { NoteTemplateId } from '@shared/note-templates';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useTemplateForm } from '../use-template-form';
import { SectionRowsField } from './section-rows-field';
import { UploadSourceNote } from './upload-source-note';

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
  /** True while the save is under way: the buttons wait. */
  saving: boolean;
  /** Saves valid content; closing the form on success is the caller's. */
  onSave: (draft: EditorDraft, content: TemplateContent) => Promise<void>;
  onCancel: () => void;
}

const { titleMax, promptMax } = NOTE_LIBRARY_LIMITS;

export function TemplateEditor({ draft, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useTemplateForm(draft.content, (content) => void onSave(draft, content));
  const { sections } = form;

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
      <Form noValidate onSubmit={form.submit}>
        <Modal.Header>
          <Modal.Title as="h2" className="h5">
            {heading}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {draft.upload && <UploadSourceNote upload={draft.upload} />}
          <Form.Group className="mb-3" controlId="library-editor-title">
            <Form.Label>{t('library:editor.title')}</Form.Label>
            <Form.Control
              value={form.title}
              maxLength={titleMax}
              isInvalid={form.invalid.has('title')}
              onChange={(e) => form.setTitle(e.target.value)}
              data-testid="library-editor-title"
            />
            <Form.Control.Feedback type="invalid">{t('library:editor.errors.title')}</Form.Control.Feedback>
          </Form.Group>

          <SectionRowsField
            rows={sections.rows}
            invalid={form.invalid.has('sections')}
            onAdd={sections.add}
            onEdit={sections.edit}
            onRemove={sections.remove}
            onMove={sections.move}
          />

          <Form.Group controlId="library-editor-prompt">
            <Form.Label>{t('library:editor.prompt')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              value={form.prompt}
              maxLength={promptMax}
              isInvalid={form.invalid.has('prompt')}
              onChange={(e) => form.setPrompt(e.target.value)}
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
