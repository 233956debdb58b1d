// The categories of a session's uploaded files, apart from the upload schemas so that the
// site's store can name them without loading the schema library.
export const UPLOAD_CATEGORIES = ['avFile', 'previsitForm', 'imageFile', 'importedNotes'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];
