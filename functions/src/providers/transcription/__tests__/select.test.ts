// selectTranscriptionProvider: which engine each environment picks for the two session
// types, one instance per configuration, what the UI is told, and that the endpoint
// variables really point the chosen engine at a (stand-in) server.
import { LANGUAGES } from '../../../shared/languages';
import { AwsTranscribeProvider } from '../aws-transcribe';
import { GoogleSpeechProvider } from '../google-speech';
import { PocketSphinxProvider } from '../pocketsphinx';
import {
  closeTranscriptionProviders,
  describeTranscription,
  selectTranscriptionProvider,
  selectedTranscriptionProviderId,
} from '../select';
import type { FinalSegment, TranscriptionProvider } from '../types';
import { WhisperProvider } from '../whisper';
import { AwsTranscribeStandIn } from './stand-ins/aws-transcribe-stand-in';
import { GoogleSpeechStandIn } from './stand-ins/google-speech-stand-in';
import { OpenAiAudioStandIn } from './stand-ins/openai-audio-stand-in';
import { speech } from './stand-ins/test-audio';
import { loadConfig } from '../../../config';

jest.setTimeout(15_000);

const AWS = { AWS_TRANSCRIBE_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };
const OPENAI = { OPENAI_API_KEY: 'sk-test' };

afterEach(() => closeTranscriptionProviders());

