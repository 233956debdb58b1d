// The connections a practice shares with its members (Cliniko and Healthie by key, a FHIR
// server), managed by its owner and admins. A change also changes what members' Integrations
// screens show and writes the practice's log, so it refreshes those too.
import type { FhirConnectRequest } from '@shared/fhir';
import type { IntegrationId, IntegrationStatus } from '@shared/integrations';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

export const practiceConnectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    practiceConnections: build.query<{ integrations: IntegrationStatus[] }, void>({
      query: () => ({ path: '/practice-connections' }),
      providesTags: ['PracticeConnections'],
    }),
    savePracticeKey: build.mutation<unknown, { id: IntegrationId; apiKey: string }>({
      query: ({ id, apiKey }) => ({ path: `/practice-connections/${id}/key`, body: { apiKey } }),
      invalidatesTags: ['PracticeConnections', 'Integrations', 'PracticeLog'],
    }),
    connectPracticeFhir: build.mutation<{ id: 'fhir'; state: 'connected'; account: string }, FhirConnectRequest>({
      query: (body) => ({ path: '/practice-connections/fhir/connect', body }),
      invalidatesTags: ['PracticeConnections', 'Integrations', 'PracticeLog'],
    }),
    disconnectPractice: build.mutation<unknown, IntegrationId>({
      query: (id) => ({ path: `/practice-connections/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PracticeConnections', 'Integrations', 'PracticeLog'],
    }),
  }),
});

showErrorsInline('integrations', 'practiceConnections', 'savePracticeKey', 'connectPracticeFhir', 'disconnectPractice');

export const { usePracticeConnectionsQuery, useSavePracticeKeyMutation, useConnectPracticeFhirMutation, useDisconnectPracticeMutation } =
  practiceConnectionsApi;
