// The API's rate limits count in windows (sliding between two fixed ones). The stack says how
// long its window is (stack.json: `npm test`'s stack counts in seconds, `npm start`'s in
// minutes, as production); a suite that needs a burst counted in one window waits for a
// window with room, so its wait is a fraction of the stack's window, not a minute.
import type { Stack } from './stack';

/** The stack's rate-limit window (ms); a minute for a stack that does not say. */
export function rateLimitWindowMs(stack: Stack): number {
  return stack.rateLimitWindowMs ?? 60_000;
}

/** The start (ms) of the window `now` falls in, as the API names its counters. */
export function windowStart(stack: Stack, now = Date.now()): number {
  const windowMs = rateLimitWindowMs(stack);
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * Resolves once at least `share` of a window is left in the current one (0 < share < 1): at
 * once when there is, else when the next window has begun, polled, bounded by one window.
 */
export async function roomInWindow(stack: Stack, share: number): Promise<void> {
  const windowMs = rateLimitWindowMs(stack);
  const start = windowStart(stack);
  if (start + windowMs - Date.now() >= share * windowMs) return;
  while (windowStart(stack) === start)
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, start + windowMs - Date.now() + 50)));
}
