// What the Note Library screen does: favorite, hide (and show hidden notes), edit, delete
// or reset, copy and edit a built-in, create a custom note, and upload a note to generate
// one; in a practice, copy a shared template and, for its owner and admins, publish or
// unpublish their own. The last visible template cannot be deleted, reset or hidden: the
// clinician must always have a template to write notes with.
import { useRef, useState } from 'react';
import { fitContent, lastVisibleGuard, type LibraryTemplate, type TemplateContent } from '@shared/note-library';
import { isNoteTemplateId, type NoteTemplateLanguage } from '@shared/note-templates';
import { isPracticeTemplateId } from '@shared/practices';
import { useI18next, useTranslation } from '../../lib/i18n/i18n';
import { useAuth } from '../auth';
import type { CardAction } from './components/template-card';
import type { EditorDraft } from './components/template-editor';
import { useHiddenView } from './use-hidden-view';
import { useNoteLibrary } from './use-note-library';
import { useNoteUpload } from './use-note-upload';
import { usePracticeActions } from './use-practice-actions';
import { usePracticeLibrary } from './use-practice-library';
import { useTemplateWrites } from './use-template-writes';

/** A removal waiting for the clinician's confirmation. */
export interface PendingRemoval {
  kind: 'delete' | 'reset';
  template: LibraryTemplate;
}

const EMPTY_CONTENT: TemplateContent = { title: '', sections: [''], prompt: '' };

/** The signed-in clinician's library with everything its screen shows and does. */
export function useLibraryScreen() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lang: NoteTemplateLanguage = language === 'fr' ? 'fr' : 'en';
  const { user } = useAuth();
  const library = useNoteLibrary(user.uid, lang);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ serial: number; value: EditorDraft } | null>(null);
  // Kept after the dialog closes so its text does not change while it fades out.
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const [confirming, setConfirming] = useState(false);
  const serial = useRef(0);
  const writes = useTemplateWrites(user.uid, setError);
  const hidden = useHiddenView(user.uid, setError);
  const practice = usePracticeLibrary(user.uid);
  const sharing = usePracticeActions(practice, setError);

  const openEditor = (value: EditorDraft) => {
    setError(null);
    setDraft({ serial: ++serial.current, value });
  };
  const upload = useNoteUpload(
    (file, answer) =>
      openEditor({
        mode: 'upload',
        basedOn: null,
        content: fitContent(answer),
        upload: { fileName: file.name, source: answer.source, text: answer.text },
      }),
    setError,
  );

  /** Says so and answers true when `id` is the last visible template (checked before hiding, deleting or resetting). */
  const refusedAsLast = (id: string) => {
    if (!lastVisibleGuard(library.list, id)) return false;
    setError(t('errors:uiLastTemplate'));
    return true;
  };

  function onAction(action: CardAction, template: LibraryTemplate) {
    setError(null);
    const { id } = template;
    // The practice's copy is its admins' to change: a member copies it and changes the copy.
    if (isPracticeTemplateId(id)) return action === 'copy' ? void sharing.copy(id) : sharing.readOnly();
    switch (action) {
      case 'favorite':
        void writes.change(id, { kind: 'favorite', favorite: !template.favorite });
        break;
      case 'hide':
        if (!template.hidden && refusedAsLast(id)) return;
        void writes.change(id, { kind: 'hidden', hidden: !template.hidden });
        break;
      case 'edit':
        openEditor({
          mode: 'edit',
          id,
          basedOn: template.basedOn,
          content: { title: template.title, sections: template.sections, prompt: template.prompt },
        });
        break;
      case 'copy':
        openEditor({
          mode: 'copy',
          basedOn: isNoteTemplateId(id) ? id : null,
          content: fitContent({
            title: t('library:copyOf', { title: template.title }),
            sections: template.sections,
            prompt: template.prompt,
          }),
        });
        break;
      case 'delete':
      case 'reset':
        if (refusedAsLast(id)) return;
        setPending({ kind: action, template });
        setConfirming(true);
        break;
      case 'publish':
        void sharing.publish(id);
        break;
      case 'unpublish':
        void sharing.unpublishOwn(id);
        break;
    }
  }

  async function confirmRemoval() {
    setConfirming(false);
    if (!pending) return;
    const { kind, template } = pending;
    if (refusedAsLast(template.id)) return;
    if (kind === 'delete') await writes.remove(template.id, t('library:deleted'));
    else await writes.change(template.id, { kind: 'reset' }, t('library:resetDone'));
  }

  async function save(value: EditorDraft, content: TemplateContent) {
    const ok =
      value.mode === 'edit' && value.id
        ? await writes.change(value.id, { kind: 'edit', content, language: lang }, t('library:saved'))
        : await writes.create(content, value.basedOn, t('library:saved'));
    if (ok) setDraft(null);
  }

  return {
    lang,
    library,
    error,
    clearError: () => setError(null),
    busyId: writes.busyId ?? sharing.busyOwnId,
    onAction,
    practice: {
      library: practice,
      busyId: sharing.busySharedId,
      copy: (sharedId: string) => void sharing.copy(sharedId),
      unpublish: (sharedId: string) => void sharing.unpublish(sharedId),
      /** The custom templates the practice holds a copy of, for those who publish (else null). */
      publishedIds: practice.canPublish ? new Set(practice.publishedFrom.keys()) : null,
    },
    editor: {
      draft,
      saving: writes.saving,
      openCreate: () => openEditor({ mode: 'create', basedOn: null, content: EMPTY_CONTENT }),
      save,
      close: () => setDraft(null),
    },
    removal: { pending, confirming, confirm: confirmRemoval, cancel: () => setConfirming(false) },
    hiddenView: hidden.view,
    toggleHidden: (on: boolean) => {
      setError(null);
      return hidden.toggle(on);
    },
    uploading: upload.uploading,
    upload: upload.upload,
  };
}
