// The client's record of a session's files: per-category counts, names and sizes and the
// totals; what counts towards the session's 15 MB; when a new pick must wait; and that a new
// session, a cleared one or a logout forget the files.
import { loggedOut } from '../../auth/model';
import { initialSessionState, sessionCleared, sessionStarted } from '../../session/model';
import {
  isUploading,
  uploadFailed,
  uploadProgressed,
  uploadQueued,
  uploadRead,
  uploadRemoved,
  uploadsReducer,
  uploadStored,
  uploadSummary,
  type UploadsState,
} from '../uploads-slice';

const file = (id: string, category: 'avFile' | 'previsitForm' | 'imageFile' | 'importedNotes', name: string, size: number) =>
  uploadQueued({ id, sessionId: 's1', category, name, size, contentType: 'x/y' });

function withFiles(): UploadsState {
  return [
    file('a', 'avFile', 'visit.mp3', 3_000_000),
    file('b', 'previsitForm', 'intake.pdf', 200_000),
    file('c', 'previsitForm', 'consent.docx', 50_000),
    file('d', 'imageFile', 'scan.png', 1_000),
  ].reduce(uploadsReducer, { files: [] });
}

describe('uploads slice', () => {
  it('sums per category and in total', () => {
    const summary = uploadSummary(withFiles().files);
    expect(summary.totalCount).toBe(4);
    expect(summary.totalSize).toBe(3_251_000);
    expect(summary.categories.previsitForm).toEqual({
      count: 2,
      names: ['intake.pdf', 'consent.docx'],
      sizes: [200_000, 50_000],
      size: 250_000,
    });
    expect(summary.categories.importedNotes.count).toBe(0);
  });

  it('goes queued → uploading → reading → done, and a pick waits while bytes are on their way', () => {
    let state = uploadsReducer({ files: [] }, file('a', 'avFile', 'visit.mp3', 1000));
    expect(isUploading(state.files)).toBe(true);
    state = uploadsReducer(state, uploadProgressed({ id: 'a', sent: 400 }));
    expect(state.files[0]).toMatchObject({ status: 'uploading', sent: 400 });
    state = uploadsReducer(state, uploadStored({ id: 'a' }));
    expect(state.files[0]).toMatchObject({ status: 'reading', sent: 1000, stored: true });
    expect(isUploading(state.files)).toBe(false);
    state = uploadsReducer(state, uploadRead({ id: 'a', kind: 'transcript', text: 'hello' }));
    expect(state.files[0]).toMatchObject({ status: 'done', kind: 'transcript', text: 'hello' });
  });

  it('does not count a failed upload that stored nothing, but counts one whose reading failed', () => {
    let state = withFiles();
    state = uploadsReducer(state, uploadFailed({ id: 'a', error: { key: 'errors:uploadFailed', values: { name: 'visit.mp3' } } }));
    expect(uploadSummary(state.files).totalSize).toBe(251_000);
    state = uploadsReducer(state, uploadStored({ id: 'b' }));
    state = uploadsReducer(
      state,
      uploadFailed({ id: 'b', error: { key: 'errors:uploadProcessingFailed', values: { name: 'intake.pdf', message: 'Could not read' } } }),
    );
    expect(uploadSummary(state.files).categories.previsitForm.size).toBe(250_000);
    state = uploadsReducer(state, uploadRemoved('b'));
    expect(uploadSummary(state.files).categories.previsitForm.names).toEqual(['consent.docx']);
  });

  it('forgets the files when a session starts or is cleared, and at logout', () => {
    const session = {
      ...initialSessionState.current,
      sessionId: 's2',
      type: 'upload' as const,
      clientName: '',
      language: 'en',
      consent: false,
      group: false,
      participants: [],
      pronoun: 'they' as const,
      provider: 'pocketsphinx',
      live: true,
    };
    expect(uploadsReducer(withFiles(), sessionStarted(session)).files).toEqual([]);
    expect(uploadsReducer(withFiles(), sessionCleared()).files).toEqual([]);
    expect(uploadsReducer(withFiles(), loggedOut()).files).toEqual([]);
  });
});
