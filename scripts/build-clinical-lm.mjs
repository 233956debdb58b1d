// Builds the local speech engine's clinical language model (functions/models/clinical-en-us):
//   clinical.lm.bin  a trigram model (IRSTLM, modified Kneser-Ney) of clinical conversation:
//                    the ACI-BENCH train dialogues without hesitations ("uh", "um") (CC BY
//                    4.0; never valid or test, which the
//                    engine benchmark speaks to measure it) and sentences naming the
//                    medications, conditions, symptoms and body parts the notes' lexicons know;
//   clinical.dict    pronunciations of its words that the en-us dictionary lacks (drug names,
//                    clinical terms), from espeak-ng's phonemes mapped to the CMU phone set;
//   manifest.json    what it was built from.
// The engine interpolates this model with the generic en-us model at run time
// (functions/src/providers/transcription/pocketsphinx-binding.ts).
// Usage: npm run build:clinical-lm (needs the Debian packages irstlm, sphinxbase-utils, espeak-ng).
// For tuning without the valid dialogues: -- --leave-out N --out DIR builds from all but the
// last N train dialogues into DIR, so those N can be spoken and measured as unseen.
// For the oracle bound: -- --with-valid --out DIR adds the valid dialogues (what the acoustic
// model allows when the language model knows the exact text); never for the shipped model.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSplit } from '../bench/lib/aci-bench.mjs';
import { loadTs } from '../bench/lib/load-ts.mjs';
import { functionsDir, repoRoot } from './lib/paths.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const OUT = option('--out') ?? join(functionsDir, 'models', 'clinical-en-us');
const LEAVE_OUT = Number(option('--leave-out') ?? 0);
const WITH_VALID = process.argv.includes('--with-valid');
if (WITH_VALID && !option('--out')) {
  console.error('--with-valid builds an oracle model for measuring only: give it --out DIR');
  process.exit(1);
}
const GENERIC_DICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
const IRSTLM_BIN = '/usr/lib/irstlm/bin';
/** Dose and frequency wordings the medication sentences rotate through. */
const DOSES = [
  'five milligrams',
  'ten milligrams',
  'twenty milligrams',
  'twenty five milligrams',
  'forty milligrams',
  'fifty milligrams',
  'one hundred milligrams',
  'five hundred milligrams',
];
const FREQUENCIES = ['daily', 'once a day', 'twice a day', 'at night', 'every morning', 'as needed'];

const lib = join(import.meta.dirname, 'lib', 'clinical-lm');
const { spokenSentences, spokenWords, withoutFillers } = loadTs(join(lib, 'spoken-words.ts'));
const { pronounce, CMU_PHONES } = loadTs(join(lib, 'espeak-g2p.ts'));

for (const [tool, hint] of [
  [join(IRSTLM_BIN, 'build-lm.sh'), 'irstlm'],
  ['/usr/bin/sphinx_lm_convert', 'sphinxbase-utils'],
  ['/usr/bin/espeak-ng', 'espeak-ng'],
]) {
  if (!existsSync(tool)) {
    console.error(`${tool} is missing: apt-get install ${hint}`);
    process.exit(1);
  }
}
const lexicon = join(functionsDir, 'lib', 'notes', 'lexicon');
if (!existsSync(join(lexicon, 'medications.js'))) {
  console.error('Build the functions first: npm run build:functions');
  process.exit(1);
}

/** Sentences from the notes' lexicons: each medication with a dose, each term alone and in a phrase. */
function lexiconSentences() {
  const require = createRequire(import.meta.url);
  const { MEDICATION_NAMES } = require(join(lexicon, 'medications.js'));
  const { CONDITIONS } = require(join(lexicon, 'conditions.js'));
  const { SYMPTOMS, BODY_PARTS } = require(join(lexicon, 'symptoms.js'));
  const sentences = [];
  MEDICATION_NAMES.forEach((name, i) => {
    const drug = spokenWords(name);
    sentences.push(`${drug} ${DOSES[i % DOSES.length]} ${FREQUENCIES[i % FREQUENCIES.length]}`, `you are taking ${drug}`);
  });
  for (const { en } of CONDITIONS) sentences.push(spokenWords(`history of ${en}`));
  for (const { en } of SYMPTOMS) sentences.push(spokenWords(`any ${en}`));
  for (const { en } of BODY_PARTS) sentences.push(spokenWords(`my ${en} hurts`));
  return sentences;
}

