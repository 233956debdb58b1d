// The clinician's note library, live: the stored documents (watched), the list they make
// with the built-ins (resolveLibrary), and the changes the library screen makes. Any
// screen that needs the templates (the notes panel too) can use it. The documents stay in
// this hook rather than in the store: they are the clinician's own wording, which the
// persisted store must not keep, and only screens showing the library need them.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  newCustomTemplateDoc,
  nextTemplateDoc,
  parseTemplateDoc,
  resolveLibrary,
  type LibraryTemplate,
  type StoredTemplateDoc,
  type TemplateChange,
  type TemplateContent,
} from '@shared/note-library';
import type { NoteTemplateId, NoteTemplateLanguage } from '@shared/note-templates';

const loadStore = () => import('./template-store');

/** How long showing the hidden notes may wait for the server before it counts as failed. */
export const HIDDEN_NOTES_TIMEOUT_MS = 10000;

export type LibraryStatus = 'loading' | 'ready' | 'error';

export interface NoteLibrary {
  status: LibraryStatus;
  /** Built-ins (with the clinician's changes), then custom templates. */
  list: LibraryTemplate[];
  /** Applies a change to one template (favorite, hidden, edit, reset). */
  change: (id: string, change: TemplateChange) => Promise<void>;
  /** Creates a custom template and returns its id. */
  create: (content: TemplateContent, basedOn: NoteTemplateId | null) => Promise<string>;
  /** Deletes a custom template. */
  remove: (id: string) => Promise<void>;
  /** Reads the hidden templates from the server; rejects when that fails or takes too long. */
  loadHidden: () => Promise<StoredTemplateDoc[]>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function useNoteLibrary(uid: string, language: NoteTemplateLanguage): NoteLibrary {
  const [docs, setDocs] = useState<StoredTemplateDoc[]>([]);
  const [status, setStatus] = useState<LibraryStatus>('loading');

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    setStatus('loading');
    const fail = (error: unknown) => {
      console.error(error);
      if (!cancelled) setStatus('error');
    };
    loadStore()
      .then(({ watchTemplates }) =>
        watchTemplates(
          uid,
          (next) => {
            if (cancelled) return;
            setDocs(next);
            setStatus('ready');
          },
          fail,
        ),
      )
      .then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      }, fail);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid]);

  const list = useMemo(() => resolveLibrary(docs, language), [docs, language]);

  const change = useCallback(
    async (id: string, next: TemplateChange) => {
      const stored = parseTemplateDoc(id, docs.find((d) => d.id === id)?.data);
      const { saveTemplate } = await loadStore();
      await saveTemplate(uid, id, nextTemplateDoc(id, stored, next, Date.now()));
    },
    [uid, docs],
  );

  const create = useCallback(
    async (content: TemplateContent, basedOn: NoteTemplateId | null) => {
      const { newTemplateId, saveTemplate } = await loadStore();
      const id = await newTemplateId(uid);
      await saveTemplate(uid, id, newCustomTemplateDoc(content, basedOn, Date.now()));
      return id;
    },
    [uid],
  );

  const remove = useCallback(
    async (id: string) => {
      const { deleteTemplate } = await loadStore();
      await deleteTemplate(uid, id);
    },
    [uid],
  );

  const loadHidden = useCallback(async () => {
    const { loadHiddenTemplates } = await loadStore();
    return withTimeout(loadHiddenTemplates(uid), HIDDEN_NOTES_TIMEOUT_MS);
  }, [uid]);

  return { status, list, change, create, remove, loadHidden };
}
