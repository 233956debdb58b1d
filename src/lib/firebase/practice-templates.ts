// practices/{practiceId}/templates: a practice's shared note templates, the only site module
// that reaches them. Members read them under the rules; functions write them (publishing,
// updating and unpublishing go through the API), so this module only watches. Each document
// is parsed with the shared schema; one that does not fit is left out rather than shown half.
// Loaded on demand: it pulls in the Firestore SDK.
import { collection, onSnapshot } from 'firebase/firestore';
import { practiceTemplateDocSchema, type PracticeTemplateView } from '@shared/practices';
import { getDb } from './firestore';

/** The documents as shared templates, by title. */
function toViews(docs: ReadonlyArray<{ id: string; data: () => unknown }>): PracticeTemplateView[] {
  return docs
    .flatMap((d) => {
      const parsed = practiceTemplateDocSchema.safeParse(d.data());
      return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
    })
    .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/**
 * Calls back with practice `practiceId`'s shared templates on each change; `onError` when the
 * listener fails (it then stops: the rules refuse someone who left the practice). Returns the
 * unsubscribe function.
 */
export async function watchPracticeTemplates(
  practiceId: string,
  onTemplates: (templates: PracticeTemplateView[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const templates = collection(await getDb(), 'practices', practiceId, 'templates');
  return onSnapshot(templates, (snapshot) => onTemplates(toViews(snapshot.docs)), onError);
}
