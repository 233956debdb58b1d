// The site's one place that logs a failure nobody else shows. A cancelled request (the user
// left the page or signed out while it ran) is not a failure: RTK Query rejects it with an
// AbortError, and the browser's fetch with a DOMException of that name.

/** True for a request cancelled on purpose, whatever shape the rejection has. */
export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null | undefined)?.name === 'AbortError';
}

/** Logs `error` to the console unless it is a cancelled request. */
export function reportError(error: unknown, ...context: unknown[]): void {
  if (isAbort(error)) return;
  console.error(error, ...context);
}
