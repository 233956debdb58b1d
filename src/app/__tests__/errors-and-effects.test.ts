// Errors reach the user one way (a toast for calls without an inline place, nothing twice,
// unhandled rejections told), and effects run in listeners: stop writes the default note.
import { api } from '../api';
import { showErrorsInline } from '../api-errors';
import { selectNotices } from '../notices-slice';
import { createAppStore } from '../store';
import { registerAppListeners } from '../app-listeners';
import { reportUnhandledRejections } from '../unhandled-rejections';
import { recordingStatusChanged, sessionStarted, transcriptSaved } from '../../features/session/model';
import { selectNotes } from '../../features/notes/model';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    failingProbe: build.query<null, string>({
      queryFn: () => ({ error: { status: 403, code: 'forbidden', message: 'No', key: 'sessionNotFound' } }),
    }),
    inlineProbe: build.query<null, string>({ queryFn: () => ({ error: { status: 0, code: 'unavailable', message: 'down' } }) }),
  }),
  overrideExisting: true,
});
showErrorsInline('inlineProbe');

const session = {
  sessionId: 'session-0001',
  type: 'in-person' as const,
  clientName: 'Ana',
  language: 'en',
  consent: true,
  group: false,
  participants: [],
  pronoun: 'they' as const,
  provider: 'pocketsphinx',
  live: true,
};

describe('errors reach the user one way', () => {
  it('turns a rejected call into a notice with its catalogue key, unless its screen shows it inline', async () => {
    const { store } = createAppStore();
    await store.dispatch(probeApi.endpoints.failingProbe.initiate('a'));
    await store.dispatch(probeApi.endpoints.inlineProbe.initiate('a'));
    expect(selectNotices(store.getState()).map((n) => n.key)).toEqual(['errors:sessionNotFound']);
  });

  it('reports an unhandled rejection, but not a cancelled request', () => {
    const tell = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = reportUnhandledRejections(window, tell);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
    window.dispatchEvent(rejection(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    window.dispatchEvent(rejection(new Error('lost')));
    stop();
    window.dispatchEvent(rejection(new Error('after stop')));
    expect(tell).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe('stop → the default note', () => {
  // <RequireAuth> registers the workspace's listeners for every signed-in page.
  beforeAll(() => registerAppListeners());

  it('starts generating the default note once a stopped session has a transcript', async () => {
    const { store } = createAppStore();
    store.dispatch(sessionStarted(session));
    store.dispatch(recordingStatusChanged('listening'));
    store.dispatch(recordingStatusChanged('stopping'));
    store.dispatch(transcriptSaved('The patient reports a headache.'));
    store.dispatch(recordingStatusChanged('stopped'));
    // The request is under way for the default note (here it cannot reach a server: it fails and is offered again).
    expect(selectNotes(store.getState()).generating).toEqual(['soap']);
    const mutation = () => Object.values(store.getState().api.mutations)[0] as { endpointName?: string; status?: string } | undefined;
    expect(mutation()?.endpointName).toBe('generateNotes');
    for (let i = 0; i < 100 && mutation()?.status === 'pending'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mutation()?.status).toBe('rejected');
    expect(selectNotes(store.getState())).toMatchObject({ generating: [], failedNotes: ['soap'] });
  });

  it('writes nothing when the stopped session has no words', () => {
    const { store } = createAppStore();
    store.dispatch(sessionStarted(session));
    store.dispatch(recordingStatusChanged('stopping'));
    store.dispatch(recordingStatusChanged('stopped'));
    expect(selectNotes(store.getState()).generating).toEqual([]);
    expect(Object.keys(store.getState().api.mutations)).toEqual([]);
  });
});
