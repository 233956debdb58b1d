// What the realtime server's tests run it with: sessions kept in memory and a stand-in
// speech engine whose words name the audio it heard.
import { AUDIO_CHUNK_BYTES } from '../../../shared/audio';
import { appendToTranscript } from '../../../shared/sessions';
import type { TranscriptionProvider } from '../../../providers/transcription/types';
import type { RecordingSession, SessionBackend } from '../../session-backend';

/**
 * Sessions kept in memory (the product keeps them in Firestore: test/api covers that
 * against the emulator). Any id is a session, except ids starting with "missing".
 */
export class MemorySessions implements SessionBackend {
  readonly sessions = new Map<string, RecordingSession & { stoppedSeconds?: number }>();
  constructor(private readonly defaults: Partial<RecordingSession> = {}) {}
  private get(uid: string, id: string) {
    const key = `${uid}/${id}`;
    if (id.startsWith('missing')) return null;
    if (!this.sessions.has(key)) {
      this.sessions.set(key, {
        language: 'en',
        transcriptType: 'aws',
        timeLimit: 3600,
        transcript: '',
        transcriptCoveredMs: 0,
        ...this.defaults,
      });
    }
    return this.sessions.get(key)!;
  }
  async load(uid: string, id: string) {
    const s = this.get(uid, id);
    return s ? { ...s } : null;
  }
  async appendFinal(uid: string, id: string, text: string, coveredMs: number, paragraph: boolean) {
    const s = this.get(uid, id);
    if (!s) return null;
    s.transcript = appendToTranscript(s.transcript, text, paragraph);
    s.transcriptCoveredMs = Math.max(s.transcriptCoveredMs, coveredMs);
    return s.transcript;
  }
  async markCovered(uid: string, id: string, coveredMs: number) {
    const s = this.get(uid, id);
    if (s) s.transcriptCoveredMs = Math.max(s.transcriptCoveredMs, coveredMs);
  }
  async markRecording() {}
  async stopped(uid: string, id: string, seconds: number) {
    const s = this.get(uid, id);
    if (!s) return null;
    s.stoppedSeconds = seconds;
    return s.transcript;
  }
}

/**
 * A stand-in speech engine (English only): every 250 ms of audio it hears becomes one
 * final word naming the chunk's fill byte, so tests can see which audio was transcribed.
 */
export const markerEngine: TranscriptionProvider = {
  id: 'pocketsphinx',
  live: true,
  supports: (language) => language === 'en',
  open(_language, events) {
    let fedMs = 0;
    return {
      write(pcm) {
        for (let offset = 0; offset < pcm.length; offset += AUDIO_CHUNK_BYTES) {
          const startMs = fedMs;
          fedMs += 250;
          events.onFinal({ text: `w${pcm[offset]}`, startMs, endMs: fedMs });
        }
      },
      end: async () => undefined,
      abort: () => undefined,
    };
  },
  close: async () => undefined,
};
