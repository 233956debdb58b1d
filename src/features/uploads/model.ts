// The uploads feature's state, for the store and other features: the slice, its
// selectors, the upload worker, and putting a reopened session's files back.
export { uploadsReducer, selectUploads, type UploadEntry, type UploadsState } from './uploads-slice';
export { registerUploadWorker } from './upload-worker';
export { restoreSessionUploads } from './restore-uploads';
