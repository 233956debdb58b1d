// The sweeper lease across two instances sharing one set of leases: the holder keeps it even
// when its renewal comes late, the other never sweeps meanwhile, and takes over once the
// holder stops. The sweeps themselves fail here (no database) and are only counted.
import type { Firestore } from 'firebase-admin/firestore';
import type { AudioStore } from '../../providers/storage/audio-store';
import { MemoryLeases } from '../leases';
import { startSessionSweeper } from '../session-sweeper';

const INTERVAL = 1000;
const noDatabase = {} as Firestore;
const noAudio = {} as AudioStore;

describe('the sweeper lease', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Lets the acquire promises of the timers that just fired settle. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('stays with its holder when the other instance asks just after a renewal was due', async () => {
    const leases = new MemoryLeases();
    const a = startSessionSweeper(noDatabase, noAudio, INTERVAL, undefined, { leases, holder: 'a' });
    await settle();
    // The second instance's timer runs 0.95 of an interval behind: it asks just after the
    // holder's lease would have lapsed had it been taken for less than an interval.
    await jest.advanceTimersByTimeAsync(INTERVAL * 0.95);
    const b = startSessionSweeper(noDatabase, noAudio, INTERVAL, undefined, { leases, holder: 'b' });
    await settle();
    for (let i = 0; i < 10; i++) {
      await jest.advanceTimersByTimeAsync(INTERVAL);
      await settle();
    }
    expect(b.passes()).toBe(0);
    expect(a.passes()).toBe(11);
    expect(await leases.holder('sweeper')).toBe('a');

    a.stop();
    await settle();
    await jest.advanceTimersByTimeAsync(INTERVAL);
    await settle();
    expect(b.passes()).toBe(1);
    expect(await leases.holder('sweeper')).toBe('b');
    b.stop();
  });
});
