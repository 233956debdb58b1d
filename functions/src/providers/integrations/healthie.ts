// Healthie (API key, GraphQL): `Authorization: Basic <key>` with `AuthorizationSource: API`.
// Clients are searched with users(keywords); a note becomes a charting note:
// createFormAnswerGroup on the form configured (HEALTHIE_NOTE_FORM_ID, its answer field
// HEALTHIE_NOTE_FIELD_ID), finished.
import type { PatientPage } from '../../shared/integrations';
import { remoteExcerpt } from '../../security/outbound-http';
import { callProvider, IntegrationError } from './provider-http';
import { patient, type KeyAdapter, type KeyCredentials } from './adapter';
import { config } from '../../config';

const PAGE_SIZE = 20;
const endpoint = () => config().integrations.healthie.apiUrl;

async function graphql<T>(apiKey: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await callProvider<{ data: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }>(endpoint(), {
    method: 'POST',
    headers: { authorization: `Basic ${apiKey}`, authorizationsource: 'API', 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (answer.errors?.length) {
    const unauthenticated = answer.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || /invalid/i.test(e.message));
    throw new IntegrationError(
      remoteExcerpt(String(answer.errors[0].message ?? '')) || 'Healthie refused the call',
      unauthenticated ? 401 : 400,
    );
  }
  if (!answer.data) throw new IntegrationError('Healthie returned no data', 502);
  return answer.data;
}

export const healthie: KeyAdapter = {
  auth: 'key',

  async verify(apiKey) {
    const data = await graphql<{ currentUser: { first_name?: string; organization?: { name?: string } } | null }>(
      apiKey,
      'query CurrentUser { currentUser { id first_name organization { name } } }',
    );
    if (!data.currentUser) throw new IntegrationError('API Key is Invalid', 401);
    return { account: data.currentUser.organization?.name || data.currentUser.first_name || 'Healthie' };
  },

  async searchPatients(credentials: KeyCredentials, search: string, page: number): Promise<PatientPage> {
    const data = await graphql<{
      users: Array<{ id: string; first_name: string; last_name: string; dob?: string; email?: string }>;
      usersCount: number;
    }>(
      credentials.apiKey,
      'query Users($keywords: String, $offset: Int, $page_size: Int) { users(keywords: $keywords, offset: $offset, page_size: $page_size) { id first_name last_name dob email } usersCount(keywords: $keywords) }',
      { keywords: search, offset: (page - 1) * PAGE_SIZE, page_size: PAGE_SIZE },
    );
    return {
      patients: data.users.map((u) => patient(u.id, u.first_name, u.last_name, [u.dob, u.email].filter(Boolean).join(' · '))),
      nextPage: page * PAGE_SIZE < data.usersCount ? page + 1 : null,
    };
  },

  async exportNote(credentials, patientId, note) {
    const data = await graphql<{
      createFormAnswerGroup: { form_answer_group: { id: string } | null; messages: Array<{ field: string; message: string }> };
    }>(
      credentials.apiKey,
      'mutation CreateFormAnswerGroup($input: createFormAnswerGroupInput) { createFormAnswerGroup(input: $input) { form_answer_group { id } messages { field message } } }',
      {
        input: {
          custom_module_form_id: config().integrations.healthie.noteFormId,
          user_id: patientId,
          finished: !note.draft,
          form_answers: [{ custom_module_id: config().integrations.healthie.noteFieldId, answer: note.text, user_id: patientId }],
        },
      },
    );
    const made = data.createFormAnswerGroup;
    if (!made.form_answer_group)
      throw new IntegrationError(remoteExcerpt(String(made.messages[0]?.message ?? '')) || 'Healthie refused the note', 422);
    return { externalId: made.form_answer_group.id, url: null };
  },
};
