// The account calls that go to our API: the export of everything stored about the user.
// Its failure is shown as a toast by the api error middleware.
import { api } from '../../app/api';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Everything stored about the caller (record and saved sessions), secrets excepted. */
    exportAccountData: build.mutation<unknown, void>({
      query: () => ({ path: '/account/export' }),
    }),
  }),
});

export const { useExportAccountDataMutation } = accountApi;
