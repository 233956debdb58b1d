// The File objects behind the upload entries, by upload id. A File cannot go in the store
// (it is not serialisable), so it waits here from the pick until its bytes are stored.
const files = new Map<string, File>();

export const pickedFiles = {
  add: (id: string, file: File) => void files.set(id, file),
  get: (id: string) => files.get(id),
  forget: (id: string) => void files.delete(id),
};
