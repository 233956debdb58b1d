// The Note Library: favorites first; favorite, hide (and show hidden notes), edit, delete
// or reset, copy and edit a built-in, create a custom note, and upload a note to generate
// one; for a member of a practice, its shared templates. What each action does lives in
// useLibraryScreen.
import React from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLibraryScreen } from '../use-library-screen';
import { LibraryHeader } from './library-header';
import { LibraryLists } from './library-lists';
import { PracticeTemplates } from './practice-templates';
import { TemplateEditor } from './template-editor';

export function NoteLibraryScreen() {
  const { t } = useTranslation();
  const screen = useLibraryScreen();
  const { library, editor, removal, practice } = screen;
  const resetting = removal.pending?.kind === 'reset';

  return (
    <>
      <LibraryHeader
        ready={library.status === 'ready'}
        uploading={screen.uploading}
        onCreate={editor.openCreate}
        onUpload={(e) => void screen.upload(e)}
      />

      {screen.error && (
        <Alert variant="danger" dismissible onClose={screen.clearError} data-testid="library-error">
          {screen.error}
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
        <LibraryLists
          list={library.list}
          lang={screen.lang}
          busyId={screen.busyId}
          hiddenView={screen.hiddenView}
          publishedIds={practice.publishedIds}
          onToggleHidden={(on) => void screen.toggleHidden(on)}
          onAction={screen.onAction}
        />
      )}
      <PracticeTemplates
        practice={practice.library}
        lang={screen.lang}
        busyId={practice.busyId}
        onCopy={practice.copy}
        onUnpublish={practice.unpublish}
      />

      {editor.draft && (
        <TemplateEditor
          key={editor.draft.serial}
          draft={editor.draft.value}
          saving={editor.saving}
          onSave={editor.save}
          onCancel={editor.close}
        />
      )}
      <ConfirmDialog
        show={removal.confirming}
        title={t(resetting ? 'library:confirm.resetTitle' : 'library:confirm.deleteTitle')}
        body={t(resetting ? 'library:confirm.resetBody' : 'library:confirm.deleteBody', { title: removal.pending?.template.title ?? '' })}
        confirmLabel={t(resetting ? 'library:confirm.reset' : 'library:confirm.delete')}
        cancelLabel={t('library:confirm.cancel')}
        variant="danger"
        testId="library-confirm"
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
