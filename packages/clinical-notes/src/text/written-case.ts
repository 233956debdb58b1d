// Words a note writes in capitals or with a capital (abbreviations such as "MRI", brands such as
// "Tylenol"), as data (lexicon/<lang>/written-case.json). A speech engine gives them in lower
// case ("his last psa was normal"), or with the capital of a sentence's start ("Mri showed");
// written speech gives them back their case. A word said with a case of its own is left. The
// languages' lists are read together, as a transcript may mix them.
import casesEn from '../../lexicon/en/written-case.json';
import casesFr from '../../lexicon/fr/written-case.json';
import { capital } from './words';

const WRITTEN = new Map([...casesEn.words, ...casesFr.words].map((w) => [w.toLowerCase(), w]));
/** A word as the lists hold them: letters and digits, with "&" inside ("A&E"). */
const WORD = /[\p{L}\p{N}&]+/gu;

/** The text with each listed word said in lower case (or with only a first capital) written in its case. */
export function withWrittenCase(text: string): string {
  return text.replace(WORD, (word) => {
    const lower = word.toLowerCase();
    const written = WRITTEN.get(lower);
    return written && (word === lower || word === capital(lower)) ? written : word;
  });
}
