// Tunes the clinical language model's decoding on a dev set: the last N train visits, held
// out of a model rebuilt without them (scripts/build-clinical-lm.mjs --leave-out N --out DIR).
// Speaks each visit's first words with espeak-ng (as the engine benchmark does), decodes them
// once with the generic model at its defaults, then with the clinical model at each setting,
// and prints the word error rates, their ratio and the CPU real-time factor.
// Usage: npm run build:functions, then
//   node bench/tune-clinical-lm.mjs --model DIR [--dev 8] [--words 100] [--split train|valid]
//     weight=0.7,lw=6.5 weight=0.8,lw=10,wip=0.2 ...
// A setting: weight (clinical share of the interpolation) and PocketSphinx options by name
// without the dash (lw, wip, beam, wbeam, pbeam, fwdflat, bestpath, maxwpf...).
// --split valid decodes the valid visits instead: only for reporting chosen settings once.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsDir } from '../scripts/lib/paths.mjs';
import { loadSplit } from './lib/aci-bench.mjs';
import { speakVisits, withoutFillers } from './lib/clinical-speech.mjs';
import { loadBenchLib } from './lib/load-ts.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const MODEL = option('--model');
const DEV = Number(option('--dev', 8));
const WORDS = Number(option('--words', 100));
const SPLIT = option('--split', 'train');
const settings = process.argv.slice(2).filter((arg, i, all) => arg.includes('=') && !all[i - 1]?.startsWith('--'));
if (!MODEL) {
  console.error('Usage: node bench/tune-clinical-lm.mjs --model DIR [--dev N] [--words N] [--split train|valid] setting...');
  process.exit(1);
}

const require = createRequire(import.meta.url);
const lib = join(functionsDir, 'lib', 'providers', 'transcription');
const { decodeBatch } = require(join(lib, 'pocketsphinx-binding.js'));
const { parseWav } = require(join(lib, 'pcm-wav.js'));
const { wordErrors, totalWordErrors } = loadBenchLib('word-error-rate');

const visits = SPLIT === 'valid' ? loadSplit('valid') : loadSplit('train').slice(-DEV);
const turns = speakVisits(visits, WORDS, parseWav);
const seconds = turns.reduce((n, turn) => n + turn.samples.length / 16000, 0);
console.log(
  `${SPLIT === 'valid' ? 'valid' : `dev (last ${DEV} train)`}: ${visits.length} visits, ${turns.length} turns, ${seconds.toFixed(0)} s of speech`,
);

/** Word error rate and CPU real-time factor of one decoding of all turns. */
function measure(model, args, tuning) {
  const cpuBefore = process.cpuUsage();
  const texts = decodeBatch(
    turns.map((turn) => turn.samples),
    undefined,
    model,
    args,
    tuning,
  );
  const cpu = process.cpuUsage(cpuBefore);
  const { rate } = totalWordErrors(turns.map((turn, i) => wordErrors(withoutFillers(turn.words), withoutFillers(texts[i]))));
  return { rate, cpuRtf: (cpu.user + cpu.system) / 1e6 / seconds };
}

/** "weight=0.8,lw=10" → the clinical weight and PocketSphinx's arguments. */
function parseSetting(text) {
  const pairs = text.split(',').map((pair) => pair.split('='));
  const weight = pairs.find(([key]) => key === 'weight');
  const args = pairs.filter(([key]) => key !== 'weight').flatMap(([key, value]) => [`-${key}`, value]);
  return { weight: weight ? Number(weight[1]) : undefined, args };
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const generic = measure('generic', [], {});
console.log(`generic (defaults): WER ${pct(generic.rate)}, CPU RTF ${generic.cpuRtf.toFixed(3)}`);
for (const text of settings.length > 0 ? settings : ['weight=0.7']) {
  const { weight, args } = parseSetting(text);
  const clinical = measure('clinical', args, { dir: MODEL, weight });
  console.log(
    `clinical ${text}: WER ${pct(clinical.rate)} (x${(clinical.rate / generic.rate).toFixed(2)}), CPU RTF ${clinical.cpuRtf.toFixed(3)}`,
  );
}
