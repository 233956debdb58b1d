import { createAppStore, PERSIST_CONFIG } from '../store';
import { navbarToggled } from '../../features/ui/ui-slice';
import { sessionStarted } from '../../features/session/session-slice';

describe('store persistence', () => {
  beforeEach(() => window.localStorage.clear());

  it('restores nothing until persist() is called, then writes only the ui slice', async () => {
    const { store, persistor } = createAppStore();
    expect(persistor.getState().bootstrapped).toBe(false);
    persistor.persist();
    await new Promise<void>((resolve) => {
      const stop = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          stop();
          resolve();
        }
      });
    });
    store.dispatch(navbarToggled(true));
    store.dispatch(sessionStarted({ sessionId: 's1', sessionName: 'Jane Doe intake' }));
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
    first.persistor.persist();
    first.store.dispatch(navbarToggled(true));
    await first.persistor.flush();

    const second = createAppStore();
    second.persistor.persist();
    await new Promise((r) => setTimeout(r, 50));
    expect(second.store.getState().ui.navbarCollapsed).toBe(false);
    expect(second.store.getState().session.sessionName).toBe('');
  });
});