const train = [...loadSplit('train').slice(0, LEAVE_OUT > 0 ? -LEAVE_OUT : undefined), ...(WITH_VALID ? loadSplit('valid') : [])];
const trainSentences = train.flatMap((visit) => spokenSentences(visit.dialogue).map(withoutFillers).filter(Boolean));
const lexiconLines = lexiconSentences();
const sentences = [...trainSentences, ...lexiconLines];
const words = new Set(sentences.flatMap((s) => s.split(' ')));

// Pronunciations: the en-us dictionary's words are known; the others come from espeak-ng.
const known = new Set(
  readFileSync(GENERIC_DICT, 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[0])
    .filter((w) => !w.includes('(')),
);
const unknown = [...words].filter((w) => !known.has(w)).sort();
const pronunciations = pronounce(unknown);
const dictLines = unknown
  .map((word) => [word, pronunciations.get(word) ?? []])
  .filter(([, phones]) => phones.length > 0 && phones.every((p) => CMU_PHONES.has(p)))
  .map(([word, phones]) => `${word} ${phones.join(' ')}`);

// The trigram model, by IRSTLM, then in Sphinx's binary format.
const work = mkdtempSync(join(tmpdir(), 'clinical-lm-'));
try {
  const corpus = join(work, 'corpus.txt');
  writeFileSync(corpus, sentences.map((s) => `<s> ${s} </s>\n`).join(''));
  const env = { ...process.env, IRSTLM: '/usr/lib/irstlm', PATH: `${IRSTLM_BIN}:${process.env.PATH}` };
  const run = (cmd, args) => execFileSync(cmd, args, { env, cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
  run(join(IRSTLM_BIN, 'build-lm.sh'), [
    '-i',
    corpus,
    '-n',
    '3',
    '-k',
    '1',
    '-s',
    'improved-kneser-ney',
    '-o',
    join(work, 'clinical.ilm.gz'),
    '-t',
    join(work, 'stat'),
  ]);
  run(join(IRSTLM_BIN, 'compile-lm'), ['--text=yes', join(work, 'clinical.ilm.gz'), join(work, 'clinical.arpa')]);
  mkdirSync(OUT, { recursive: true });
  run('/usr/bin/sphinx_lm_convert', ['-i', join(work, 'clinical.arpa'), '-o', join(OUT, 'clinical.lm.bin')]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(join(OUT, 'clinical.dict'), `${dictLines.join('\n')}\n`);
const digest = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
const manifest = {
  builtBy: 'scripts/build-clinical-lm.mjs',
  order: 3,
  sources: { aciBenchTrainDialogues: train.length, trainSentences: trainSentences.length, lexiconSentences: lexiconLines.length },
  sentences: sentences.length,
  words: words.size,
  newPronunciations: dictLines.length,
  files: { 'clinical.lm.bin': digest(join(OUT, 'clinical.lm.bin')), 'clinical.dict': digest(join(OUT, 'clinical.dict')) },
};
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const size = (file) => `${(statSync(join(OUT, file)).size / 1024).toFixed(0)} KiB`;
console.log(
  `clinical LM: ${sentences.length} sentences, ${words.size} words, ${dictLines.length} new pronunciations (${unknown.length - dictLines.length} words left out)`,
);
console.log(
  `wrote ${OUT.startsWith(repoRoot) ? OUT.slice(repoRoot.length + 1) : OUT}: clinical.lm.bin ${size('clinical.lm.bin')}, clinical.dict ${size('clinical.dict')}`,
);
