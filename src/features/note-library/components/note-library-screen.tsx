// The Note Library (spec section 2): favorites first; favorite, hide (and show hidden
// notes), edit, delete or reset, copy and edit a built-in, create a custom note, and
// upload a note to generate one. The last visible template cannot be deleted, reset or
// hidden (spec section 5).
import React, { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { fitContent, hiddenTemplates, lastVisibleGuard, visibleTemplates, type LibraryTemplate, type TemplateContent } from '@shared/note-library';
import { NOTE_SOURCE_FILE_TYPES } from '@shared/limits';
import { NOTE_TEMPLATES, isNoteTemplateId } from '@shared/note-templates';
import { ApiError } from '@shared/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { useAuth } from '../../auth/components/require-auth';
import { useNoteLibrary } from '../use-note-library';
import { promptFromNote, uploadRefusal } from '../upload-note';
import { TemplateCard, type CardAction } from './template-card';
import { TemplateEditor, type EditorDraft } from './template-editor';

type Pending = { kind: 'delete' | 'reset'; template: LibraryTemplate };

const EMPTY_CONTENT: TemplateContent = { title: '', sections: [''], prompt: '' };

export function NoteLibraryScreen() {
  const { t, i18n } = useTranslation();
  const { language } = useI18next();
  const lang = language === 'fr' ? 'fr' : 'en';
  const { user } = useAuth();
  const library = useNoteLibrary(user.uid, lang);
  // 'loading' while the hidden notes are read from the server: the switch is on, the list not yet.
  const [hiddenView, setHiddenView] = useState<'off' | 'loading' | 'on'>('off');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ serial: number; value: EditorDraft } | null>(null);
  // Kept after the dialog closes so its text does not change while it fades out.
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const serial = useRef(0);

  const visible = visibleTemplates(library.list);
  const hidden = hiddenTemplates(library.list);
  const builtInTitle = (id: string | null) => (id ? (NOTE_TEMPLATES.find((b) => b.id === id)?.title[lang] ?? id) : null);

  const openEditor = (value: EditorDraft) => {
    setError(null);
    setDraft({ serial: ++serial.current, value });
  };

  /** Runs a write; a refusal or failure shows the save error. */
  async function write(id: string, action: () => Promise<void>, done?: string): Promise<boolean> {
    setBusy(id);
    try {
      await action();
      if (done) void notify(done);
      return true;
    } catch (failure) {
      console.error(failure);
      setError(t('library:saveFailed'));
      return false;
    } finally {
      setBusy(null);
    }
  }

  /** The rule of spec section 5, checked before hiding, deleting or resetting. */
  const refusedAsLast = (id: string) => {
    if (!lastVisibleGuard(library.list, id)) return false;
    setError(t('errors:uiLastTemplate'));
    return true;
  };

  function onAction(action: CardAction, template: LibraryTemplate) {
    setError(null);
    const { id } = template;
    switch (action) {
      case 'favorite':
        void write(id, () => library.change(id, { kind: 'favorite', favorite: !template.favorite }));
        break;
      case 'hide':
        if (!template.hidden && refusedAsLast(id)) return;
        void write(id, () => library.change(id, { kind: 'hidden', hidden: !template.hidden }));
        break;
      case 'edit':
        openEditor({ mode: 'edit', id, basedOn: template.basedOn, content: { title: template.title, sections: template.sections, prompt: template.prompt } });
        break;
      case 'copy':
        openEditor({
          mode: 'copy',
          basedOn: isNoteTemplateId(id) ? id : null,
          content: fitContent({ title: t('library:copyOf', { title: template.title }), sections: template.sections, prompt: template.prompt }),
        });
        break;
      case 'delete':
      case 'reset':
        if (refusedAsLast(id)) return;
        setPending({ kind: action, template });
        setConfirming(true);
        break;
    }
  }

  async function confirmPending() {
    setConfirming(false);
    if (!pending) return;
    const { kind, template } = pending;
    if (refusedAsLast(template.id)) return;
    if (kind === 'delete') await write(template.id, () => library.remove(template.id), t('library:deleted'));
    else await write(template.id, () => library.change(template.id, { kind: 'reset' }), t('library:resetDone'));
  }

  async function save(value: EditorDraft, content: TemplateContent): Promise<boolean> {
    const ok =
      value.mode === 'edit' && value.id
        ? await write(value.id, () => library.change(value.id as string, { kind: 'edit', content, language: lang }), t('library:saved'))
        : await write('new', () => library.create(content, value.basedOn).then(() => undefined), t('library:saved'));
    if (ok) setDraft(null);
    return ok;
  }

  async function toggleHidden(on: boolean) {
    setError(null);
    if (!on) return setHiddenView('off');
    setHiddenView('loading');
    try {
      await library.loadHidden();
      setHiddenView('on');
    } catch (failure) {
      console.error(failure);
      setHiddenView('off');
      setError(t('errors:uiHiddenNotesError'));
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setError(null);
    const refusal = uploadRefusal(file);
    if (refusal) {
      setError(t(`errors:${refusal.key}`, { types: refusal.params.types, limit: t('library:upload.megabytes', { count: refusal.params.limitMb }) }));
      return;
    }
    setUploading(true);
    try {
      const answer = await promptFromNote(file);
      openEditor({
        mode: 'upload',
        basedOn: null,
        content: fitContent(answer),
        upload: { fileName: file.name, source: answer.source, text: answer.text },
      });
    } catch (failure) {
      // A refusal with a catalogue key is an answer, not a fault: only the rest is logged.
      const key = failure instanceof ApiError ? failure.key : undefined;
      if (key && i18n.exists(`errors:${key}`)) return setError(t(`errors:${key}`));
      console.error(failure);
      setError(t(failure instanceof ApiError && failure.status === 0 ? 'library:upload.unreachable' : 'library:upload.failed'));
    } finally {
      setUploading(false);
    }
  }

  const cards = (templates: LibraryTemplate[], testId: string) => (
    <Row xs={1} md={2} xl={3} className="g-3 mb-4" data-testid={testId}>
      {templates.map((template) => (
        <Col key={template.id}>
          <TemplateCard template={template} basedOnTitle={builtInTitle(template.basedOn)} busy={busy === template.id} onAction={onAction} />
        </Col>
      ))}
    </Row>
  );

  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <div className="me-auto">
          <h1 className="h4 mb-1">{t('library:title')}</h1>
          <p className="text-muted mb-0">{t('library:intro')}</p>
        </div>
        <Button onClick={() => openEditor({ mode: 'create', basedOn: null, content: EMPTY_CONTENT })} disabled={library.status !== 'ready'} data-testid="library-create">
          {t('library:create')}
        </Button>
        <div>
          <label htmlFor="library-upload-input" className={`btn btn-outline-primary mb-0${uploading || library.status !== 'ready' ? ' disabled' : ''}`}>
            {uploading ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" />
                {t('library:upload.reading')}
              </>
            ) : (
              t('library:upload.button')
            )}
          </label>
          <input
            id="library-upload-input"
            type="file"
            className="visually-hidden"
            accept={NOTE_SOURCE_FILE_TYPES.join(',')}
            disabled={uploading || library.status !== 'ready'}
            onChange={(e) => void upload(e)}
            data-testid="library-upload-input"
          />
        </div>
      </div>
      <p className="small text-muted">{t('library:upload.hint')}</p>

      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)} data-testid="library-error">
          {error}
        </Alert>
      )}

      {library.status === 'loading' && (
        <div className="d-flex align-items-center py-4" role="status" aria-live="polite">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('library:loading')}
        </div>
      )}
      {library.status === 'error' && (
        <Alert variant="danger" data-testid="library-load-error">
          {t('library:loadFailed')}
        </Alert>
      )}
      {library.status === 'ready' && (
        <>
          <Form.Check
            type="switch"
            id="library-show-hidden"
            className="mb-3"
            label={t('library:showHidden', { count: hidden.length })}
            checked={hiddenView !== 'off'}
            disabled={hiddenView === 'loading'}
            onChange={(e) => void toggleHidden(e.target.checked)}
            data-testid="library-show-hidden"
          />
          {cards(visible, 'library-visible')}
          {hiddenView === 'loading' && (
            <div className="d-flex align-items-center mb-3" role="status" aria-live="polite">
              <Spinner animation="border" size="sm" className="me-2" />
              {t('library:loadingHidden')}
            </div>
          )}
          {hiddenView === 'on' && (
            <section aria-labelledby="library-hidden-title">
              <h2 id="library-hidden-title" className="h5">
                {t('library:hiddenTitle')}
              </h2>
              {hidden.length === 0 ? (
                <p className="text-muted" data-testid="library-no-hidden">
                  {t('library:noHidden')}
                </p>
              ) : (
                cards(hidden, 'library-hidden')
              )}
            </section>
          )}
        </>
      )}

      {draft && <TemplateEditor key={draft.serial} draft={draft.value} onSave={save} onCancel={() => setDraft(null)} />}
      <ConfirmDialog
        show={confirming}
        title={t(pending?.kind === 'reset' ? 'library:confirm.resetTitle' : 'library:confirm.deleteTitle')}
        body={t(pending?.kind === 'reset' ? 'library:confirm.resetBody' : 'library:confirm.deleteBody', { title: pending?.template.title ?? '' })}
        confirmLabel={t(pending?.kind === 'reset' ? 'library:confirm.reset' : 'library:confirm.delete')}
        cancelLabel={t('library:confirm.cancel')}
        variant="danger"
        testId="library-confirm"
        onConfirm={() => void confirmPending()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
