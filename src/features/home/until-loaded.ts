/**
 * Loads `load` until it succeeds, trying again when the browser is back online or after
 * 3 s: the notes panel's code comes with the first session, and a network that drops just
 * then leaves the panel out for a while, never the workspace (a failed load would reach the
 * page's error boundary).
 */
export function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          window.clearTimeout(timer);
          resolve(untilLoaded(load));
        };
        const timer = window.setTimeout(again, 3000);
        window.addEventListener('online', again);
      }),
  );
}
