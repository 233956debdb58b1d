// Where a pain goes (rules/<lang>/radiation.json): the clinician asking whether it goes
// anywhere, answered no ("No, it stays just here": none) or with a part ("down my arm"), or
// the patient saying it goes to a part ("it shoots down my left leg"). Written in the history
// after what the patient presents with: "The chest pain does not radiate."
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import { spokenText } from '../nlp/tokens';
import { fold } from '../text/fold';
import type { ReadSentence } from './read-sentences';
import radiationEn from '../../rules/en/radiation.json';
import radiationFr from '../../rules/fr/radiation.json';
import { capital } from '../text/words';

export interface RadiationRules {
  asks: string[];
  asksExample: string;
  asksExpect: string;
  says: string[];
  saysExample: string;
  saysExpect: string;
  sides: string[];
  noteSays: string[];
  noteSaysNote: string;
  write: { none: string; to: string };
}
export const RADIATION_RULES: Record<Lang, RadiationRules> = { en: radiationEn, fr: radiationFr };

const asksIndex = indexPerLanguage((lang) => RADIATION_RULES[lang].asks.map((w) => [w, true] as const));
const saysIndex = indexPerLanguage((lang) => RADIATION_RULES[lang].says.map((w) => [w, true] as const));

/** How many tokens after its cue (or from the start of an answer) the part a pain goes to may be said. */
const PART_REACH = 6;

/** Where a question of the clinician asks whether a pain goes anywhere (its cue's first token), if it does. */
export const radiationAskedAt = (s: ReadSentence, lang: Lang): number | undefined => asksIndex(lang).find(s)[0]?.from;

/** The part said within reach after token `from`, with a side said next to it ("left leg", "jambe gauche"). */
export function partSaidAfter(s: ReadSentence, from: number, lang: Lang): string | undefined {
  // Not a part it does not go to ("it doesn't go into my shoulder").
  const part = s.mentions.find(
    (m) => m.concept.kind === 'body-part' && m.assertion !== 'absent' && m.from >= from && m.from - from <= PART_REACH,
  );
  if (!part) return undefined;
  const sides = new Set(RADIATION_RULES[lang].sides);
  const before = s.tokens[part.from - 1];
  const after = s.tokens[part.to];
  const from_ = before && sides.has(fold(before.text)) ? part.from - 1 : part.from;
  const to = after && sides.has(fold(after.text)) ? part.to + 1 : part.to;
  return spokenText(s, from_, to).toLowerCase();
}

/** The part a patient's sentence says a pain goes to ("it shoots down my left leg"), if it says one. */
export function saysRadiation(s: ReadSentence, lang: Lang): string | undefined {
  for (const cue of saysIndex(lang).find(s)) {
    const part = partSaidAfter(s, cue.to, lang);
    if (part) return part;
  }
  return undefined;
}

/** How a note writes where a pain goes: "The chest pain does not radiate.", "Douleur lombaire irradiant vers jambe gauche." */
export function radiationSentence(radiation: string, name: string, lang: Lang): string {
  const { write } = RADIATION_RULES[lang];
  const template = radiation === 'none' ? write.none : write.to;
  return template.replace('{Name}', capital(name)).replace('{name}', name).replace('{part}', radiation);
}

/**
 * The words a note states where a pain goes with: that it does not radiate ("non-radiating"), or
 * the part it goes to, without its side (a tagger reads "left" of a phrase alone as a verb).
 */
export function radiationMarkers(radiation: string, lang: Lang): string[] {
  if (radiation === 'none') return RADIATION_RULES[lang].noteSays;
  const sides = new Set(RADIATION_RULES[lang].sides);
  const part = radiation
    .split(/\s+/)
    .filter((w) => !sides.has(fold(w)))
    .join(' ');
  return [part || radiation];
}
