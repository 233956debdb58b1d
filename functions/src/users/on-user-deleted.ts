// Auth trigger: a deleted account takes its record, sessions, secrets and referral
// code with it (account deletion, and a registration that failed half-way).
import * as functionsV1 from 'firebase-functions/v1';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteUserData } from './user-store';

export const onUserDeleted = functionsV1.auth.user().onDelete(async (user) => {
  await deleteUserData(getFirestore(), user.uid);
});
