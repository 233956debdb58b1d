// Registers every feature's listeners once, when the first store is made.
import { api } from './api';
import { startAppListening } from './listeners';
import { loggedOut } from '../features/auth/model';
import { registerNotesListeners } from '../features/notes/model';
import { registerUploadWorker } from '../features/uploads/model';

let registered = false;

export function registerAppListeners(): void {
  if (registered) return;
  registered = true;
  // Nothing one user's cache holds may be shown to the next.
  startAppListening({ actionCreator: loggedOut, effect: (_action, { dispatch }) => void dispatch(api.util.resetApiState()) });
  registerNotesListeners(startAppListening);
  registerUploadWorker(startAppListening);
}
