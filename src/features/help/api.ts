// Help's one call: a message to support (Contact Us).
import type { ContactMessage } from '@shared/help';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactSupport: build.mutation<{ ok: boolean }, ContactMessage>({
      query: (message) => ({ path: '/contact', body: message }),
    }),
  }),
});

showErrorsInline('contactSupport');

export const { useContactSupportMutation } = helpApi;
