// config.ts's schema parses every variable the server reads: what the adapters are handed is
// typed (numbers, switches, addresses, keys, defaults applied), and a malformed value fails
// when the configuration is read, naming the variable.
import { ENV_NAMES, loadConfig } from '../config';

const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('base64');

describe('config: every variable parsed by the schema', () => {
  it('gives the adapters their typed sections, trimmed, with their defaults', () => {
    const config = loadConfig({
      OPENAI_API_KEY: ' sk-a ',
      OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1',
      OPENAI_NOTES_MODEL: ' llama3.1:8b ',
      OPENAI_VISION_MODEL: 'gpt-4o',
      NOTES_MODEL_KEYLESS: '1',
      AWS_TRANSCRIBE_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 'secret',
      GOOGLE_SPEECH_ENDPOINT: '[::1]:50051',
      GOOGLE_SPEECH_ENABLED: '1',
      POCKETSPHINX_LM: ' Generic ',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      AUDIO_BUCKET: 'audio',
      AUDIO_SEGMENT_MS: '3000',
      AUDIO_SEGMENT_WAIT_MS: '0',
      SMTP_HOST: 'localhost',
      SMTP_PORT: '1025',
      SMTP_SECURE: 'false',
      SECRETS_KEY: KEY_B,
      SECRETS_KEY_ID: 'k2',
      SECRETS_OLD_KEYS: ` k1:${KEY_A} `,
      ZOHO_CLIENT_ID: 'id',
      ZOHO_CLIENT_SECRET: 'secret',
      ZOHO_REFRESH_TOKEN: 'token',
      ZOHO_API_DOMAIN: 'https://www.zohoapis.eu/',
      TRUSTED_PROXY_HOPS: '2',
    });
    expect(config.noteModel).toEqual({ apiKey: 'sk-a', baseURL: 'http://127.0.0.1:8000/v1', model: 'llama3.1:8b', keyless: true });
    expect(config.imageReader).toEqual({ model: 'gpt-4o', apiKey: 'sk-a', baseURL: 'http://127.0.0.1:8000/v1', keyless: true });
    expect(config.transcription.aws).toMatchObject({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
    });
    expect(config.transcription.google?.endpoint).toEqual({ host: '::1', port: 50051 });
    expect(config.transcription.pocketSphinx.languageModel).toBe('generic');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'clinic-uploads',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
    });
    expect(config.audio).toMatchObject({ store: 's3', s3: { bucket: 'audio' }, segments: { segmentMs: 3000, waitMs: undefined } });
    expect(config.mail).toEqual({
      host: 'localhost',
      port: 1025,
      user: undefined,
      pass: undefined,
      secure: false,
      from: 'ClinicScribe <no-reply@clinicscribe.local>',
    });
    expect(config.secrets.keyId).toBe('k2');
    expect(config.secrets.key?.equals(Buffer.from(KEY_B, 'base64'))).toBe(true);
    expect([...config.secrets.oldKeys.keys()]).toEqual(['k1']);
    expect(config.crm).toMatchObject({ apiDomain: 'https://www.zohoapis.eu', module: 'Leads', apiVersion: 'v8' });
    expect(config.trustedProxyHops).toBe(2);
  });

  it('leaves what is not configured unset', () => {
    const config = loadConfig({ OPENAI_API_KEY: '  ', AUDIO_STORE: 'file' });
    expect(config.noteModel).toEqual({ apiKey: undefined, baseURL: undefined, model: 'gpt-4o-mini', keyless: false });
    expect(config.transcription).toEqual({
      whisper: null,
      aws: null,
      google: null,
      pocketSphinx: { modelDir: undefined, languageModel: 'clinical' },
    });
    expect(config.audio).toEqual({ store: 'file', dir: 'audio' });
    expect(config.mail).toBeNull();
    expect(config.crm).toBeNull();
    expect(config.secrets).toEqual({ key: null, keyId: 'k1', oldKeys: new Map() });
  });

  it.each([
    [{ SMTP_HOST: 'localhost', SMTP_PORT: 'twenty-five' }, /SMTP_PORT/],
    [{ SMTP_SECURE: 'yes' }, /SMTP_SECURE/],
    [{ AUDIO_STORE: 'disk' }, /AUDIO_STORE/],
    [{ OPENAI_VISION_BASE_URL: 'localhost 11434' }, /OPENAI_VISION_BASE_URL is not a URL/],
    [{ GOOGLE_SPEECH_ENDPOINT: 'localhost' }, /GOOGLE_SPEECH_ENDPOINT must be host:port/],
    [{ POCKETSPHINX_LM: 'medical' }, /POCKETSPHINX_LM must be one of clinical, generic/],
    [{ SECRETS_KEY: 'c2hvcnQ=' }, /SECRETS_KEY must be 32 bytes/],
    [{ SECRETS_KEY_ID: 'has.dot' }, /SECRETS_KEY_ID must be/],
    [{ SECRETS_OLD_KEYS: 'nokey' }, /SECRETS_OLD_KEYS entries must be id:base64key/],
  ])('refuses a malformed value when the configuration is read: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('declares the variables it reads, the 46 the adapters used to parse themselves among them', () => {
    for (const name of [
      'SMTP_PORT',
      'AUDIO_SEGMENT_IDLE_MS',
      'SECRETS_OLD_KEYS',
      'ZOHO_API_VERSION',
      'WHISPER_MODEL',
      'TRUSTED_PROXY_HOPS',
    ]) {
      expect(ENV_NAMES).toContain(name);
    }
  });
});
