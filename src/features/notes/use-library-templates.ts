// The note types the notes panel offers: the clinician's visible templates (favorites
// first), built-ins with their edits and their own, as the Note Library keeps them.
import { useEffect, useState } from 'react';
import { resolveLibrary, visibleTemplates, type LibraryTemplate, type StoredTemplateDoc } from '@shared/note-library';

export function useLibraryTemplates(uid: string, language: 'en' | 'fr'): LibraryTemplate[] {
  const [docs, setDocs] = useState<StoredTemplateDoc[]>([]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../note-library/template-store').then(({ watchTemplates }) =>
      watchTemplates(uid, setDocs, () => setDocs([])).then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      }),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid]);
  return visibleTemplates(resolveLibrary(docs, language));
}