describe('selectTranscriptionProvider', () => {
  test.each([
    ['aws', {}, 'pocketsphinx', PocketSphinxProvider],
    ['aws', AWS, 'aws', AwsTranscribeProvider],
    ['aws', { AWS_TRANSCRIBE_REGION: 'us-east-1' }, 'pocketsphinx', PocketSphinxProvider], // no credentials
    ['aws', { GOOGLE_SPEECH_ENABLED: '1' }, 'google', GoogleSpeechProvider],
    ['aws', { GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json' }, 'google', GoogleSpeechProvider],
    ['aws', { GOOGLE_SPEECH_ENABLED: '0' }, 'pocketsphinx', PocketSphinxProvider],
    ['aws', { ...AWS, GOOGLE_SPEECH_ENABLED: '1' }, 'aws', AwsTranscribeProvider],
    ['aws', { ...OPENAI }, 'pocketsphinx', PocketSphinxProvider], // Whisper is not live
    ['whisper', OPENAI, 'whisper', WhisperProvider],
    ['whisper', { ...OPENAI, ...AWS }, 'whisper', WhisperProvider],
    ['whisper', AWS, 'aws', AwsTranscribeProvider],
    ['whisper', { GOOGLE_SPEECH_ENABLED: '1' }, 'google', GoogleSpeechProvider],
    ['whisper', { OPENAI_API_KEY: '  ' }, 'pocketsphinx', PocketSphinxProvider],
    ['whisper', {}, 'pocketsphinx', PocketSphinxProvider],
  ] as const)('type %s with %j → %s', (type, env, id, kind) => {
    const provider = selectTranscriptionProvider(type, loadConfig(env).transcription);
    expect(provider).toBeInstanceOf(kind);
    expect(provider.id).toBe(id);
    expect(selectedTranscriptionProviderId(type, loadConfig(env).transcription)).toBe(id);
  });

  test('one instance per engine and configuration', () => {
    const first = selectTranscriptionProvider('whisper', loadConfig(OPENAI).transcription);
    expect(selectTranscriptionProvider('whisper', loadConfig({ ...OPENAI }).transcription)).toBe(first);
    expect(selectTranscriptionProvider('aws', loadConfig({}).transcription)).toBe(
      selectTranscriptionProvider('whisper', loadConfig({}).transcription),
    );
    const otherModel = selectTranscriptionProvider('whisper', loadConfig({ ...OPENAI, WHISPER_MODEL: 'whisper-large-v3' }).transcription);
    expect(otherModel).not.toBe(first);
    expect(selectTranscriptionProvider('whisper', loadConfig({ ...OPENAI, WHISPER_MODEL: 'whisper-large-v3' }).transcription)).toBe(
      otherModel,
    );
  });

  test('the local engine: the clinical language model unless POCKETSPHINX_LM=generic, one instance for each', () => {
    expect(loadConfig({}).transcription.pocketSphinx.languageModel).toBe('clinical');
    expect(loadConfig({ POCKETSPHINX_LM: ' Generic ' }).transcription.pocketSphinx.languageModel).toBe('generic');
    expect(loadConfig({ POCKETSPHINX_LM: 'clinical' }).transcription.pocketSphinx.languageModel).toBe('clinical');
    const clinical = selectTranscriptionProvider('aws', loadConfig({}).transcription);
    expect(selectTranscriptionProvider('aws', loadConfig({ POCKETSPHINX_LM: 'clinical' }).transcription)).toBe(clinical);
    const generic = selectTranscriptionProvider('aws', loadConfig({ POCKETSPHINX_LM: 'generic' }).transcription);
    expect(generic).toBeInstanceOf(PocketSphinxProvider);
    expect(generic).not.toBe(clinical);
    expect(() => selectTranscriptionProvider('aws', loadConfig({ POCKETSPHINX_LM: 'medical' }).transcription)).toThrow(
      'POCKETSPHINX_LM must be one of clinical, generic, not "medical"',
    );
  });

  test('a malformed GOOGLE_SPEECH_ENDPOINT is refused clearly', () => {
    expect(() =>
      selectTranscriptionProvider('aws', loadConfig({ GOOGLE_SPEECH_ENABLED: '1', GOOGLE_SPEECH_ENDPOINT: 'localhost' }).transcription),
    ).toThrow('GOOGLE_SPEECH_ENDPOINT must be host:port');
  });
});

describe('describeTranscription', () => {
  test('tells the UI whether words are live and which languages work', () => {
    expect(describeTranscription(selectTranscriptionProvider('aws', loadConfig(AWS).transcription))).toEqual({
      id: 'aws',
      live: true,
      englishOnly: true,
      languages: ['en'],
    });
    expect(describeTranscription(selectTranscriptionProvider('aws', loadConfig({}).transcription))).toEqual({
      id: 'pocketsphinx',
      live: true,
      englishOnly: true,
      languages: ['en'],
    });
    const whisper = describeTranscription(selectTranscriptionProvider('whisper', loadConfig(OPENAI).transcription));
    expect(whisper).toEqual({ id: 'whisper', live: false, englishOnly: false, languages: LANGUAGES.map((l) => l.code) });
    const google = describeTranscription(selectTranscriptionProvider('aws', loadConfig({ GOOGLE_SPEECH_ENABLED: '1' }).transcription));
    expect(google).toMatchObject({ id: 'google', live: true, englishOnly: false });
    expect(google.languages).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de', 'zh', 'ar', 'hi']));
  });
});

describe('endpoint variables reach the engines', () => {
  async function transcribeOnce(provider: TranscriptionProvider, language = 'en'): Promise<FinalSegment[]> {
    const finals: FinalSegment[] = [];
    const errors: Error[] = [];
    const stream = provider.open(language, { onPartial: () => undefined, onFinal: (f) => finals.push(f), onError: (e) => errors.push(e) });
    stream.write(speech([3]));
    await stream.end();
    expect(errors).toEqual([]);
    return finals;
  }

  test('AWS_TRANSCRIBE_ENDPOINT', async () => {
    const standIn = new AwsTranscribeStandIn();
    const endpoint = await standIn.start();
    try {
      const provider = selectTranscriptionProvider('aws', loadConfig({ ...AWS, AWS_TRANSCRIBE_ENDPOINT: endpoint }).transcription);
      expect(await transcribeOnce(provider)).toEqual([{ text: 'w3', startMs: 0, endMs: 600 }]);
      expect(String(standIn.requests[0].headers.authorization)).toContain('Credential=AKIDEXAMPLE/');
    } finally {
      await closeTranscriptionProviders();
      await standIn.stop();
    }
  });

  test('GOOGLE_SPEECH_ENDPOINT', async () => {
    const standIn = new GoogleSpeechStandIn();
    const port = await standIn.start();
    try {
      const provider = selectTranscriptionProvider(
        'aws',
        loadConfig({ GOOGLE_SPEECH_ENABLED: '1', GOOGLE_SPEECH_ENDPOINT: `127.0.0.1:${port}` }).transcription,
      );
      expect(await transcribeOnce(provider, 'en')).toEqual([{ text: 'w3', startMs: 0, endMs: 600 }]);
      expect(standIn.calls[0].config?.config?.languageCode).toBe('en-US');
    } finally {
      await closeTranscriptionProviders();
      await standIn.stop();
    }
  });

  test('OPENAI_BASE_URL and WHISPER_MODEL', async () => {
    const standIn = new OpenAiAudioStandIn({ apiKey: 'sk-test', transcribe: () => 'w3' });
    const baseURL = await standIn.start();
    try {
      const provider = selectTranscriptionProvider(
        'whisper',
        loadConfig({ ...OPENAI, OPENAI_BASE_URL: baseURL, WHISPER_MODEL: 'whisper-large-v3' }).transcription,
      );
      expect(await transcribeOnce(provider, 'es')).toEqual([{ text: 'w3', startMs: 0, endMs: 600 }]);
      expect(standIn.requests[0].fields).toMatchObject({ model: 'whisper-large-v3', language: 'es' });
    } finally {
      await closeTranscriptionProviders();
      await standIn.stop();
    }
  });
});
