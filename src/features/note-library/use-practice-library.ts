// The clinician's practice as the note library sees it: which practice their record names,
// whether they may publish to it (its owner and admins; the server checks again), and its
// shared templates, live. A clinician in no practice reads nothing and sees nothing of it.
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isPracticeAdmin, type PracticeTemplateView } from '@shared/practices';
import { useProfileQuery } from '../../app/user-record-api';
import { usePracticeTemplatesQuery } from './practice-api';

export interface PracticeLibrary {
  /** The practice's id, or null when the clinician belongs to none. */
  practiceId: string | null;
  /** The clinician is the practice's owner or an admin: they publish and unpublish. */
  canPublish: boolean;
  status: 'loading' | 'ready' | 'error';
  /** The shared templates, by title (none until they arrive, or when they cannot be read). */
  templates: PracticeTemplateView[];
  /** The shared template published from each of the clinician's own templates, by their template's id. */
  publishedFrom: ReadonlyMap<string, PracticeTemplateView>;
}

const NONE: PracticeTemplateView[] = [];

/** User `uid`'s practice and its shared templates. */
export function usePracticeLibrary(uid: string): PracticeLibrary {
  const practice = useProfileQuery(uid).data?.practice ?? null;
  const { currentData, isError } = usePracticeTemplatesQuery(practice?.practiceId ?? skipToken);
  const templates = currentData ?? NONE;
  const publishedFrom = useMemo(
    () => new Map(templates.filter((t) => t.publishedBy === uid).map((t) => [t.sourceId, t] as const)),
    [templates, uid],
  );
  return {
    practiceId: practice?.practiceId ?? null,
    canPublish: isPracticeAdmin(practice?.role),
    status: currentData ? 'ready' : isError ? 'error' : 'loading',
    templates,
    publishedFrom,
  };
}
