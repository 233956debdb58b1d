// The one module that imports recoil. Recoil holds small UI state that a few sibling
// components share and nothing else needs: no server data, nothing persisted. It is
// unmaintained, so nothing outside this module knows it is recoil: replacing it means
// rewriting these few exports.
import { atom, RecoilRoot, useRecoilState } from 'recoil';

export { RecoilRoot as LocalUiStateRoot };

/** The notes the clinician unticked for copy and download (every other note is included). */
const excludedNotes = atom<string[]>({ key: 'notes/excludedFromExport', default: [] });

/** Which notes go into copy and download: all but those unticked. */
export function useNoteSelection(): { isSelected: (noteId: string) => boolean; setSelected: (noteId: string, on: boolean) => void } {
  const [excluded, setExcluded] = useRecoilState(excludedNotes);
  return {
    isSelected: (noteId) => !excluded.includes(noteId),
    setSelected: (noteId, on) =>
      setExcluded((list) => (on ? list.filter((id) => id !== noteId) : [...list.filter((id) => id !== noteId), noteId])),
  };
}
