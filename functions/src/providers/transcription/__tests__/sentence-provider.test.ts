// The sentence step belongs to the local engine only: transcriptionEngine wraps PocketSphinx
// and hands a cloud engine back as it is, so a cloud transcript (here Whisper, through the
// real openai SDK against its stand-in) reaches an upload's transcript exactly as the service
// wrote it, lower case and unpunctuated included.
import { transcribeFile } from '../../../file-processing/transcribe-file';
import { transcriptionEngine } from '../engine';
import { closeTranscriptionProviders, selectTranscriptionProvider } from '../select';
import { withSentences } from '../sentence-provider';
import { OpenAiAudioStandIn } from './stand-ins/openai-audio-stand-in';
import { speech } from './stand-ins/test-audio';
import { loadConfig } from '../../../config';

jest.setTimeout(20_000);

const CLOUD_TEXT = 'do you have any pain in your knee i have had it for two weeks';

afterEach(() => closeTranscriptionProviders());

describe('transcriptionEngine', () => {
  it('leaves a cloud transcript as the service wrote it', async () => {
    const standIn = new OpenAiAudioStandIn({ transcribe: () => CLOUD_TEXT, apiKey: 'sk-test' });
    const baseURL = await standIn.start();
    try {
      const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL };
      const engine = transcriptionEngine('whisper', loadConfig(env).transcription);
      expect(engine.id).toBe('whisper');
      expect(engine).toBe(selectTranscriptionProvider('whisper', loadConfig(env).transcription));
      const transcript = await transcribeFile(speech([1, { gap: 400 }, 2, { gap: 400 }, 3, { gap: 600 }]), 'en', engine);
      expect(standIn.requests.length).toBeGreaterThan(0);
      expect(transcript).toBe(Array(standIn.requests.length).fill(CLOUD_TEXT).join(' '));
      expect(transcript).not.toMatch(/[.?A-Z]/);
    } finally {
      await standIn.stop();
    }
  });

  it('wraps the local engine once, keeping what the UI is told about it', () => {
    const local = selectTranscriptionProvider('aws', loadConfig({}).transcription);
    const engine = transcriptionEngine('aws', loadConfig({}).transcription);
    expect(engine).not.toBe(local);
    expect(engine).toBe(transcriptionEngine('aws', loadConfig({}).transcription));
    expect(withSentences(engine)).toBe(engine);
    expect({ id: engine.id, live: engine.live, en: engine.supports('en'), fr: engine.supports('fr') }).toEqual({
      id: 'pocketsphinx',
      live: true,
      en: true,
      fr: false,
    });
  });
});
