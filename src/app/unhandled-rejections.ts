// A promise that failed with nobody to catch it is logged and told to the user (once per
// kind of message, as a toast), instead of vanishing. A cancelled request is not a failure.
import type { AppDispatch } from './store';
import { noticeRaised } from './notices-slice';

/** Starts reporting the window's unhandled rejections; returns the function that stops it. */
export function reportUnhandledRejections(target: Window, dispatch: AppDispatch): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as { name?: string } | undefined;
    if (reason?.name === 'AbortError') return;
    console.error('Unhandled rejection:', event.reason);
    dispatch(noticeRaised({ key: 'common.unexpectedError' }));
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
