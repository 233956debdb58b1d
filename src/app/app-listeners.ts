// The signed-in workspace's listeners (stop → the default note; the upload worker), and
// sign-out's audio step (the recording feature's buffer, handed to auth, which sits below
// it), registered once by <RequireAuth>, so the sign-in pages do not load them.
import { startAppListening } from './listeners';
import { provideSignOutAudio } from '../features/auth/model';
import { registerNotesListeners } from '../features/notes/model';
import { recordingBuffer } from '../features/session/model';
import { registerUploadWorker } from '../features/uploads/model';

let registered = false;

export function registerAppListeners(): void {
  if (registered) return;
  registered = true;
  registerNotesListeners(startAppListening);
  registerUploadWorker(startAppListening);
  provideSignOutAudio(recordingBuffer);
}
