// The local engine's clinical language model, for real: its files load, the engine chosen for
// sessions and uploads decodes a clinical sentence spoken by espeak-ng with the drug name
// right, the dictionary holds the new words' pronunciations, and POCKETSPHINX_LM=generic
// switches back to Debian's en-us model alone. Needs the functions built (functions/lib) and
// the Debian packages of the engine and espeak-ng; no stack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TranscriptionProvider } from '../../functions/src/providers/transcription/types';
import type { TranscriptionSettings } from '../../functions/src/config';
import { writeConsultationWav } from '../support/speech';

const lib = path.join(__dirname, '..', '..', 'functions', 'lib', 'providers', 'transcription');
if (!fs.existsSync(path.join(lib, 'pocketsphinx-worker.js'))) throw new Error('Build the functions first: npm run build:functions');
/* eslint-disable @typescript-eslint/no-require-imports -- the compiled engine, as the server runs it */
const { decodeBatch } = require(path.join(lib, 'pocketsphinx-binding.js')) as {
  decodeBatch: (recordings: Int16Array[], modelDir?: string, languageModel?: 'clinical' | 'generic') => string[];
};
const { CLINICAL_MODEL_DIR } = require(path.join(lib, 'language-models.js')) as { CLINICAL_MODEL_DIR: string };
const { loadConfig } = require(path.join(lib, '..', '..', 'config.js')) as {
  loadConfig: (env: NodeJS.ProcessEnv) => { transcription: TranscriptionSettings };
};
const { selectTranscriptionProvider, closeTranscriptionProviders } = require(path.join(lib, 'select.js')) as {
  selectTranscriptionProvider: (type: 'aws' | 'whisper', settings: TranscriptionSettings) => TranscriptionProvider;
  closeTranscriptionProviders: () => Promise<void>;
};
const { readStreamWav } = require(path.join(lib, 'pcm-wav.js')) as { readStreamWav: (file: Buffer) => Buffer };
/* eslint-enable @typescript-eslint/no-require-imports */

const SENTENCE = 'lisinopril ten milligrams daily';
const DRUGS = [
  'lisinopril',
  'metformin',
  'atorvastatin',
  'amlodipine',
  'levothyroxine',
  'gabapentin',
  'eliquis',
  'jardiance',
  'xarelto',
  'hydrochlorothiazide',
];
const GENERIC_DICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

let speech: Buffer;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinical-model-'));
  const file = path.join(dir, 'sentence.wav');
  writeConsultationWav(file, [{ speaker: 'doctor', text: SENTENCE }], 1);
  speech = readStreamWav(fs.readFileSync(file));
  fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(() => closeTranscriptionProviders());

const samples = (pcm: Buffer) => new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length));

/** The text the engine selected for `env` hears in `pcm`, streamed in 250 ms chunks. */
async function transcribe(env: NodeJS.ProcessEnv, pcm: Buffer): Promise<string> {
  const finals: string[] = [];
  const errors: Error[] = [];
  const stream = selectTranscriptionProvider('aws', loadConfig(env).transcription).open('en', {
    onPartial: () => undefined,
    onFinal: (segment) => finals.push(segment.text),
    onError: (error) => errors.push(error),
  });
  for (let i = 0; i < pcm.length; i += 8000) stream.write(pcm.subarray(i, i + 8000));
  await stream.end();
  expect(errors).toEqual([]);
  return finals.join(' ');
}

describe('the clinical language model', () => {
  it('loads and decodes a clinical sentence with its drug name right', () => {
    const [text] = decodeBatch([samples(speech)], undefined, 'clinical');
    expect(text.split(' ')).toEqual(expect.arrayContaining(['lisinopril', 'daily']));
  });

  it('is the default of the engine sessions and uploads use; POCKETSPHINX_LM=generic switches back to the en-us model', async () => {
    expect(await transcribe({}, speech)).toContain('lisinopril');
    expect(await transcribe({ POCKETSPHINX_LM: 'clinical' }, speech)).toContain('lisinopril');
    // The generic dictionary has no such word: it hears something else.
    const generic = await transcribe({ POCKETSPHINX_LM: 'generic' }, speech);
    expect(generic).not.toContain('lisinopril');
    expect(generic.length).toBeGreaterThan(0);
  }, 60_000);

  it("has pronunciations, in the acoustic model's phones, for drug names the en-us dictionary lacks", () => {
    const generic = new Set(
      fs
        .readFileSync(GENERIC_DICT, 'utf8')
        .split('\n')
        .map((line) => line.split(' ')[0]),
    );
    const clinical = new Map(
      fs
        .readFileSync(path.join(CLINICAL_MODEL_DIR, 'clinical.dict'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => [line.split(' ')[0], line.split(' ').slice(1)] as const),
    );
    for (const drug of DRUGS) {
      expect(generic.has(drug)).toBe(false);
      expect(clinical.get(drug)?.length).toBeGreaterThan(3);
      for (const phone of clinical.get(drug)!) expect(CMU_PHONES.has(phone)).toBe(true);
    }
    expect(clinical.get('lisinopril')).toEqual('L IH S IH N AA P R AH L'.split(' '));
    // Words the en-us dictionary knows keep its pronunciations: none is listed again.
    for (const word of clinical.keys()) expect(generic.has(word)).toBe(false);
  });
});
