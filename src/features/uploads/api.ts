// The /uploads calls of session file uploads, as RTK Query endpoints: a presigned PUT for one
// file, reading a stored file into the session (transcript or text), listing and deleting.
import type { ConvertFileResponse, PresignUploadRequest, PresignUploadResponse, SessionFile } from '@shared/uploads';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    presignUpload: build.mutation<PresignUploadResponse, PresignUploadRequest>({
      query: (request) => ({ path: '/uploads/presign', body: request }),
    }),
    convertUpload: build.mutation<ConvertFileResponse, { sessionId: string; key: string; localDate: string }>({
      query: (request) => ({ path: '/uploads/read', body: request }),
      // What was read goes to note generation and to the note check.
      invalidatesTags: (_result, _error, { sessionId }) => [{ type: 'NoteCheck', id: sessionId }],
    }),
    deleteUpload: build.mutation<{ deleted: boolean }, string>({
      query: (key) => ({ path: '/uploads/delete', body: { key } }),
    }),
    listUploads: build.query<{ files: SessionFile[] }, string>({
      query: (sessionId) => ({ path: '/uploads/list', body: { sessionId } }),
      providesTags: (_result, _error, sessionId) => [{ type: 'Uploads', id: sessionId }],
    }),
  }),
});

// Each file's row says what went wrong with it.
showErrorsInline('presignUpload', 'convertUpload', 'deleteUpload', 'listUploads');
