// The integration calls: every integration's state, connect (a key, or the provider's sign-in
// page and, back from it, the completion by the tab that started it), disconnect, the patients
// of a connected system, and exporting a session's notes.
import type { ExportRequest, ExportResult, IntegrationId, IntegrationsOverview, OAuthStart, PatientPage } from '@shared/integrations';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    integrations: build.query<IntegrationsOverview, void>({
      query: () => ({ path: '/integrations' }),
      providesTags: ['Integrations'],
    }),
    saveIntegrationKey: build.mutation<unknown, { id: IntegrationId; apiKey: string }>({
      query: ({ id, apiKey }) => ({ path: `/integrations/${id}/key`, body: { apiKey } }),
      invalidatesTags: ['Integrations'],
    }),
    /**
     * The provider's sign-in page (the browser goes there; the provider sends it back to the API's
     * callback, which hands code and state to the Integrations page) and the nonce this tab keeps.
     */
    integrationAuthUrl: build.mutation<OAuthStart, { id: IntegrationId; language: string }>({
      query: ({ id, language }) => ({ path: `/integrations/${id}/auth`, body: { language } }),
    }),
    /** Back from the provider: this tab (signed in, holding the nonce) completes the connection. */
    completeIntegration: build.mutation<
      { id: IntegrationId; state: 'connected'; account: string },
      { id: IntegrationId; code: string; state: string; nonce: string }
    >({
      query: ({ id, code, state, nonce }) => ({ path: `/integrations/${id}/complete`, body: { code, state, nonce } }),
      invalidatesTags: ['Integrations'],
    }),
    disconnectIntegration: build.mutation<unknown, IntegrationId>({
      query: (id) => ({ path: `/integrations/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Integrations'],
    }),
    integrationPatients: build.query<PatientPage, { id: IntegrationId; search: string; page: number }>({
      query: ({ id, search, page }) => ({ path: `/integrations/${id}/patients?${new URLSearchParams({ search, page: String(page) })}` }),
      keepUnusedDataFor: 0,
    }),
    exportToIntegration: build.mutation<
      ExportResult,
      { id: IntegrationId; request: Partial<ExportRequest> & Pick<ExportRequest, 'sessionId' | 'noteIds' | 'patientId'> }
    >({
      query: ({ id, request }) => ({ path: `/integrations/${id}/export`, body: request }),
      invalidatesTags: ['Integrations', 'SessionAccess', 'StyleRules'],
    }),
  }),
});

// The screen and the export panel say what failed, with their own toasts.
showErrorsInline(
  'integrations',
  'saveIntegrationKey',
  'integrationAuthUrl',
  'completeIntegration',
  'disconnectIntegration',
  'integrationPatients',
  'exportToIntegration',
);

export const {
  useIntegrationsQuery,
  useSaveIntegrationKeyMutation,
  useIntegrationAuthUrlMutation,
  useCompleteIntegrationMutation,
  useDisconnectIntegrationMutation,
  useIntegrationPatientsQuery,
  useExportToIntegrationMutation,
} = integrationsApi;
