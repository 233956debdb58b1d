// The history's kinds of instruction (shared with the site, where only zod may be imported) are
// the note engine's offline kinds, in its order, and 'model': the two lists cannot drift apart.
import { INSTRUCTION_KINDS } from '@clinicscribe/clinical-notes';
import { NOTE_INSTRUCTION_KINDS } from '../../../shared/note-instructions';

it("names the note engine's offline kinds and the model's", () => {
  expect([...NOTE_INSTRUCTION_KINDS]).toEqual([...INSTRUCTION_KINDS, 'model']);
});
