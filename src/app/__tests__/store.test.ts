import { createAppStore, PERSIST_CONFIG } from '../store';
import { navbarToggled } from '../../features/ui/model';
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
    store.dispatch(navbarToggled(true));
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
    expect(JSON.parse(parsed.ui).navbarCollapsed).toBe(false);
    expect(saved).not.toContain('Jane Doe');
  });

  it('restores the ui slice into a new store', async () => {
    const first = createAppStore();
    await restored(first);
    first.store.dispatch(navbarToggled(true));
    await first.persistor.flush();

    const second = createAppStore();
    expect(second.store.getState().ui.navbarCollapsed).toBe(true);
    await restored(second);
    expect(second.store.getState().ui.navbarCollapsed).toBe(false);
    expect(second.store.getState().session.sessionName).toBe('');
  });
});
