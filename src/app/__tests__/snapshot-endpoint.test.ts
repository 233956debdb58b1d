// A live source as a query: the first value answers it, later values update the cache
// while it is used, and the listener stops when the last user goes.
import { configureStore } from '@reduxjs/toolkit';
import { api, snapshotEndpoint } from '../api';

type Listener = { onData: (value: { n: number }) => void; onError: (error: Error) => void; stopped: boolean };

function fakeSource() {
  const listeners: Listener[] = [];
  const watch = async (_arg: string, onData: Listener['onData'], onError: Listener['onError']) => {
    const listener = { onData, onError, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  };
  const emit = (n: number) => listeners.filter((l) => !l.stopped).forEach((l) => l.onData({ n }));
  const fail = (error: Error) => listeners.filter((l) => !l.stopped).forEach((l) => l.onError(error));
  return { watch, emit, fail, listening: () => listeners.filter((l) => !l.stopped).length };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('snapshotEndpoint', () => {
  it('answers with the first value, follows later ones, and stops listening when unused', async () => {
    const source = fakeSource();
    const liveApi = api.injectEndpoints({
      endpoints: (build) => ({
        liveProbe: build.query<{ n: number }, string>({ ...snapshotEndpoint(source.watch), keepUnusedDataFor: 0 }),
      }),
      overrideExisting: true,
    });
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
    const select = liveApi.endpoints.liveProbe.select('a');

    const subscription = store.dispatch(liveApi.endpoints.liveProbe.initiate('a'));
    await tick();
    source.emit(1);
    expect(await subscription.unwrap()).toEqual({ n: 1 });
    await tick();
    expect(source.listening()).toBe(1);

    source.emit(2);
    expect(select(store.getState()).data).toEqual({ n: 2 });

    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(source.listening()).toBe(0);
  });

  it('logs a live failure, but not the rules refusing a listener once the user signed out', async () => {
    const source = fakeSource();
    const liveApi = api.injectEndpoints({
      endpoints: (build) => ({
        liveProbe2: build.query<{ n: number }, string>({ ...snapshotEndpoint(source.watch), keepUnusedDataFor: 0 }),
      }),
      overrideExisting: true,
    });
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const subscription = store.dispatch(liveApi.endpoints.liveProbe2.initiate('a'));
    await tick();
    source.emit(1);
    await subscription.unwrap();
    await tick();
    source.fail(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    expect(errors).not.toHaveBeenCalled();
    source.fail(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    subscription.unsubscribe();
  });
});
