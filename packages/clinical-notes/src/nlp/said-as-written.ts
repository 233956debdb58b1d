// Names a transcript spells out as said ("A and E", "A & E") read as they are written ("A&E"),
// before the text is tokenised: the rules and lexicons name the written form once. The written
// name is padded with spaces to the length of what was said, so every token keeps its place in
// the transcript (the evidence quotes what was said).
import { perLanguage, type Lang } from '../language';
import { escapeRegExp } from '../text/phrases';
import speechEn from '../../rules/en/speech.json';
import speechFr from '../../rules/fr/speech.json';

export interface SaidAsWritten {
  said: string;
  written: string;
  example: string;
  expect: string;
}
export const SAID_AS_WRITTEN: Record<Lang, readonly SaidAsWritten[]> = {
  en: speechEn.saidAsWritten.phrases,
  fr: speechFr.saidAsWritten.phrases,
};

const saidPattern = (said: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${said.split(' ').map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{N}&])`, flags);
const patterns = perLanguage((lang) =>
  SAID_AS_WRITTEN[lang].map((p) => ({ pattern: saidPattern(p.said, 'giu'), at: saidPattern(p.said, 'iuy'), written: p.written })),
);

/** The text with each name said spelt out replaced by its written form, padded to the same length. */
export function writtenAsNamed(text: string, lang: Lang): string {
  let out = text;
  for (const { pattern, written } of patterns(lang))
    out = out.replace(pattern, (said) => (written.length <= said.length ? written.padEnd(said.length, ' ') : said));
  return out;
}

/** Where what was said ends, for a written name read at `at` in place of it: the token's end in the transcript. */
export function saidEnd(transcript: string, at: number, written: string, lang: Lang): number {
  for (const p of patterns(lang)) {
    if (p.written !== written) continue;
    p.at.lastIndex = at;
    const said = p.at.exec(transcript);
    if (said) return at + said[0].length;
  }
  return at + written.length;
}
