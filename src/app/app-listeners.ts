// The signed-in workspace's listeners (stop → the default note; the upload worker), registered
// once by <RequireAuth>, so the sign-in pages do not load them.
import { startAppListening } from './listeners';
import { registerNotesListeners } from '../features/notes/model';
import { registerUploadWorker } from '../features/uploads/model';

let registered = false;

export function registerAppListeners(): void {
  if (registered) return;
  registered = true;
  registerNotesListeners(startAppListening);
  registerUploadWorker(startAppListening);
}
