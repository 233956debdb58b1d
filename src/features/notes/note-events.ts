// One line of a note generation's stream, as an action: the endpoint that reads the
// stream dispatches it, and the notes slice stores what it says.
import { createAction } from '@reduxjs/toolkit';
import type { NoteStreamEvent } from '@shared/notes';

export const noteStreamed = createAction<NoteStreamEvent>('notes/noteStreamed');
