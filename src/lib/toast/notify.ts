// Toasts without putting react-toastify in every page's first download: the first
// notify() loads it and asks the page wrapper to mount the container.
import type { ToastOptions, Id } from 'react-toastify';

let mountContainer: (() => void) | null = null;
let requested = false;

/** Called by the page wrapper: `mount` renders the toast container. */
export function onFirstToast(mount: () => void): () => void {
  mountContainer = mount;
  if (requested) mount();
  return () => {
    if (mountContainer === mount) mountContainer = null;
  };
}

/** An error told once per kind (`key`): a second one while the first is up is not stacked. */
export function notifyFailure(message: string, key: string): Promise<Id> {
  return notify(message, { type: 'error', toastId: `notice-${key}` });
}

/** Shows a toast (auto-close 5000 ms; `position: 'top-center'` and the rest of react-toastify's options apply). */
export async function notify(content: string, options?: ToastOptions): Promise<Id> {
  requested = true;
  mountContainer?.();
  const { toast } = await import('react-toastify');
  return toast(content, options);
}
