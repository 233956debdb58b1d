// The FHIR server's own calls: connect (base URL and authorisation, checked by the server before
// they are sealed) and the notes as the FHIR Bundle an export sends, for the download.
import type { Bundle } from '@medplum/fhirtypes';
import type { FhirBundleRequest, FhirConnectRequest } from '@shared/fhir';
import { api } from '../../../app/api';
import { showErrorsInline } from '../../../app/api-errors';

export const fhirApi = api.injectEndpoints({
  endpoints: (build) => ({
    connectFhir: build.mutation<{ id: 'fhir'; state: 'connected'; account: string }, FhirConnectRequest>({
      query: (body) => ({ path: '/integrations/fhir/connect', body }),
      invalidatesTags: ['Integrations'],
    }),
    fhirBundle: build.mutation<Bundle, Partial<FhirBundleRequest> & Pick<FhirBundleRequest, 'sessionId' | 'noteIds'>>({
      query: (body) => ({ path: '/integrations/fhir/bundle', body }),
      invalidatesTags: ['SessionAccess', 'StyleRules'],
    }),
  }),
});

showErrorsInline('integrations', 'connectFhir', 'fhirBundle');

export const { useConnectFhirMutation, useFhirBundleMutation } = fhirApi;
