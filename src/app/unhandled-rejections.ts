// A promise that failed with nobody to catch it is logged and told to the user (the page
// layout tells it as a toast, once per kind of message), instead of vanishing. A cancelled
// request is not a failure.
import { isAbort, reportError } from '../lib/report-error';

/** Starts reporting the window's unhandled rejections to `tell`; returns the function that stops it. */
export function reportUnhandledRejections(target: Window, tell: () => void): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isAbort(event.reason)) return;
    reportError('Unhandled rejection:', event.reason);
    tell();
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
