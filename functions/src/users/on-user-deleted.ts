// Auth trigger: a deleted account takes its record (with its sessions and sign-in records), secrets, referral code and
// uploaded files and recorded audio with it (account deletion, and a registration that failed half-way). First its
// revocation marker: the Firestore rules then refuse every token of the account, which they would otherwise honour
// until it expires (up to an hour), and nothing can be written back while the data goes.
import * as functionsV1 from 'firebase-functions/v1';
import { getFirestore } from 'firebase-admin/firestore';
import { uploadsStore } from '../providers/storage/s3-store';
import { configuredAudioStore } from '../providers/storage/configured-audio-store';
import { revokeDeletedAccount } from '../security/revocations';
import { userUploadPrefix } from '../shared/uploads';
import { deleteUserData } from './user-store';

export const onUserDeleted = functionsV1.auth.user().onDelete(async (user) => {
  await revokeDeletedAccount(getFirestore(), user.uid);
  await deleteUserData(getFirestore(), user.uid);
  await uploadsStore().deletePrefix(userUploadPrefix(user.uid));
  await configuredAudioStore().removeUser(user.uid);
});
