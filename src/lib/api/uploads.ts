// The /aws calls of session file uploads: a presigned PUT for one file, reading a stored
// file into the session (transcript or text), and deleting one.
import type { ConvertFileResponse, PresignUploadRequest, PresignUploadResponse, SessionFile } from '@shared/uploads';
import { apiCall } from './client';

export const presignUpload = (request: PresignUploadRequest) => apiCall<PresignUploadResponse>('/aws/getPresignedUrl', request);

export const convertUpload = (sessionId: string, key: string, localDate: string) =>
  apiCall<ConvertFileResponse>('/aws/convertAndUploadFile', { sessionId, key, localDate });

export const deleteUpload = (key: string) => apiCall<{ deleted: boolean }>('/aws/deleteFile', { key });

export const listUploads = (sessionId: string) => apiCall<{ files: SessionFile[] }>('/aws/listFiles', { sessionId });
