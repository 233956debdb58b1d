// users/{uid}/noteTemplates: the only module that touches the clinician's note library in
// Firestore (beside the user record's own module, the one site module the user-record lint
// rule lets name a path under users/). Documents are written whole (setDoc without merge), so "reset to default"
// drops a built-in's edited content by writing its preferences alone; the rules check
// every document's shape (firestore.rules). Loaded on demand: it pulls in the Firestore SDK.
import { collection, deleteDoc, doc, getDocsFromServer, onSnapshot, query, setDoc, where } from 'firebase/firestore';
import type { NoteTemplateDoc, StoredTemplateDoc } from '@shared/note-library';
import { getDb } from './firestore';

const templates = async (uid: string) => collection(await getDb(), 'users', uid, 'noteTemplates');

/**
 * Calls back with every stored document of the library on each change; `onError` when
 * the listener fails (it then stops). Returns the unsubscribe function.
 */
export async function watchTemplates(
  uid: string,
  onDocs: (docs: StoredTemplateDoc[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  return onSnapshot(await templates(uid), (snapshot) => onDocs(snapshot.docs.map((d) => ({ id: d.id, data: d.data() }))), onError);
}

/** The hidden templates' documents, read from the server (not the local cache). */
export async function loadHiddenTemplates(uid: string): Promise<StoredTemplateDoc[]> {
  const snapshot = await getDocsFromServer(query(await templates(uid), where('hidden', '==', true)));
  return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
}

/** Stores the whole document of template `id` (a built-in's override or a custom template). */
export async function saveTemplate(uid: string, id: string, data: NoteTemplateDoc): Promise<void> {
  await setDoc(doc(await templates(uid), id), data);
}

/** A new document id for a custom template (20 letters and digits: never a built-in id). */
export async function newTemplateId(uid: string): Promise<string> {
  return doc(await templates(uid)).id;
}

/** Deletes a custom template (or a built-in's override). */
export async function deleteTemplate(uid: string, id: string): Promise<void> {
  await deleteDoc(doc(await templates(uid), id));
}
