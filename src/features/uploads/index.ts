// The uploads feature's screens: the Files panel.
export { UploadPanel } from './components/upload-panel';
export * from './model';
