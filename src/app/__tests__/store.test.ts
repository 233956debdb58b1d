import { createAppStore, PERSIST_CONFIG } from '../store';
import { sectionToggled } from '../../features/ui/model';
import { sessionStarted } from '../../features/session/model';

/** Starts persistence and resolves once the persisted state has been restored. */
function restored({ persistor }: ReturnType<typeof createAppStore>): Promise<void> {
  persistor.persist();
  return new Promise<void>((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    };
    const stop = persistor.subscribe(check);
    check();
  });
}

describe('store persistence', () => {
  beforeEach(() => window.localStorage.clear());

  it('restores nothing until persist() is called, then writes only the ui slice', async () => {
    const stores = createAppStore();
    const { store, persistor } = stores;
    expect(persistor.getState().bootstrapped).toBe(false);
    await restored(stores);
    store.dispatch(sectionToggled('uploadOptions'));
    store.dispatch(
      sessionStarted({
        sessionId: 's1',
        type: 'in-person',
        clientName: 'Jane Doe intake',
        language: 'en',
        consent: true,
        group: false,
        participants: [],
        pronoun: 'they',
        provider: 'pocketsphinx',
        live: true,
      }),
    );
    await persistor.flush();

    const saved = window.localStorage.getItem(`persist:${PERSIST_CONFIG.key}`);
    expect(saved).not.toBeNull();
    const parsed = JSON.parse(saved as string);
    expect(Object.keys(parsed).sort()).toEqual(['_persist', 'ui']);
    expect(JSON.parse(parsed.ui).collapsed.uploadOptions).toBe(false);
    expect(saved).not.toContain('Jane Doe');
  });

  it('restores the ui slice into a new store', async () => {
    const first = createAppStore();
    await restored(first);
    first.store.dispatch(sectionToggled('uploadOptions'));
    await first.persistor.flush();

    const second = createAppStore();
    expect(second.store.getState().ui.collapsed.uploadOptions).toBe(true);
    await restored(second);
    expect(second.store.getState().ui.collapsed.uploadOptions).toBe(false);
    expect(second.store.getState().session.sessionName).toBe('');
  });
});

describe('parts of the store that load with their code', () => {
  it('adds a slice loaded after the store was made, with its initial state, and RTK Query with its middleware', async () => {
    await jest.isolateModulesAsync(async () => {
      const { createAppStore: create } = await import('../store');
      const { store } = create();
      const state = () => store.getState() as unknown as Record<string, unknown>;
      expect(Object.keys(state()).sort()).toEqual(['auth', 'notices', 'ui']);

      const { sessionStarted: started, selectSession } = await import('../../features/session/model');
      expect(selectSession(store.getState()).sessionName).toBe('');
      expect(state()).toHaveProperty('api.queries', {});
      store.dispatch(
        started({
          sessionId: 's2',
          type: 'in-person',
          clientName: 'Late loader',
          language: 'en',
          consent: true,
          group: false,
          participants: [],
          pronoun: 'they',
          provider: 'pocketsphinx',
          live: true,
        }),
      );
      expect(selectSession(store.getState()).sessionName).toBe('Late loader');

      // The server-state cache answers through its middleware: a failed call is kept as such.
      const { api } = await import('../api');
      const probe = api.injectEndpoints({
        endpoints: (build) => ({
          probe: build.query<unknown, void>({ queryFn: () => ({ error: { status: 0, code: 'unreachable', message: 'no server' } }) }),
        }),
      });
      await store.dispatch(probe.endpoints.probe.initiate());
      expect(probe.endpoints.probe.select()(store.getState())).toMatchObject({ status: 'rejected', error: { code: 'unreachable' } });
      expect(state()).toHaveProperty('api.config.middlewareRegistered', true);
    });
  });
});
