// "2 days 4 h", "3 h 20 min", "12 min": the translation key and values of the time a saved
// session is still kept.
import { timeLeft } from '@shared/saved-sessions';

/** The translation key and values of the time left before `expiresAt`. */
export function timeLeftText(expiresAt: number, now: number): { key: string; values: Record<string, number> } {
  const { days, hours, minutes } = timeLeft(expiresAt, now);
  if (days > 0) return { key: 'savedSessions.timeLeft.days', values: { count: days, hours } };
  if (hours > 0) return { key: 'savedSessions.timeLeft.hours', values: { hours, minutes } };
  return { key: 'savedSessions.timeLeft.minutes', values: { count: Math.max(1, minutes) } };
}
