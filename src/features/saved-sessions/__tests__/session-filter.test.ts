import type { SavedSessionSummary } from '@shared/saved-sessions';
import { folded, pageOf, visibleSessions } from '../session-filter';
import { timeLeftText } from '../time-left-text';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 24, 12);
const session = (id: string, name: string, expiresAt = now + 48 * HOUR): SavedSessionSummary => ({
  id,
  name,
  type: 'in-person',
  status: 'stopped',
  language: 'en',
  createdAt: now - HOUR,
  expiresAt,
  noteCount: 0,
  audioSeconds: 0,
});

describe('the Saved Sessions list filter', () => {
  const sessions = [
    session('a', 'Élise Martin'),
    session('b', 'John Smith'),
    session('c', 'Jane Roe', now - 1),
    session('d', 'Jane Smith'),
  ];

  it('hides sessions whose time has run out at that moment', () => {
    expect(visibleSessions(sessions, '', now).map((s) => s.id)).toEqual(['a', 'b', 'd']);
    expect(visibleSessions([session('e', 'X', now + 1000)], '', now + 999).map((s) => s.id)).toEqual(['e']);
    expect(visibleSessions([session('e', 'X', now + 1000)], '', now + 1000)).toEqual([]);
  });

  it('matches every typed word, ignoring case and accents', () => {
    expect(visibleSessions(sessions, 'elise', now).map((s) => s.id)).toEqual(['a']);
    expect(visibleSessions(sessions, '  SMITH ', now).map((s) => s.id)).toEqual(['b', 'd']);
    expect(visibleSessions(sessions, 'jane smith', now).map((s) => s.id)).toEqual(['d']);
    expect(visibleSessions(sessions, 'nobody', now)).toEqual([]);
    expect(folded(' Éloïse ')).toBe('eloise');
  });

  it('pages the rows and keeps the page within range', () => {
    const many = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(many, 0, 25)).toMatchObject({ pages: 3, page: 0, rows: many.slice(0, 25) });
    expect(pageOf(many, 2, 25).rows).toEqual(many.slice(50));
    expect(pageOf(many, 9, 25).page).toBe(2);
    expect(pageOf([], 0, 25)).toEqual({ rows: [], pages: 1, page: 0 });
  });
});

describe('the time left of a saved session', () => {
  it('reads in days and hours, then hours and minutes, then minutes', () => {
    expect(timeLeftText(now + 52 * HOUR + 59 * 60_000, now)).toEqual({
      key: 'savedSessions.timeLeft.days',
      values: { count: 2, hours: 4 },
    });
    expect(timeLeftText(now + 3 * HOUR + 20 * 60_000, now)).toEqual({
      key: 'savedSessions.timeLeft.hours',
      values: { hours: 3, minutes: 20 },
    });
    expect(timeLeftText(now + 12 * 60_000 + 30_000, now)).toEqual({ key: 'savedSessions.timeLeft.minutes', values: { count: 12 } });
    expect(timeLeftText(now + 20_000, now)).toEqual({ key: 'savedSessions.timeLeft.minutes', values: { count: 1 } });
  });
});
