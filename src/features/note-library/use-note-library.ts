// The clinician's note library as screens use it: the list the stored documents make with
// the built-ins (resolveLibrary), from the live `noteTemplates` query; notes are also written
// with their practice's shared templates. The documents stay in the api cache, which the
// persisted store never keeps: they are the clinician's own wording.
import { useMemo } from 'react';
import { resolveLibrary, visibleTemplates, type LibraryTemplate } from '@shared/note-library';
import type { NoteTemplateLanguage } from '@shared/note-templates';
import { practiceLibraryTemplate } from '@shared/practices';
import { useNoteTemplatesQuery } from './api';
import { usePracticeLibrary } from './use-practice-library';

export type LibraryStatus = 'loading' | 'ready' | 'error';

export interface NoteLibrary {
  status: LibraryStatus;
  /** Built-ins (with the clinician's changes), then custom templates. */
  list: LibraryTemplate[];
}

/** User `uid`'s library in `language`: 'loading' until the first documents arrive, 'error' when they cannot be read. */
export function useNoteLibrary(uid: string, language: NoteTemplateLanguage): NoteLibrary {
  const { currentData, isError } = useNoteTemplatesQuery(uid);
  const list = useMemo(() => resolveLibrary(currentData ?? [], language), [currentData, language]);
  const status: LibraryStatus = currentData ? 'ready' : isError ? 'error' : 'loading';
  return { status, list };
}

/**
 * The templates a note can be written with: the visible ones, favorites first, then the
 * shared templates of the clinician's practice (by title). Until the documents arrive, or
 * when they cannot be read, the built-ins as they ship.
 */
export function useVisibleTemplates(uid: string, language: NoteTemplateLanguage): LibraryTemplate[] {
  const { data } = useNoteTemplatesQuery(uid);
  const { templates: shared } = usePracticeLibrary(uid);
  return useMemo(
    () => [...visibleTemplates(resolveLibrary(data ?? [], language)), ...shared.map(practiceLibraryTemplate)],
    [data, language, shared],
  );
}
