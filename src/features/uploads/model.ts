// The uploads feature's state, for the store and other features: the slice, its
// selectors and the upload worker.
export { uploadsReducer, selectUploads, type UploadEntry, type UploadsState } from './uploads-slice';
export { registerUploadWorker } from './upload-worker';
