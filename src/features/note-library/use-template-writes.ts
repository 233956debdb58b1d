// The library screen's writes: each says so in a toast when it is done, and on failure
// shows the save error in place (the clinician's edits stay in the form).
import { useCallback } from 'react';
import type { TemplateChange, TemplateContent } from '@shared/note-library';
import type { NoteTemplateId } from '@shared/note-templates';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/toast/notify';
import { useCreateTemplateMutation, useDeleteTemplateMutation, useSaveTemplateChangeMutation } from './api';

export interface TemplateWrites {
  /** The template being written, or null. */
  busyId: string | null;
  /** True while an edited or new template is being saved. */
  saving: boolean;
  /** Each resolves true when the write succeeded, false when it failed (after `onFailure`). */
  change: (id: string, change: TemplateChange, done?: string) => Promise<boolean>;
  create: (content: TemplateContent, basedOn: NoteTemplateId | null, done?: string) => Promise<boolean>;
  remove: (id: string, done?: string) => Promise<boolean>;
}

/** Writes to user `uid`'s library; `onFailure` gets the message to show when one fails. */
export function useTemplateWrites(uid: string, onFailure: (message: string) => void): TemplateWrites {
  const { t } = useTranslation();
  const [saveChange, changeState] = useSaveTemplateChangeMutation();
  const [createTemplate, createState] = useCreateTemplateMutation();
  const [deleteTemplate, deleteState] = useDeleteTemplateMutation();

  const run = useCallback(
    async (write: () => Promise<unknown>, done?: string) => {
      try {
        await write();
        if (done) void notify(done);
        return true;
      } catch {
        // The endpoint logged the failure.
        onFailure(t('library:saveFailed'));
        return false;
      }
    },
    [onFailure, t],
  );

  const busyId = changeState.isLoading
    ? (changeState.originalArgs?.id ?? null)
    : deleteState.isLoading
      ? (deleteState.originalArgs?.id ?? null)
      : null;
  return {
    busyId,
    saving: createState.isLoading || (changeState.isLoading && changeState.originalArgs?.change.kind === 'edit'),
    change: (id, change, done) => run(() => saveChange({ uid, id, change }).unwrap(), done),
    create: (content, basedOn, done) => run(() => createTemplate({ uid, content, basedOn }).unwrap(), done),
    remove: (id, done) => run(() => deleteTemplate({ uid, id }).unwrap(), done),
  };
}
