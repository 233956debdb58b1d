// Entry point of the Cloud Functions: initialises Firebase and re-exports, nothing else.
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export { api } from './api/function';
export { onUserCreated } from './users/on-user-created';
export { onUserDeleted } from './users/on-user-deleted';
