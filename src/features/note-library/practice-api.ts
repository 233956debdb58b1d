// The practice's shared templates as RTK Query endpoints: the templates, live from Firestore
// (members read them under the rules), and the calls that change them or copy one, through
// the API (the server checks the caller's membership and role). A copy lands in the
// clinician's own library, whose live documents show it by themselves.
import type { PracticeTemplateView } from '@shared/practices';
import { api, snapshotEndpoint } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

const loadStore = () => import('../../lib/firebase/practice-templates');

export const practiceTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Practice `practiceId`'s shared templates, by title, kept up to date while a screen shows them. */
    practiceTemplates: build.query<PracticeTemplateView[], string>({
      ...snapshotEndpoint(async (practiceId: string, onData: (templates: PracticeTemplateView[]) => void, onError) =>
        (await loadStore()).watchPracticeTemplates(practiceId, onData, onError),
      ),
    }),
    /** Publishes one of the caller's own custom templates to their practice (again: updates the practice's copy). */
    publishToPractice: build.mutation<{ template: PracticeTemplateView }, string>({
      query: (templateId) => ({ path: '/practice-templates/publish', body: { templateId } }),
    }),
    /** Takes a shared template out of the practice (by the shared template's id). */
    unpublishFromPractice: build.mutation<{ id: string }, string>({
      query: (templateId) => ({ path: '/practice-templates/unpublish', body: { templateId } }),
    }),
    /** Copies a shared template into the caller's own library; answers the copy's id. */
    copyPracticeTemplate: build.mutation<{ id: string }, string>({
      query: (templateId) => ({ path: '/practice-templates/copy', body: { templateId } }),
    }),
  }),
});

// The library screen says in place what failed; the notes panel goes on with the clinician's own templates.
showErrorsInline('practiceTemplates', 'publishToPractice', 'unpublishFromPractice', 'copyPracticeTemplate');

export const {
  usePracticeTemplatesQuery,
  usePublishToPracticeMutation,
  useUnpublishFromPracticeMutation,
  useCopyPracticeTemplateMutation,
} = practiceTemplatesApi;
