// The uploads feature's screens: the Files panel.
export { UploadPanel } from './components/upload-panel';
export { restoreSessionUploads } from './restore-uploads';
export * from './model';
