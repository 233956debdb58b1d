// The clinician's note library as RTK Query endpoints: the stored documents, live; the
// hidden ones read from the server; and the writes the library screen makes. Firestore
// writes reach the live documents by themselves, so the writes only mark the hidden list
// stale. src/lib/firebase/note-templates.ts is loaded on first use: it pulls in the Firestore SDK.
import {
  newCustomTemplateDoc,
  nextTemplateDoc,
  parseTemplateDoc,
  type StoredTemplateDoc,
  type TemplateChange,
  type TemplateContent,
} from '@shared/note-library';
import type { NoteTemplateId } from '@shared/note-templates';
import { api, snapshotEndpoint, toApiFailure, type ApiFailure } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';
import type { RootState } from '../../app/store';
import { reportError } from '../../lib/report-error';

const loadStore = () => import('../../lib/firebase/note-templates');

/** How long showing the hidden notes may wait for the server before it counts as failed. */
export const HIDDEN_NOTES_TIMEOUT_MS = 10000;

/** Rejects with a 'timeout' error when `promise` has not settled within `ms`. */
async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a Firestore call as a queryFn: its value as data, a failure as an ApiFailure (logged). */
async function attempt<T>(call: () => Promise<T>): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    return { data: await call() };
  } catch (error) {
    reportError(error);
    return { error: toApiFailure(error) };
  }
}

/** Watches user `uid`'s documents (the template store is loaded on first use: it brings the Firestore SDK). */
async function watchStoredTemplates(
  uid: string,
  onData: (docs: StoredTemplateDoc[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { watchTemplates } = await loadStore();
  return watchTemplates(uid, onData, onError);
}

export const noteLibraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every stored document of user `uid`'s library, kept up to date while a screen shows it. */
    noteTemplates: build.query<StoredTemplateDoc[], string>({
      ...snapshotEndpoint(watchStoredTemplates),
    }),
    /** The hidden documents read from the server (not the local cache); fails after HIDDEN_NOTES_TIMEOUT_MS. */
    hiddenTemplates: build.query<StoredTemplateDoc[], string>({
      queryFn: (uid) =>
        attempt(async () => {
          const { loadHiddenTemplates } = await loadStore();
          return withinTime(loadHiddenTemplates(uid), HIDDEN_NOTES_TIMEOUT_MS);
        }),
      providesTags: ['HiddenTemplates'],
      keepUnusedDataFor: 0,
    }),
    /** Applies a change (favorite, hidden, edit, reset) to template `id`, from its stored document. */
    saveTemplateChange: build.mutation<null, { uid: string; id: string; change: TemplateChange }>({
      queryFn: ({ uid, id, change }, { getState }) =>
        attempt(async () => {
          const docs = noteLibraryApi.endpoints.noteTemplates.select(uid)(getState() as RootState).data ?? [];
          const stored = parseTemplateDoc(id, docs.find((d) => d.id === id)?.data);
          const { saveTemplate } = await loadStore();
          await saveTemplate(uid, id, nextTemplateDoc(id, stored, change, Date.now()));
          return null;
        }),
      invalidatesTags: (_result, _error, { change }) => (change.kind === 'hidden' ? ['HiddenTemplates'] : []),
    }),
    /** Creates a custom template and answers its new id. */
    createTemplate: build.mutation<string, { uid: string; content: TemplateContent; basedOn: NoteTemplateId | null }>({
      queryFn: ({ uid, content, basedOn }) =>
        attempt(async () => {
          const { newTemplateId, saveTemplate } = await loadStore();
          const id = await newTemplateId(uid);
          await saveTemplate(uid, id, newCustomTemplateDoc(content, basedOn, Date.now()));
          return id;
        }),
    }),
    /** Deletes a custom template (a hidden one leaves the hidden list). */
    deleteTemplate: build.mutation<null, { uid: string; id: string }>({
      queryFn: ({ uid, id }) =>
        attempt(async () => {
          const { deleteTemplate } = await loadStore();
          await deleteTemplate(uid, id);
          return null;
        }),
      invalidatesTags: ['HiddenTemplates'],
    }),
  }),
});

// The library screen says in place what failed; the notes panel falls back to the built-ins.
showErrorsInline('noteTemplates', 'hiddenTemplates', 'saveTemplateChange', 'createTemplate', 'deleteTemplate');

export const {
  useNoteTemplatesQuery,
  useLazyHiddenTemplatesQuery,
  useSaveTemplateChangeMutation,
  useCreateTemplateMutation,
  useDeleteTemplateMutation,
} = noteLibraryApi;
