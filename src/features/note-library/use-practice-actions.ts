// What the note library does with the practice's shared templates: copy one into the
// clinician's own library (any member), publish one of their own custom templates (again: the
// practice's copy is updated) or unpublish it (the practice's owner and admins). Each says so in
// a toast when done; a refusal is shown in place, in the server's words. The practice's copy is
// never edited here: trying to says how to change one's own copy instead.
import { useCallback } from 'react';
import { failureMessage } from '../../app/api-errors';
import { isApiFailure } from '../../app/api';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/toast/notify';
import { useCopyPracticeTemplateMutation, usePublishToPracticeMutation, useUnpublishFromPracticeMutation } from './practice-api';
import type { PracticeLibrary } from './use-practice-library';

export interface PracticeActions {
  /** The clinician's own template being published or unpublished, or null. */
  busyOwnId: string | null;
  /** The shared template being copied or unpublished, or null. */
  busySharedId: string | null;
  /** Publishes own template `id` (or updates the practice's copy of it). */
  publish: (id: string) => Promise<boolean>;
  /** Unpublishes the shared template made from own template `id`. */
  unpublishOwn: (id: string) => Promise<boolean>;
  /** Unpublishes shared template `sharedId`. */
  unpublish: (sharedId: string) => Promise<boolean>;
  /** Copies shared template `sharedId` into the clinician's own library. */
  copy: (sharedId: string) => Promise<boolean>;
  /** Says that the practice's copy is changed by its admins only (an edit of it was attempted). */
  readOnly: () => void;
}

/** The actions on `practice`'s shared templates; `onFailure` gets the message to show when one fails. */
export function usePracticeActions(practice: PracticeLibrary, onFailure: (message: string) => void): PracticeActions {
  const { t } = useTranslation();
  const [publish, publishing] = usePublishToPracticeMutation();
  const [unpublish, unpublishing] = useUnpublishFromPracticeMutation();
  const [copy, copying] = useCopyPracticeTemplateMutation();

  const run = useCallback(
    async (call: () => Promise<unknown>, done: string) => {
      try {
        await call();
        void notify(done);
        return true;
      } catch (error) {
        const { key, values } = failureMessage(isApiFailure(error) ? error : undefined);
        onFailure(t(key, values ?? {}));
        return false;
      }
    },
    [onFailure, t],
  );

  const unpublishingId = (unpublishing.isLoading && unpublishing.originalArgs) || null;
  const unpublishingSource = [...practice.publishedFrom].find(([, shared]) => shared.id === unpublishingId)?.[0] ?? null;
  const unpublishShared = (sharedId: string) => run(() => unpublish(sharedId).unwrap(), t('library:practiceTemplates.unpublished'));
  return {
    busyOwnId: (publishing.isLoading && publishing.originalArgs) || unpublishingSource,
    busySharedId: (copying.isLoading && copying.originalArgs) || unpublishingId,
    publish: (id) =>
      run(
        () => publish(id).unwrap(),
        t(practice.publishedFrom.has(id) ? 'library:practiceTemplates.updated' : 'library:practiceTemplates.published'),
      ),
    unpublishOwn: async (id) => {
      const shared = practice.publishedFrom.get(id);
      return shared ? unpublishShared(shared.id) : false;
    },
    unpublish: unpublishShared,
    copy: (sharedId) => run(() => copy(sharedId).unwrap(), t('library:practiceTemplates.copied')),
    readOnly: () => onFailure(t('errors:practiceTemplateReadOnly')),
  };
}
