// Pronunciations for words the engine's dictionary lacks (drug names, clinical terms):
// espeak-ng's US English phonemes (IPA, one phoneme per token) mapped to the CMU phone set
// of PocketSphinx's en-us acoustic model. Used by scripts/build-clinical-lm.mjs; Node's
// modules only (the script loads this file transpiled).
import { execFileSync } from 'node:child_process';

/** The 39 phones of the en-us acoustic model (CMU dictionary, stress dropped). */
export const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

/**
 * espeak-ng's en-us IPA tokens (stress, length and tie marks removed) → CMU phones. A token
 * holding a vowel and its r-colouring or a syllabic consonant maps to two phones.
 */
const IPA_TO_CMU: Record<string, string[]> = {
  // Vowels and diphthongs.
  ɪ: ['IH'],
  ᵻ: ['IH'],
  i: ['IY'],
  ɛ: ['EH'],
  e: ['EH'],
  æ: ['AE'],
  a: ['AE'],
  ɑ: ['AA'],
  ɒ: ['AA'],
  ɔ: ['AO'],
  o: ['OW'],
  ʊ: ['UH'],
  u: ['UW'],
  ʌ: ['AH'],
  ə: ['AH'],
  ɐ: ['AH'],
  ɜ: ['ER'],
  ɚ: ['ER'],
  eɪ: ['EY'],
  aɪ: ['AY'],
  ɔɪ: ['OY'],
  aʊ: ['AW'],
  oʊ: ['OW'],
  əʊ: ['OW'],
  iə: ['IY', 'AH'],
  // A vowel and its r.
  ɪɹ: ['IH', 'R'],
  ɛɹ: ['EH', 'R'],
  ʊɹ: ['UH', 'R'],
  ɑɹ: ['AA', 'R'],
  ɔɹ: ['AO', 'R'],
  oɹ: ['AO', 'R'],
  ɜɹ: ['ER'],
  aɪɚ: ['AY', 'ER'],
  aɪə: ['AY', 'ER'],
  aʊɚ: ['AW', 'ER'],
  // Syllabic consonants.
  əl: ['AH', 'L'],
  əm: ['AH', 'M'],
  ən: ['AH', 'N'],
  // Consonants (the flap and the glottal stop of US English are heard as t).
  p: ['P'],
  b: ['B'],
  t: ['T'],
  d: ['D'],
  k: ['K'],
  ɡ: ['G'],
  g: ['G'],
  f: ['F'],
  v: ['V'],
  θ: ['TH'],
  ð: ['DH'],
  s: ['S'],
  z: ['Z'],
  ʃ: ['SH'],
  ʒ: ['ZH'],
  h: ['HH'],
  m: ['M'],
  n: ['N'],
  ŋ: ['NG'],
  l: ['L'],
  ɹ: ['R'],
  r: ['R'],
  w: ['W'],
  j: ['Y'],
  tʃ: ['CH'],
  dʒ: ['JH'],
  ɾ: ['T'],
  ʔ: ['T'],
  x: ['K'],
};

/** Marks that carry no phone: stress, length, syllabic and tie marks, zero-width joiners. */
const MARKS = /ˈ|ˌ|ː|ˑ|\u0329|\u030d|\u0361|\u035c|\u200d/gu;

/** CMU phones of one word's espeak-ng IPA, its phonemes separated by "_". Throws on a phoneme it cannot map. */
export function ipaToCmu(ipa: string): string[] {
  const phones: string[] = [];
  for (const raw of ipa.split('_')) {
    const token = raw.replace(MARKS, '').trim();
    if (!token) continue;
    const mapped = IPA_TO_CMU[token] ?? splitToken(token);
    if (!mapped) throw new Error(`No CMU phone for espeak-ng phoneme "${raw}" in "${ipa}"`);
    phones.push(...mapped);
  }
  return phones;
}

/** A token espeak-ng wrote without separators between its phonemes, mapped greedily (longest first). */
function splitToken(token: string): string[] | null {
  const out: string[] = [];
  let rest = token;
  while (rest) {
    const length = [3, 2, 1].find((n) => n <= rest.length && IPA_TO_CMU[rest.slice(0, n)]);
    if (!length) return null;
    out.push(...IPA_TO_CMU[rest.slice(0, length)]);
    rest = rest.slice(length);
  }
  return out;
}

/**
 * Pronunciations of `words` (lower-case, letters, apostrophes and hyphens) by espeak-ng's US
 * English voice: word → CMU phones (none for a word espeak-ng says nothing for). One
 * espeak-ng run for all, one word a line; should it answer another number of lines (a word
 * it reads as nothing), each word is asked alone.
 */
export function pronounce(words: string[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (words.length === 0) return result;
  let lines = espeakIpa(words.map((word) => word.replace(/-/g, ' ')).join('\n\n')).filter(Boolean);
  if (lines.length !== words.length) lines = words.map((word) => espeakIpa(word.replace(/-/g, ' ')).join(' '));
  words.forEach((word, i) => result.set(word, lines[i].split(/\s+/).filter(Boolean).flatMap(ipaToCmu)));
  return result;
}

/** espeak-ng's IPA for a text, its phonemes separated by "_", line by line. */
function espeakIpa(text: string): string[] {
  const output = execFileSync('espeak-ng', ['-v', 'en-us', '-q', '--ipa', '--sep=_'], {
    input: `${text}\n`,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\n').map((line) => line.trim());
}
