// The engine benchmark's clinical set: ACI-BENCH visit dialogues spoken by espeak-ng, the
// clinician and the patient in two voices, turn by turn, as 16 kHz mono samples with the
// words spoken as reference. The text is first turned into spoken words (numbers and units
// spelled out) by the same code that builds the clinical language model.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTs } from './load-ts.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

const { spokenWords, withoutFillers } = loadTs(join(repoRoot, 'scripts', 'lib', 'clinical-lm', 'spoken-words.ts'));
export { withoutFillers };

/** espeak-ng's arguments per speaker: two voices, at the rate of the browser tests' consultation. */
export const VOICES = {
  doctor: ['-v', 'en-us+f2', '-p', '70', '-s', '130'],
  patient: ['-v', 'en-us', '-p', '40', '-s', '130'],
};

/** 16-bit mono PCM at `rate` → Int16Array at 16 kHz (linear interpolation). */
function to16k(data, rate) {
  const input = data.length >> 1;
  const count = Math.floor((input * 16000) / rate);
  const out = new Int16Array(count);
  for (let i = 0; i < count; i++) {
    const x = (i * rate) / 16000;
    const j = Math.floor(x);
    const a = data.readInt16LE(Math.min(j, input - 1) * 2);
    const b = data.readInt16LE(Math.min(j + 1, input - 1) * 2);
    out[i] = Math.round(a + (b - a) * (x - j));
  }
  return out;
}

/** The turns of a dialogue ("[doctor] ...", "[patient] ...") as {speaker, words}. */
export function dialogueTurns(dialogue) {
  return dialogue
    .split('\n')
    .map((line) => /^\[(\w+)\]\s*(.*)$/.exec(line.trim()))
    .filter(Boolean)
    .map(([, who, text]) => ({ speaker: who.startsWith('doctor') ? 'doctor' : 'patient', words: spokenWords(text) }))
    .filter((turn) => turn.words.length > 0);
}

/**
 * The first turns of each visit, about `wordsPerVisit` words a visit, spoken: an array of
 * {visit, speaker, words, samples}. `parseWav` is the engine's WAV reader.
 */
export function speakVisits(visits, wordsPerVisit, parseWav) {
  const dir = mkdtempSync(join(tmpdir(), 'clinical-speech-'));
  const file = join(dir, 'turn.wav');
  try {
    return visits.flatMap((visit) => {
      const turns = [];
      let count = 0;
      for (const turn of dialogueTurns(visit.dialogue)) {
        if (count >= wordsPerVisit) break;
        count += turn.words.split(' ').length;
        execFileSync('espeak-ng', [...VOICES[turn.speaker], '-w', file, turn.words]);
        const { data, sampleRate } = parseWav(readFileSync(file));
        turns.push({ visit: visit.encounter_id, ...turn, samples: to16k(data, sampleRate) });
      }
      return turns;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
