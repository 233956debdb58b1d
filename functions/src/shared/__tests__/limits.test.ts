import * as limits from '../limits';

describe('the product constants (plans, limits, durations)', () => {
  it("hold the product's values", () => {
    expect(limits.NEW_USER_NOTES_LEFT).toBe(10);
    expect(limits.NEW_USER_TIME_LIMIT_SECONDS).toBe(3600);
    expect([limits.GUEST_NOTES_LEFT, limits.GUEST_TIME_LIMIT_SECONDS]).toEqual([1, 600]);
    expect(limits.USAGE_HISTORY_MAX).toBe(30);
    expect(limits.REFERRAL_CODE_LENGTH).toBe(6);
    expect(limits.REFERRAL_CODE_ALPHABET).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(limits.TRIAL_LENGTH_SECONDS).toBe(604800);
    expect(limits.UPLOAD_TOTAL_LIMIT_BYTES).toBe(15 * 1024 * 1024);
    expect(limits.NOTE_SOURCE_FILE_LIMIT_BYTES).toBe(10 * 1024 * 1024);
    expect(limits.NOTE_SOURCE_FILE_TYPES).toEqual(['.txt', '.doc', '.docx', '.pdf']);
    expect(limits.MAX_NOTE_TYPES_PER_GENERATION).toBe(4);
    expect(limits.NOTE_GENERATION_TIMEOUT_MS).toBe(300000);
    expect(limits.SOCKET).toEqual({
      timeout: 60000,
      pingInterval: 10000,
      pingTimeout: 60000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
    });
    expect(limits.MOBILE_BREAKPOINT_PX).toBe(992);
    expect(limits.REFERRAL_TOAST_MS).toBe(10000);
    expect(limits.TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(limits.SESSION_STORING_DURATION_DEFAULT).toBe(1);
    expect(limits.RETENTION_PERIOD_DEFAULT).toBe('7');
    expect(limits.PERSIST_TIMEOUT_MS).toBe(5000);
    expect(limits.LEGACY_ACCOUNT_CUTOFF_MS).toBe(1734066000000);
    expect(limits.PAGE_DATA_RETRIES).toBe(3);
    expect([limits.PREFETCH_BATCH_SIZE, limits.PREFETCH_INTERVAL_MS]).toEqual([4, 3000]);
    expect(limits.DELAYED_NAVIGATION_MS).toBe(1000);
    expect(limits.TOUR_WIDTH).toBe(600);
    expect(limits.REFERRAL_TOAST_TEXT_KEY).toBe('header-referral-toast');
    expect(limits.YEARLY_BILLING_MONTHS_OFF).toBe(2);
    expect(limits.MODAL_DEFAULTS).toEqual({ size: 'md', backdrop: 'static' });
    expect([limits.IDLE_LOGOFF_MS, limits.IDLE_WARNING_MS]).toEqual([1800000, 60000]);
  });
});

describe('quota rules', () => {
  const day = 24 * 3600 * 1000;
  it('expires the trial when no seconds are left or 7 days have passed', () => {
    const start = Date.UTC(2026, 0, 1);
    expect(limits.isTrialExpired(100, start, start + day)).toBe(false);
    expect(limits.isTrialExpired(0, start, start + day)).toBe(true);
    expect(limits.isTrialExpired(-5, start, start + day)).toBe(true);
    expect(limits.isTrialExpired(100, start, start + 7 * day - 1)).toBe(false);
    expect(limits.isTrialExpired(100, start, start + 7 * day)).toBe(true);
    expect(limits.isTrialExpired(100, Number.NaN, start)).toBe(true);
  });

  it('never takes notes or trial seconds below 0', () => {
    expect(limits.decrementNotes(2)).toBe(1);
    expect(limits.decrementNotes(0)).toBe(0);
    expect(limits.decrementTrialSeconds(100, 30)).toBe(70);
    expect(limits.decrementTrialSeconds(10, 30)).toBe(0);
    expect(limits.decrementTrialSeconds(10, -5)).toBe(10);
  });

  it('keeps at most 30 days of usage, merging the same day', () => {
    let history: limits.UsageEntry[] = [];
    for (let i = 0; i < 35; i++) history = limits.appendUsage(history, { timestamp: `day-${i}`, session: 60, notes: 1 });
    expect(history).toHaveLength(30);
    expect(history[0].timestamp).toBe('day-5');
    const merged = limits.appendUsage(history, { timestamp: 'day-34', session: 40, notes: 2 });
    expect(merged).toHaveLength(30);
    expect(merged[29]).toEqual({ timestamp: 'day-34', session: 100, notes: 3 });
    expect(history[29]).toEqual({ timestamp: 'day-34', session: 60, notes: 1 });
  });

  it('merges into an earlier entry of the same date without dropping anything', () => {
    const history = [
      { timestamp: '1/1/2026', session: 10, notes: 1 },
      { timestamp: '1/2/2026', session: 20, notes: 2 },
    ];
    expect(limits.appendUsage(history, { timestamp: '1/1/2026', session: 5, notes: 1 })).toEqual([
      { timestamp: '1/1/2026', session: 15, notes: 2 },
      { timestamp: '1/2/2026', session: 20, notes: 2 },
    ]);
  });
});

describe('noteSourceFileError', () => {
  const tenMb = 10 * 1024 * 1024;
  it.each([
    ['notes.txt', 1, null],
    ['Notes.DOCX', 500, null],
    ['form.pdf', tenMb - 1, null],
    ['letter.doc', 20, null],
    ['form.pdf', tenMb, 'uiFileTooLarge'],
    ['empty.txt', 0, 'uiEmptyFile'],
    ['image.png', 10, 'uiInvalidFileType'],
    ['txt', 10, 'uiInvalidFileType'],
    ['archive.pdf.zip', 10, 'uiInvalidFileType'],
  ])('%s of %i bytes gives %s', (name, size, expected) => {
    expect(limits.noteSourceFileError(name as string, size as number)).toBe(expected);
  });
});
