// What the dashboard hands the recording panel from the clinician's record: the preferences
// from the settings and the plan, the limits once the record has them, each the same object
// while its own values do not change (the panels are memoised on them); and the notes panel's
// code loading again after a failed load.
import { renderHook } from '@testing-library/react';
import { DEFAULT_BOT_NAME } from '@shared/virtual';
import type { AuthContextValue } from '../../auth';
import { untilLoaded } from '../until-loaded';
import { sessionPreferences, useSessionPreferences } from '../use-session-preferences';

type Profile = NonNullable<AuthContextValue['profile']>;
const profile = (settings: Record<string, unknown>, more: Partial<Profile> = {}) =>
  ({ plan: 'Free', notesLeft: 5, timeLimit: 900, settings, ...more }) as Profile;

describe('session preferences', () => {
  it('has defaults for settings never stored', () => {
    expect(sessionPreferences({}, 'Free')).toMatchObject({
      language: 'en',
      consentPopup: true,
      transcriptType: 'aws',
      storing: false,
      botName: DEFAULT_BOT_NAME,
    });
  });

  it('reads the stored settings, a blank bot name as the default', () => {
    const preferences = sessionPreferences(
      { transcriptLanguage: { code: 'fr' }, showConsentPopup: false, transcriptType: 'whisper', enableSessionStoring: true, botName: '  ' },
      'Free',
    );
    expect(preferences).toMatchObject({
      language: 'fr',
      consentPopup: false,
      transcriptType: 'whisper',
      storing: true,
      botName: DEFAULT_BOT_NAME,
    });
    expect(sessionPreferences({ botName: ' Scribe ' }, 'Free').botName).toBe('Scribe');
  });

  it('offers concurrent and group sessions on the plans that allow them', () => {
    expect(sessionPreferences({}, 'Free')).toMatchObject({ concurrentSessions: false, groupSessions: false });
    expect(sessionPreferences({}, 'Bronze')).toMatchObject({ concurrentSessions: true, groupSessions: true });
  });

  it('keeps the same objects while their values stay, and new ones when they change', () => {
    const { result, rerender } = renderHook(({ p }) => useSessionPreferences(p), { initialProps: { p: null as Profile | null } });
    expect(result.current.limits).toBeNull();
    rerender({ p: profile({ botName: 'Scribe' }) });
    const first = result.current;
    expect(first.limits).toEqual({ notesLeft: 5, timeLimit: 900 });
    rerender({ p: profile({ botName: 'Scribe' }) });
    expect(result.current.preferences).toBe(first.preferences);
    expect(result.current.limits).toBe(first.limits);
    rerender({ p: profile({ botName: 'Scribe' }, { notesLeft: 4 }) });
    expect(result.current.preferences).toBe(first.preferences);
    expect(result.current.limits).toEqual({ notesLeft: 4, timeLimit: 900 });
    rerender({ p: profile({ botName: 'Other' }, { notesLeft: 4 }) });
    expect(result.current.preferences).not.toBe(first.preferences);
    expect(result.current.preferences.botName).toBe('Other');
    const other = result.current.preferences;
    rerender({ p: profile({ botName: 'Other' }, { notesLeft: 4, plan: 'Bronze' }) });
    expect(result.current.preferences).not.toBe(other);
    expect(result.current.preferences.concurrentSessions).toBe(true);
  });
});

describe('notes panel code', () => {
  afterEach(() => jest.useRealTimers());

  it('loads again 3 s after a failed load', async () => {
    jest.useFakeTimers();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('panel');
    const loaded = untilLoaded(load);
    await jest.advanceTimersByTimeAsync(2999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('panel');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again as soon as the browser is back online, once', async () => {
    jest.useFakeTimers();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('panel');
    const loaded = untilLoaded(load);
    await jest.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('panel');
    await jest.advanceTimersByTimeAsync(5000);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
